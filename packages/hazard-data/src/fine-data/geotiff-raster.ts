import { readFile } from 'node:fs/promises';
import type { GeoTIFFImage } from 'geotiff';
import { fromArrayBuffer, fromUrl } from 'geotiff';
import { FineDataError } from './fine-data-error.ts';

/** A single-band GeoTIFF (or Cloud-Optimized GeoTIFF) in longitude/latitude degrees. */
export interface GeoRaster {
  readonly name: string;
  readonly westDegrees: number;
  readonly northDegrees: number;
  readonly columns: number;
  readonly rows: number;
  /** Pixel size (degrees), east and south. */
  readonly pixelDegrees: number;
  readonly noData: number | null;
  /** Values of the pixels [row0, row1) × [column0, column1), row by row; NaN for no data. */
  read(row0: number, column0: number, row1: number, column1: number): Promise<Float32Array>;
}

/**
 * Opens a GeoTIFF from a file path or an http(s) URL (a COG is then read by range requests, only
 * the header and the tiles a window needs). Throws a FineDataError naming the source when it is not
 * a readable, single-band raster in geographic coordinates.
 */
export async function openGeoRaster(source: string): Promise<GeoRaster> {
  let image: GeoTIFFImage;
  try {
    const tiff = /^https?:\/\//.test(source)
      ? await fromUrl(source, { allowFullFile: false })
      : await (async () => {
          const bytes = await readFile(source);
          return fromArrayBuffer(
            bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
          );
        })();
    image = await tiff.getImage(0);
  } catch (error) {
    throw new FineDataError(`${source}: not a readable GeoTIFF (${(error as Error).message})`);
  }
  const geoKeys = image.getGeoKeys();
  if (geoKeys?.['ProjectedCSTypeGeoKey'] !== undefined)
    throw new FineDataError(
      `${source}: a projected raster; reproject it to longitude/latitude degrees (EPSG:4326)`,
    );
  let origin: number[];
  let resolution: number[];
  try {
    origin = image.getOrigin();
    resolution = image.getResolution();
  } catch {
    throw new FineDataError(
      `${source}: the GeoTIFF has no georeference (tie point and pixel scale)`,
    );
  }
  const [west = Number.NaN, north = Number.NaN] = origin;
  const [pixelEast = Number.NaN, pixelNorth = Number.NaN] = resolution;
  if (
    !Number.isFinite(west) ||
    !Number.isFinite(north) ||
    !(pixelEast > 0) ||
    Math.abs(Math.abs(pixelNorth) - pixelEast) > pixelEast * 1e-6
  )
    throw new FineDataError(
      `${source}: needs square pixels in degrees with a north-up georeference (got ${pixelEast} × ${pixelNorth})`,
    );
  const noData = image.getGDALNoData();
  return {
    name: source,
    westDegrees: west,
    northDegrees: north,
    columns: image.getWidth(),
    rows: image.getHeight(),
    pixelDegrees: pixelEast,
    noData,
    async read(row0, column0, row1, column1) {
      try {
        const raster = (await image.readRasters({
          window: [column0, row0, column1, row1],
          samples: [0],
          interleave: true,
        })) as ArrayLike<number>;
        const values = Float32Array.from(raster, (value) =>
          noData !== null && value === noData ? Number.NaN : value,
        );
        if (values.length !== (row1 - row0) * (column1 - column0)) throw new Error('short read');
        return values;
      } catch (error) {
        throw new FineDataError(
          `${source}: its pixels cannot be read (${(error as Error).message}); the file may be truncated or corrupt`,
        );
      }
    },
  };
}
