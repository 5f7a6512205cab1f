import { basename } from 'node:path';
import { kilometresPerDegree } from '../geodesy.ts';
import type { GeoRaster } from './geotiff-raster.ts';
import { openRasterDirectory, pixelOf } from './raster-directory.ts';

/** Fine elevation tiles (SRTM/NASADEM .hgt, GeoTIFF/COG such as Copernicus GLO-30). */
export interface TerrainTiles {
  readonly dataset: string;
  readonly tiles: readonly GeoRaster[];
}

export async function openTerrainDirectory(directory: string): Promise<TerrainTiles> {
  return {
    dataset: `Terrain tiles in ${basename(directory)}`,
    tiles: await openRasterDirectory(directory),
  };
}

/** Heights around a site on the pixel grid of the tile holding it, from every tile it overlaps. */
export interface TerrainWindow {
  readonly dataset: string;
  readonly rows: number;
  readonly columns: number;
  readonly heights: Float32Array;
  readonly northDegrees: number;
  readonly westDegrees: number;
  readonly pixelDegrees: number;
  readonly siteRow: number;
  readonly siteColumn: number;
}

/**
 * The window of fine heights within `radiusKilometres` of a site (a square), or null when no tile
 * holds the site. Pixels of neighbouring tiles are read at the nearest pixel.
 */
export async function terrainWindow(
  terrain: TerrainTiles,
  latitude: number,
  longitude: number,
  radiusKilometres: number,
): Promise<TerrainWindow | null> {
  const home = terrain.tiles.find((tile) => pixelOf(tile, latitude, longitude) !== null);
  if (home === undefined) return null;
  const pixel = home.pixelDegrees;
  const halfRows = Math.ceil(radiusKilometres / (pixel * kilometresPerDegree));
  const halfColumns = Math.ceil(halfRows / Math.max(0.05, Math.cos((latitude * Math.PI) / 180)));
  const rows = 2 * halfRows + 1;
  const columns = 2 * halfColumns + 1;
  const sitePixel = pixelOf(home, latitude, longitude)!;
  // Window pixel centres on the home tile's grid.
  const northDegrees = home.northDegrees - (sitePixel.row - halfRows) * pixel;
  const westDegrees = home.westDegrees + (sitePixel.column - halfColumns) * pixel;
  const heights = new Float32Array(rows * columns).fill(Number.NaN);
  const south = northDegrees - rows * pixel;
  const east = westDegrees + columns * pixel;
  for (const tile of terrain.tiles) {
    const tileSouth = tile.northDegrees - tile.rows * tile.pixelDegrees;
    const tileEast = tile.westDegrees + tile.columns * tile.pixelDegrees;
    if (tile.northDegrees <= south || tileSouth >= northDegrees) continue;
    if (tile.westDegrees >= east || tileEast <= westDegrees) continue;
    const row0 = Math.max(0, Math.floor((tile.northDegrees - northDegrees) / tile.pixelDegrees));
    const row1 = Math.min(tile.rows, Math.ceil((tile.northDegrees - south) / tile.pixelDegrees));
    const column0 = Math.max(0, Math.floor((westDegrees - tile.westDegrees) / tile.pixelDegrees));
    const column1 = Math.min(
      tile.columns,
      Math.ceil((east - tile.westDegrees) / tile.pixelDegrees),
    );
    if (row1 <= row0 || column1 <= column0) continue;
    const values = await tile.read(row0, column0, row1, column1);
    const width = column1 - column0;
    for (let row = 0; row < rows; row += 1)
      for (let column = 0; column < columns; column += 1) {
        const index = row * columns + column;
        if (Number.isFinite(heights[index] ?? Number.NaN)) continue;
        const centreLatitude = northDegrees - (row + 0.5) * pixel;
        const centreLongitude = westDegrees + (column + 0.5) * pixel;
        const tileRow = Math.floor((tile.northDegrees - centreLatitude) / tile.pixelDegrees);
        const tileColumn = Math.floor((centreLongitude - tile.westDegrees) / tile.pixelDegrees);
        if (tileRow < row0 || tileRow >= row1 || tileColumn < column0 || tileColumn >= column1)
          continue;
        heights[index] = values[(tileRow - row0) * width + (tileColumn - column0)] ?? Number.NaN;
      }
  }
  return {
    dataset: `${terrain.dataset}: ${basename(home.name)}`,
    rows,
    columns,
    heights,
    northDegrees,
    westDegrees,
    pixelDegrees: pixel,
    siteRow: halfRows,
    siteColumn: halfColumns,
  };
}
