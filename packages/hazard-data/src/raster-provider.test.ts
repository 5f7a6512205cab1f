import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { writeArrayBuffer } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import { createCloudOptimizedGeoTiffProvider, elevationFromProvider } from './raster-provider.ts';

/**
 * A 40 × 20 float32 GeoTIFF over 0–4° E, 50–52° N (0.1° pixels, EPSG:4326) whose pixel value is
 * 100·row + column, written with geotiff's own writer.
 */
const width = 40;
const height = 20;
function writeTestRaster(): Buffer {
  const values = new Float32Array(width * height).map(
    (_, index) => 100 * Math.floor(index / width) + (index % width),
  );
  const arrayBuffer = writeArrayBuffer(values, {
    width,
    height,
    BitsPerSample: [32],
    SampleFormat: [3],
    ModelPixelScale: [0.1, 0.1, 0],
    ModelTiepoint: [0, 0, 0, 0, 52, 0],
    GeographicTypeGeoKey: 4326,
    GTModelTypeGeoKey: 2,
    GTRasterTypeGeoKey: 1,
  });
  return Buffer.from(arrayBuffer);
}

let server: Server;
let url: string;
const requestedRanges: string[] = [];
let store: HazardDataStore;

beforeAll(async () => {
  store = loadHazardData();
  const file = writeTestRaster();
  server = createServer((request, response) => {
    const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? '');
    if (range === null) {
      response.writeHead(200, { 'Content-Length': file.length, 'Accept-Ranges': 'bytes' });
      response.end(file);
      return;
    }
    requestedRanges.push(range[0]);
    const start = Number(range[1]);
    const end = Math.min(range[2] === '' ? file.length - 1 : Number(range[2]), file.length - 1);
    response.writeHead(206, {
      'Content-Range': `bytes ${start}-${end}/${file.length}`,
      'Content-Length': end - start + 1,
      'Accept-Ranges': 'bytes',
    });
    response.end(file.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/elevation.tif`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const dataset = {
  id: 'test-dem',
  name: 'Test DEM (0.1°)',
  source: 'written by the test',
  licence: 'none',
};

describe('createCloudOptimizedGeoTiffProvider', () => {
  it('reads the pixel under a point through HTTP range requests', async () => {
    const provider = createCloudOptimizedGeoTiffProvider({ url, dataset });
    // 51.85° N, 0.25° E → row 1 (52 − 51.85 = 0.15° → second row), column 2.
    expect(await provider.sample(51.85, 0.25)).toBe(102);
    // 50.05° N, 3.95° E → last row 19, last column 39.
    expect(await provider.sample(50.05, 3.95)).toBe(1939);
    expect(requestedRanges.length).toBeGreaterThan(0);
  });

  it('returns null outside the raster', async () => {
    const provider = createCloudOptimizedGeoTiffProvider({ url, dataset });
    expect(await provider.sample(48.85, 2.35)).toBeNull();
    expect(await provider.sample(51, -0.5)).toBeNull();
  });

  it('replaces the embedded elevation in the site context and lists the raster as a dataset', async () => {
    const provider = createCloudOptimizedGeoTiffProvider({ url, dataset });
    const site = { latitude: 51.05, longitude: 2.05 };
    const elevation = await elevationFromProvider(provider, site.latitude, site.longitude);
    const result = buildSiteHazardContext(store, { ...site, ...elevation });
    expect(result.terrain.elevationMetres).toBe(920);
    expect(result.terrain.elevationSource).toEqual({
      kind: 'external',
      dataset: 'Test DEM (0.1°)',
    });
    expect(result.datasets.map((entry) => entry.id)).toContain('test-dem');
  });
});
