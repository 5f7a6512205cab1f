import { climateBounds, climateScenarios, hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { analyseAsset } from './analyse-asset.ts';
import { analyseAssetTotalRisk } from './analyse-asset-total-risk.ts';
import { exampleAsset, exampleSite } from './test-support/example-site.ts';
import { randomAsset, randomSite, seededRandom } from './test-support/random-context.ts';

describe('analyseAssetTotalRisk', () => {
  it('is the total VAR of the full analysis, bit for bit, for every scenario and bound', () => {
    for (const climateScenario of climateScenarios)
      for (const climateBound of climateBounds) {
        const scenario = { climateScenario, climateBound };
        const full = analyseAsset(exampleSite(), exampleAsset(), scenario);
        expect(analyseAssetTotalRisk(exampleSite(), exampleAsset(), scenario)).toEqual(
          full.properties.totalRisk,
        );
      }
  });

  it('is the total VAR of the full analysis on random sites and assets, hazards switched off too', () => {
    const random = seededRandom(41);
    for (let sample = 0; sample < 25; sample += 1) {
      const site = randomSite(random);
      const asset = randomAsset(random);
      const scenario = {
        climateBound: climateBounds[sample % climateBounds.length]!,
        hazards: hazardKeys.filter(() => random() > 0.2),
      };
      const totals = analyseAssetTotalRisk(site, asset, scenario);
      const full = analyseAsset(site, asset, scenario).properties.totalRisk;
      // Object.is, so that −0 and +0 differ too.
      expect(totals.every((total, year) => Object.is(total, full[year]))).toBe(true);
      expect(totals).toHaveLength(full.length);
    }
  });
});
