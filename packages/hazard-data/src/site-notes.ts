import type { DatasetReference } from '@hazardscope/contracts';

/** Collects, while a site context is built, the datasets used and the warnings to show. */
export interface SiteNotes {
  datasetIds: Set<string>;
  /** Datasets that are not in the manifest (an external raster, the user's own value). */
  extraDatasets: DatasetReference[];
  warnings: string[];
}

export function createSiteNotes(): SiteNotes {
  return { datasetIds: new Set(), extraDatasets: [], warnings: [] };
}
