import { hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { analyseAsset } from './analyse-asset.ts';
import { assessHazards } from './assess-hazards.ts';
import { exampleAsset, exampleSite } from './test-support/example-site.ts';

describe('assessHazards', () => {
  const site = exampleSite();
  const asset = exampleAsset();
  const intensities = assessHazards(site, asset);
  const result = analyseAsset(site, asset);

  it('reports the same computed and not-computed hazards as the analysis', () => {
    for (const hazard of hazardKeys) {
      expect(intensities[hazard].noCalcReason, hazard).toBe(result.metadata[hazard].no_calc_reason);
    }
  });
  it('gives one non-decreasing exceedance curve per analysis year for each computed hazard', () => {
    for (const hazard of hazardKeys) {
      const { years, curves, noCalcReason } = intensities[hazard];
      expect(years).toHaveLength(result.properties.totalRisk.length);
      if (noCalcReason !== undefined) {
        expect(curves).toHaveLength(0);
        continue;
      }
      expect(curves, hazard).toHaveLength(years.length);
      for (const curve of curves) {
        curve.intensities.slice(1).forEach((intensity, index) => {
          expect(intensity).toBeGreaterThanOrEqual(curve.intensities[index]!);
        });
      }
    }
  });
  it('follows the scenario years it is given', () => {
    const short = assessHazards(site, asset, { startYear: 2020, endYear: 2030 });
    expect(short.heat.years).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
  });
});
