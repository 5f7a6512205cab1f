import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FineDataError } from './fine-data-error.ts';
import type { GeoRaster } from './geotiff-raster.ts';
import { openGeoRaster } from './geotiff-raster.ts';
import { openHgtRaster } from './hgt-raster.ts';

/** The raster files of a folder (GeoTIFF/COG `.tif`/`.tiff`, SRTM/NASADEM `.hgt`), each opened. */
export async function openRasterDirectory(
  directory: string,
  accept: (fileName: string) => boolean = () => true,
): Promise<GeoRaster[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).sort();
  } catch (error) {
    throw new FineDataError(`${directory}: cannot be read (${(error as Error).message})`);
  }
  const rasters: GeoRaster[] = [];
  for (const name of names) {
    if (!accept(name)) continue;
    const path = join(directory, name);
    if (/\.tiff?$/i.test(name)) rasters.push(await openGeoRaster(path));
    else if (/\.hgt$/i.test(name)) rasters.push(await openHgtRaster(path));
  }
  if (rasters.length === 0)
    throw new FineDataError(`${directory}: holds no .tif, .tiff or .hgt raster`);
  return rasters;
}

/** The pixel of a raster holding a point, or null outside it. */
export function pixelOf(
  raster: GeoRaster,
  latitude: number,
  longitude: number,
): { row: number; column: number } | null {
  const column = Math.floor((longitude - raster.westDegrees) / raster.pixelDegrees);
  const row = Math.floor((raster.northDegrees - latitude) / raster.pixelDegrees);
  if (row < 0 || column < 0 || row >= raster.rows || column >= raster.columns) return null;
  return { row, column };
}
