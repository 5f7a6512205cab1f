import { basename } from 'node:path';
import type { FloodMapDepths } from '@hazardscope/contracts';
import { kilometresPerDegree } from '../geodesy.ts';
import { FineDataError } from './fine-data-error.ts';
import type { GeoRaster } from './geotiff-raster.ts';
import { openRasterDirectory, pixelOf } from './raster-directory.ts';

/** Flood-depth layers by return period, river and coast apart. */
export interface FloodMapLayers {
  readonly dataset: string;
  readonly riverine: readonly FloodMapLayer[];
  readonly coastal: readonly FloodMapLayer[];
}

interface FloodMapLayer {
  readonly returnPeriodYears: number;
  readonly raster: GeoRaster;
}

/**
 * The return period a flood map's file name states, in the layouts of the JRC global river flood
 * hazard maps (floodMapGL_rp100y.tif; tiles ID…_RP100_depth.tif) and WRI Aqueduct Floods
 * (inunriver_historical_000000000WATCH_1980_rp00100.tif, inuncoast_historical_nosub_hist_rp0100_0.tif):
 * the number after 'rp' (any case, leading zeros allowed).
 */
function floodMapReturnPeriodYears(fileName: string): number | null {
  const match = /rp0*(\d+)/i.exec(fileName);
  const years = match === null ? Number.NaN : Number(match[1]);
  return Number.isFinite(years) && years >= 1 ? years : null;
}

/** Coastal layers are Aqueduct's inuncoast files (or any file naming the coast); the rest are river maps. */
function isCoastal(fileName: string): boolean {
  return /coast/i.test(fileName);
}

/**
 * Opens the flood maps of a folder: each raster's return period from its name; a raster whose name
 * gives none is refused (FineDataError), as is one return period given twice for the same kind.
 */
export async function openFloodMapDirectory(directory: string): Promise<FloodMapLayers> {
  const rasters = await openRasterDirectory(directory, (name) => /\.tiff?$/i.test(name));
  const layers: { riverine: FloodMapLayer[]; coastal: FloodMapLayer[] } = {
    riverine: [],
    coastal: [],
  };
  for (const raster of rasters) {
    const fileName = basename(raster.name);
    const returnPeriodYears = floodMapReturnPeriodYears(fileName);
    if (returnPeriodYears === null)
      throw new FineDataError(
        `${raster.name}: the file name states no return period (expected e.g. floodMapGL_rp100y.tif or inunriver_…_rp00100.tif)`,
      );
    const kind = isCoastal(fileName) ? layers.coastal : layers.riverine;
    if (kind.some((layer) => layer.returnPeriodYears === returnPeriodYears))
      throw new FineDataError(
        `${raster.name}: a second ${isCoastal(fileName) ? 'coastal' : 'river'} map for the ${returnPeriodYears}-year return period`,
      );
    kind.push({ returnPeriodYears, raster });
  }
  for (const kind of [layers.riverine, layers.coastal])
    kind.sort((a, b) => a.returnPeriodYears - b.returnPeriodYears);
  return { dataset: `Flood maps in ${basename(directory)}`, ...layers };
}

/**
 * The depths at a site, per return period, of one kind of layer: 0 where the map is dry (no data
 * or a depth at or below 0 — the maps leave dry land empty); null when the site lies outside every
 * layer of that kind.
 */
async function depthsAt(
  dataset: string,
  layers: readonly FloodMapLayer[],
  latitude: number,
  longitude: number,
): Promise<FloodMapDepths | null> {
  const inside = layers
    .map((layer) => ({ layer, pixel: pixelOf(layer.raster, latitude, longitude) }))
    .filter(
      (entry): entry is { layer: FloodMapLayer; pixel: { row: number; column: number } } =>
        entry.pixel !== null,
    );
  if (inside.length === 0) return null;
  const depths = await Promise.all(
    inside.map(async ({ layer, pixel }) => {
      const [value = Number.NaN] = await layer.raster.read(
        pixel.row,
        pixel.column,
        pixel.row + 1,
        pixel.column + 1,
      );
      return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : 0;
    }),
  );
  const finest = Math.min(...inside.map(({ layer }) => layer.raster.pixelDegrees));
  return {
    dataset: `${dataset}: ${inside.map(({ layer }) => basename(layer.raster.name)).join(', ')}`,
    resolutionMetres: Math.round(finest * kilometresPerDegree * 1000),
    returnPeriodsYears: inside.map(({ layer }) => layer.returnPeriodYears),
    depthsMetres: depths,
  };
}

/** The river and coastal flood depths at a site from the configured maps. */
export async function floodMapDepthsAt(
  maps: FloodMapLayers,
  latitude: number,
  longitude: number,
): Promise<{ riverine: FloodMapDepths | null; coastal: FloodMapDepths | null }> {
  return {
    riverine: await depthsAt(maps.dataset, maps.riverine, latitude, longitude),
    coastal: await depthsAt(maps.dataset, maps.coastal, latitude, longitude),
  };
}
