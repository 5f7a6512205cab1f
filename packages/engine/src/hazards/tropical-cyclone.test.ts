import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { siteWindAtReturnPeriod, tropicalCycloneModel } from './tropical-cyclone.ts';

describe('siteWindAtReturnPeriod', () => {
  const periods = [10, 100, 1000];
  it('interpolates linearly in the logarithm of the return period', () => {
    expect(siteWindAtReturnPeriod(periods, [30, 50, 70], Math.sqrt(10 * 100))).toBeCloseTo(40, 9);
  });
  it('keeps zero below the first level when that level is below gale force', () => {
    expect(siteWindAtReturnPeriod(periods, [0, 40, 60], 2)).toBe(0);
    expect(siteWindAtReturnPeriod(periods, [30, 50, 70], 2)).toBeCloseTo(
      30 - 20 * Math.log10(5),
      9,
    );
  });
});

describe('tropicalCycloneModel', () => {
  it('is not computed without a basin or any cyclone wind', () => {
    const site = exampleSite();
    site.tropicalCyclone.basin = null;
    expect(tropicalCycloneModel(modelInput({ site })).noCalcReason).toBe(
      'No tropical cyclones recorded near the site',
    );
  });
  it('applies the Knutson et al. 2020 change in full at +2 °C', () => {
    const site = exampleSite();
    site.tropicalCyclone.basin = 'WP';
    site.tropicalCyclone.returnPeriodsYears = [10, 100, 1000];
    site.tropicalCyclone.sustainedWindMetresPerSecond = [30, 50, 70];
    const input = { ...modelInput({ site, years: [2043] }), warmingByYear: [2] };
    const curve = tropicalCycloneModel(input).curves[0]!;
    // 100-year level: rate × 0.8973 ⇒ present 89.73-year level, × 1.05328 intensity.
    const expected =
      1.05328 * siteWindAtReturnPeriod([10, 100, 1000], [30, 50, 70], 100 * (1 - 0.1027));
    expect(curve.intensities[5]).toBeCloseTo(expected, 9);
  });
  it("uses Emanuel's calibrated function for a code-built asset and stretches it for a stronger design", () => {
    const regulation = tropicalCycloneModel(modelInput()).vulnerability(
      { heightAboveFloorMetres: 0 },
      1,
    );
    // Emanuel (2011): f(50 m/s) ≈ 0.109 with v_thresh 25.7 and v_half 74.7 m/s.
    expect(regulation.damageFraction(50)).toBeCloseTo(0.109, 3);
    const stronger = tropicalCycloneModel(
      modelInput({ design: { windThreshold: 1 / 500 } }),
    ).vulnerability({ heightAboveFloorMetres: 0 }, 1);
    expect(stronger.damageFraction(50)).toBeLessThan(0.109);
  });
});
