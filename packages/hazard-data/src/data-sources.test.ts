import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataSourcesFor, listDataSources } from './data-sources.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

describe('the committed grids and their provenance', () => {
  it('lists every derived file once, with source, licence, attribution and transform', () => {
    const sources = listDataSources(store);
    expect(new Set(sources.map((source) => source.id)).size).toBe(sources.length);
    for (const source of sources) {
      expect(source.source, source.id).not.toBe('');
      expect(source.licence, source.id).not.toBe('');
      expect(source.attribution, source.id).not.toBe('');
      expect(source.transform, source.id).not.toBe('');
    }
  });

  it('matches each manifest entry to a file of the recorded size', () => {
    for (const entry of store.manifest.entries) {
      const path = join(store.directory, entry.file);
      expect(existsSync(path), entry.file).toBe(true);
      expect(statSync(path).size, entry.file).toBe(entry.bytes);
    }
  });

  // Site-level data (5′ elevation and drainage, the 30″ coastline, jurisdiction polygons) took the
  // grids from 5.4 to 17.7 MiB; the budget keeps the next addition a deliberate decision.
  it('keeps the embedded data small enough to commit (≤ 20 MiB)', () => {
    const totalBytes = store.manifest.entries.reduce((sum, entry) => sum + entry.bytes, 0);
    expect(totalBytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('gives the provenance of a chosen set of ids in manifest order', () => {
    const chosen = dataSourcesFor(store, ['geff-era5-fwi-2017', 'etopo5-elevation', 'not-a-layer']);
    expect(chosen.map((source) => source.id)).toEqual(['etopo5-elevation', 'geff-era5-fwi-2017']);
    expect(chosen[1]?.attribution).toContain('Copernicus');
  });
});
