import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from '../build-site-hazard-context.ts';
import type { HazardDataStore } from '../load-hazard-data.ts';
import { loadHazardData } from '../load-hazard-data.ts';
import { nearestRiverPoint } from '../river-network.ts';
import { FineDataError } from './fine-data-error.ts';
import { openFloodMapDirectory } from './flood-maps.ts';
import { heightAboveDrainage } from './height-above-drainage.ts';
import { openHgtRaster } from './hgt-raster.ts';
import { fineDataAt } from './site-fine-data.ts';
import { openTerrainDirectory } from './terrain-tiles.ts';

/** A float32 GeoTIFF in EPSG:4326, north-up, written with geotiff's own writer. */
function geoTiff(values: Float32Array, width: number, west: number, north: number, pixel: number) {
  return Buffer.from(
    writeArrayBuffer(values, {
      width,
      height: values.length / width,
      BitsPerSample: [32],
      SampleFormat: [3],
      ModelPixelScale: [pixel, pixel, 0],
      ModelTiepoint: [0, 0, 0, west, north, 0],
      GeographicTypeGeoKey: 4326,
      GTModelTypeGeoKey: 2,
      GTRasterTypeGeoKey: 1,
    }),
  );
}

let store: HazardDataStore;
const folders: string[] = [];
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'fine-data-'));
  folders.push(path);
  return path;
}

beforeAll(() => {
  store = loadHazardData();
});
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

// The Elbe at Dresden: the Semperoper beside it, the Südhöhe plateau 4.7 km south.
const riverside = { latitude: 51.0545, longitude: 13.7355 };
const hill = { latitude: 51.012, longitude: 13.746 };

describe('fine terrain (TERRAIN_DIR)', () => {
  it('puts a riverside site of a valley tile below a hill of the same tile, above the burned-in river', async () => {
    // A valley that rises 12 m per km from the mapped Elbe line: 0.001° pixels (~111 m) over
    // 50.98–51.10 N, 13.64–13.84 E.
    const pixel = 0.001;
    const west = 13.64;
    const north = 51.1;
    const width = 200;
    const height = 120;
    const values = new Float32Array(width * height);
    for (let row = 0; row < height; row += 1)
      for (let column = 0; column < width; column += 1) {
        const latitude = north - (row + 0.5) * pixel;
        const longitude = west + (column + 0.5) * pixel;
        const river = nearestRiverPoint(store.rivers, latitude, longitude, 30);
        values[row * width + column] = 105 + 12 * (river?.distanceKilometres ?? 30);
      }
    const directory = folder();
    writeFileSync(
      join(directory, 'dresden-valley.tif'),
      geoTiff(values, width, west, north, pixel),
    );
    const terrain = await openTerrainDirectory(directory);
    const contexts = await Promise.all(
      [riverside, hill].map(async (site) =>
        buildSiteHazardContext(store, {
          ...site,
          ...(await fineDataAt(store, { terrain }, site.latitude, site.longitude)),
        }),
      ),
    );
    const [low, high] = contexts.map((context) => context.riverFlood.river);
    expect(contexts[0]?.terrain.fineTerrain?.resolutionMetres).toBe(111);
    expect(low?.heightSource).toBe('fine terrain');
    expect(low?.heightAboveRiverMetres).toBeLessThan(10);
    expect(low?.withinFloodplain).toBe(true);
    expect(high?.heightAboveRiverMetres).toBeGreaterThan(30);
    expect(high?.withinFloodplain).toBe(false);
  });

  it('reads an SRTM .hgt tile by its name, voids as no data, and refuses a tile of the wrong size', async () => {
    const directory = folder();
    const side = 1201;
    const bytes = Buffer.alloc(side * side * 2);
    for (let index = 0; index < side * side; index += 1)
      bytes.writeInt16BE(index === 0 ? -32768 : 200 + Math.floor(index / side), 2 * index);
    writeFileSync(join(directory, 'N51E013.hgt'), bytes);
    const tile = await openHgtRaster(join(directory, 'N51E013.hgt'));
    // Row 0 is the tile's north edge (52° N); row 600 its middle.
    const [value] = await tile.read(600, 10, 601, 11);
    expect(value).toBe(800);
    expect((await tile.read(0, 0, 1, 1))[0]).toBeNaN();
    writeFileSync(join(directory, 'N50E013.hgt'), bytes.subarray(0, 1000));
    await expect(openHgtRaster(join(directory, 'N50E013.hgt'))).rejects.toThrow(FineDataError);
  });

  it('refuses a corrupt tile and a projected raster with a message naming the file', async () => {
    const corrupt = folder();
    writeFileSync(join(corrupt, 'broken.tif'), Buffer.from('not a tiff at all'));
    await expect(openTerrainDirectory(corrupt)).rejects.toThrow(
      /broken\.tif: not a readable GeoTIFF/,
    );
    const projected = folder();
    writeFileSync(
      join(projected, 'utm.tif'),
      Buffer.from(
        writeArrayBuffer(new Float32Array(4), {
          width: 2,
          height: 2,
          BitsPerSample: [32],
          SampleFormat: [3],
          ModelPixelScale: [30, 30, 0],
          ModelTiepoint: [0, 0, 0, 400000, 5650000, 0],
          ProjectedCSTypeGeoKey: 32633,
          GTModelTypeGeoKey: 1,
          GTRasterTypeGeoKey: 1,
        }),
      ),
    );
    await expect(openTerrainDirectory(projected)).rejects.toThrow(/utm\.tif: a projected raster/);
  });

  it('measures the height above the channel a path reaches on a synthetic valley, a pit on the way filled', () => {
    // 41 × 25 pixels of 30 m: a channel down column 20 at 10 m, the ground rising 2 m a pixel from
    // it, a pit of 5 m at (20, 3) beside the site at (20, 4), 42 m high, far from the window's top
    // and bottom edges (outlets too).
    const rows = 41;
    const columns = 25;
    const heights = new Float32Array(rows * columns);
    const channel = new Uint8Array(rows * columns);
    for (let row = 0; row < rows; row += 1)
      for (let column = 0; column < columns; column += 1) {
        heights[row * columns + column] = 10 + 2 * Math.abs(column - 20);
        if (column === 20) channel[row * columns + column] = 1;
      }
    heights[20 * columns + 3] = 5;
    const result = heightAboveDrainage({
      rows,
      columns,
      heights,
      channel,
      pixelNorthMetres: 30,
      pixelEastMetres: 30,
      siteRow: 20,
      siteColumn: 4,
    });
    expect(result.reachedChannel).toBe(true);
    expect(result.groundMetres).toBe(42);
    expect(result.drainageLevelMetres).toBe(10);
    expect(result.heightAboveDrainageMetres).toBe(32);
    // 16 pixels east at least; D8 may reach the channel a few rows off.
    expect(result.drainageDistanceKilometres).toBeGreaterThanOrEqual(0.48);
    expect(result.drainageDistanceKilometres).toBeLessThan(0.7);
  });
});

describe('flood maps (FLOOD_MAPS_DIR)', () => {
  // 10 × 10 pixels of 0.01° over 51.00–51.10 N, 13.70–13.80 E; the Semperoper lies in row 4, column 3.
  function depthMap(depth: number) {
    const values = new Float32Array(100).fill(-9999);
    values[4 * 10 + 3] = depth;
    return geoTiff(values, 10, 13.7, 51.1, 0.01);
  }

  it('reads the depth at the site per return period from JRC- and Aqueduct-named layers, dry elsewhere', async () => {
    const directory = folder();
    writeFileSync(join(directory, 'floodMapGL_rp10y.tif'), depthMap(0.4));
    writeFileSync(join(directory, 'floodMapGL_rp100y.tif'), depthMap(1.8));
    writeFileSync(join(directory, 'floodMapGL_rp500y.tif'), depthMap(2.6));
    writeFileSync(join(directory, 'inuncoast_historical_nosub_hist_rp0100_0.tif'), depthMap(0));
    const maps = await openFloodMapDirectory(directory);
    const { floodMaps } = await fineDataAt(store, { floodMaps: maps }, 51.0545, 13.7355);
    expect(floodMaps?.riverine?.returnPeriodsYears).toEqual([10, 100, 500]);
    expect(floodMaps?.riverine?.depthsMetres).toEqual([0.4, 1.8, 2.6]);
    expect(floodMaps?.riverine?.resolutionMetres).toBe(1112);
    expect(floodMaps?.coastal?.depthsMetres).toEqual([0]);
    const context = buildSiteHazardContext(store, {
      ...riverside,
      ...(floodMaps ? { floodMaps } : {}),
    });
    expect(context.riverFlood.floodMap?.depthsMetres).toEqual([0.4, 1.8, 2.6]);
    // Outside the maps' extent the site has none.
    const outside = await fineDataAt(store, { floodMaps: maps }, 48, 2);
    expect(outside.floodMaps?.riverine).toBeNull();
  });

  it('refuses a layer whose name gives no return period, and one return period given twice', async () => {
    const unnamed = folder();
    writeFileSync(join(unnamed, 'depth.tif'), depthMap(1));
    await expect(openFloodMapDirectory(unnamed)).rejects.toThrow(/states no return period/);
    const twice = folder();
    writeFileSync(join(twice, 'a_rp100.tif'), depthMap(1));
    writeFileSync(join(twice, 'b_RP0100.tif'), depthMap(1));
    await expect(openFloodMapDirectory(twice)).rejects.toThrow(/a second river map/);
  });
});
