import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHazardData, type HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

describe('loadHazardData with shared grids', () => {
  it('keeps every grid in shared memory, listed by layer', () => {
    expect(store.elevation.values.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(store.gridBuffers.get(layerIds.elevation)).toBe(store.elevation.values.buffer);
    const gridLayers = store.manifest.entries.filter((entry) => entry.layout.kind === 'grid');
    expect([...store.gridBuffers.keys()].sort()).toEqual(
      gridLayers.map((entry) => entry.id).sort(),
    );
  });

  it('reads the grids another thread loaded instead of a copy of its own', () => {
    const second = loadHazardData(undefined, { sharedGridBuffers: store.gridBuffers });
    expect(second.elevation.values.buffer).toBe(store.elevation.values.buffer);
    expect(second.soilTexture.values.buffer).toBe(store.soilTexture.values.buffer);
    expect(second.elevation.values[123_456]).toBe(store.elevation.values[123_456]);
  });

  it('refuses a shared grid of the wrong size', () => {
    const wrong = new Map(store.gridBuffers);
    wrong.set(layerIds.elevation, new SharedArrayBuffer(16));
    expect(() => loadHazardData(undefined, { sharedGridBuffers: wrong })).toThrow(
      /'etopo5-elevation' has 8 values/,
    );
  });

  it('hands the same memory to a worker thread: a write there is seen here', async () => {
    const buffer = new SharedArrayBuffer(4);
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       new Int32Array(workerData.buffers.get('probe'))[0] = 42;
       parentPort.postMessage('done');`,
      { eval: true, workerData: { buffers: new Map([['probe', buffer]]) } },
    );
    await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
    expect(new Int32Array(buffer)[0]).toBe(42);
  });
});
