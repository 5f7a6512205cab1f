import { describe, expect, it } from 'vitest';
import { publicDatasetSchema, publicDatasetThemes } from '@hazardscope/contracts';
import { listPublicDatasets } from './public-datasets.ts';

describe('listPublicDatasets', () => {
  const datasets = listPublicDatasets();

  it('gives every group of the data-sources page at least one dataset', () => {
    for (const theme of publicDatasetThemes) {
      expect(
        datasets.some((dataset) => dataset.theme === theme),
        theme,
      ).toBe(true);
    }
  });

  it('gives every dataset a unique name, a licence credit and the reply shape', () => {
    expect(new Set(datasets.map((dataset) => dataset.name)).size).toBe(datasets.length);
    for (const dataset of datasets) {
      expect(publicDatasetSchema.parse(dataset)).toEqual(dataset);
      expect(dataset.attribution.length, dataset.name).toBeGreaterThan(20);
    }
  });

  it('links each licence with published terms and none for a public-domain notice', () => {
    const byLicence = new Map(datasets.map((dataset) => [dataset.licence, dataset.licenceUrl]));
    expect(byLicence.get('CC BY 4.0')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(byLicence.get('Public domain (US Government)')).toBeNull();
  });
});
