import { climateBounds, climateScenarios, hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { analyseAsset } from './analyse-asset.ts';
import { analyseAssetTotalRisk, analyseAssetValueAtRisk } from './analyse-asset-total-risk.ts';
import { riskRatings } from './summarise-risk.ts';
import { exampleAsset, exampleSite } from './test-support/example-site.ts';
import { randomAsset, randomSite, seededRandom } from './test-support/random-context.ts';

/** 25 seeded random sites and assets, each with a range bound and some hazards switched off. */
function randomCases(seed: number) {
  const random = seededRandom(seed);
  return Array.from({ length: 25 }, (_, sample) => ({
    site: randomSite(random),
    asset: randomAsset(random),
    scenario: {
      climateBound: climateBounds[sample % climateBounds.length]!,
      hazards: hazardKeys.filter(() => random() > 0.2),
    },
  }));
}

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
    for (const { site, asset, scenario } of randomCases(41)) {
      const totals = analyseAssetTotalRisk(site, asset, scenario);
      const full = analyseAsset(site, asset, scenario).properties.totalRisk;
      // Object.is, so that −0 and +0 differ too.
      expect(totals.every((total, year) => Object.is(total, full[year]))).toBe(true);
      expect(totals).toHaveLength(full.length);
    }
  });

  it("gives the full analysis's VAR per hazard, total and ratings, bit for bit", () => {
    for (const { site, asset, scenario } of randomCases(43)) {
      const alone = analyseAssetValueAtRisk(site, asset, scenario);
      const full = analyseAsset(site, asset, scenario);
      const same = (left: readonly number[], right: readonly number[]) =>
        left.length === right.length &&
        left.every((value, index) => Object.is(value, right[index]));
      expect(same(alone.totalRisk, full.properties.totalRisk)).toBe(true);
      expect(alone.riskHazards).toHaveLength(full.properties.riskHazards.length);
      expect(
        alone.riskHazards.every((byHazard, year) =>
          same(byHazard, full.properties.riskHazards[year]!),
        ),
      ).toBe(true);
      expect(alone.scenario).toEqual(full.inputs.scenario);
      // The hazards the full analysis reports Not Calculated (not those switched off).
      expect(alone.notCalculated).toEqual(
        hazardKeys.filter(
          (hazard) =>
            alone.scenario.hazards.includes(hazard) &&
            full.metadata[hazard]?.no_calc_reason !== undefined,
        ),
      );
      expect(
        riskRatings(alone.totalRisk, alone.scenario.startYear, asset.design.assetLifeEnd),
      ).toEqual({
        currentRatingYear: full.summary.currentRatingYear,
        currentRating: full.summary.currentRating,
        futureRating: full.summary.futureRating,
        peakRiskYear: full.summary.peakRiskYear,
      });
    }
  });
});
