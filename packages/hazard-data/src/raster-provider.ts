import type { DatasetReference } from '@hazardscope/contracts';
import type { GeoTIFF, GeoTIFFImage } from 'geotiff';
import { fromUrl } from 'geotiff';
import type { SiteRequest } from './build-site-hazard-context.ts';

/**
 * A raster that can stand in for an embedded layer (e.g. a high-resolution elevation model), read
 * one point at a time. Implementations must not load the whole raster.
 */
export interface RasterProvider {
  /** Provenance of the raster, listed in the site context's datasets. */
  dataset: DatasetReference;
  /** The value at a point, or null outside the raster or on a no-data pixel. */
  sample(latitude: number, longitude: number): Promise<number | null>;
}

export interface CloudOptimizedGeoTiffOptions {
  url: string;
  dataset: DatasetReference;
  /** Extra request headers (e.g. authorisation for object storage). */
  headers?: Record<string, string>;
}

/**
 * A Cloud-Optimized GeoTIFF in geographic coordinates (longitude/latitude degrees, e.g. EPSG:4326)
 * read over HTTP range requests: only the header and the tile or strip holding the pixel are
 * fetched. The file is opened on first use and kept open.
 */
export function createCloudOptimizedGeoTiffProvider(
  options: CloudOptimizedGeoTiffOptions,
): RasterProvider {
  let opened: Promise<{ tiff: GeoTIFF; image: GeoTIFFImage }> | undefined;
  const open = () => {
    opened ??= fromUrl(options.url, { headers: options.headers ?? {}, allowFullFile: false }).then(
      async (tiff) => {
        const image = await tiff.getImage(0);
        const geoKeys = image.getGeoKeys();
        if (geoKeys?.['ProjectedCSTypeGeoKey'] !== undefined) {
          throw new Error(
            `${options.url}: projected rasters are not supported; use longitude/latitude degrees`,
          );
        }
        return { tiff, image };
      },
    );
    return opened;
  };
  return {
    dataset: options.dataset,
    async sample(latitude, longitude) {
      const { image } = await open();
      const [originX = 0, originY = 0] = image.getOrigin();
      const [resolutionX = 1, resolutionY = -1] = image.getResolution();
      const column = Math.floor((longitude - originX) / resolutionX);
      const row = Math.floor((latitude - originY) / resolutionY);
      if (column < 0 || row < 0 || column >= image.getWidth() || row >= image.getHeight())
        return null;
      const raster = await image.readRasters({
        window: [column, row, column + 1, row + 1],
        samples: [0],
        interleave: true,
      });
      const value = Number((raster as ArrayLike<number>)[0]);
      const noData = image.getGDALNoData();
      if (!Number.isFinite(value) || (noData !== null && value === noData)) return null;
      return value;
    },
  };
}

/**
 * The site elevation from an external raster, ready to spread into `buildSiteHazardContext`'s
 * request; an empty object (embedded elevation) when the raster has no value at the site.
 */
export async function elevationFromProvider(
  provider: RasterProvider,
  latitude: number,
  longitude: number,
): Promise<Pick<SiteRequest, 'elevationMetres' | 'elevationSource' | 'elevationDataset'>> {
  const elevationMetres = await provider.sample(latitude, longitude);
  if (elevationMetres === null) return {};
  return {
    elevationMetres,
    elevationSource: { kind: 'external', dataset: provider.dataset.name },
    elevationDataset: provider.dataset,
  };
}
