import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { FineDataError } from './fine-data-error.ts';
import type { GeoRaster } from './geotiff-raster.ts';

/** SRTM/NASADEM void value. */
const voidValue = -32768;

/**
 * An SRTM or NASADEM `.hgt` tile: named after its south-west corner (N48E013.hgt), a square of
 * big-endian int16 heights (m), 3601 × 3601 at 1″ or 1201 × 1201 at 3″, rows from north to south,
 * the edge rows and columns shared with the neighbours (pixel centres on whole degrees).
 */
export async function openHgtRaster(path: string): Promise<GeoRaster> {
  const name = /^([NS])(\d{2})([EW])(\d{3})\.hgt$/i.exec(basename(path));
  if (name === null)
    throw new FineDataError(`${path}: an .hgt tile must be named like N48E013.hgt`);
  const south = Number(name[2]) * (name[1]?.toUpperCase() === 'S' ? -1 : 1);
  const west = Number(name[4]) * (name[3]?.toUpperCase() === 'W' ? -1 : 1);
  const { size } = await stat(path);
  const side = size === 3601 * 3601 * 2 ? 3601 : size === 1201 * 1201 * 2 ? 1201 : 0;
  if (side === 0)
    throw new FineDataError(
      `${path}: ${size} bytes; an .hgt tile holds 3601 × 3601 or 1201 × 1201 two-byte heights`,
    );
  let heights: Float32Array | undefined;
  const load = async () => {
    if (heights !== undefined) return heights;
    const bytes = await readFile(path);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    heights = new Float32Array(side * side);
    for (let index = 0; index < side * side; index += 1) {
      const value = view.getInt16(2 * index, false);
      heights[index] = value === voidValue ? Number.NaN : value;
    }
    return heights;
  };
  const pixel = 1 / (side - 1);
  return {
    name: path,
    // Pixel centres on whole degrees: the raster's outer edge lies half a pixel beyond them.
    westDegrees: west - pixel / 2,
    northDegrees: south + 1 + pixel / 2,
    columns: side,
    rows: side,
    pixelDegrees: pixel,
    noData: voidValue,
    async read(row0, column0, row1, column1) {
      const all = await load();
      const values = new Float32Array((row1 - row0) * (column1 - column0));
      let index = 0;
      for (let row = row0; row < row1; row += 1)
        for (let column = column0; column < column1; column += 1)
          values[index++] = all[row * side + column] ?? Number.NaN;
      return values;
    },
  };
}
