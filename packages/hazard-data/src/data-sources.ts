import type { EmbeddedLayer } from '@hazardscope/contracts';
import type { HazardDataStore } from './load-hazard-data.ts';
import type { ManifestEntry } from './manifest.ts';

/** One row of /info/data_sources and of an analysis's data provenance (contracts' EmbeddedLayer). */
export type DataSource = EmbeddedLayer;

function toDataSource(entry: ManifestEntry): DataSource {
  const { id, name, source, licence, attribution, transform } = entry;
  return { id, name, source, licence, attribution, transform };
}

/** Every embedded dataset with its provenance, in manifest order. */
export function listDataSources(store: HazardDataStore): DataSource[] {
  return store.manifest.entries.map(toDataSource);
}

/** The provenance of the datasets with these ids (e.g. a context's `datasets`), in manifest order. */
export function dataSourcesFor(store: HazardDataStore, ids: Iterable<string>): DataSource[] {
  const wanted = new Set(ids);
  return store.manifest.entries.filter((entry) => wanted.has(entry.id)).map(toDataSource);
}
