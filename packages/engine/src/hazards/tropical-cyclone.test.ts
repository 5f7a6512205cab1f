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
  it('uses the country’s Eberenz et al. (2021) half-damage wind for the calibrated 1/500 stock', () => {
    // The example site is in Australia (Oceania): v_half 49.7 m/s, so f(40) = vₙ³/(1 + vₙ³) with
    // vₙ = (40 − 25.7)/(49.7 − 25.7) = 0.596 ⇒ 0.175.
    const stock = tropicalCycloneModel(modelInput()).vulnerability(
      { heightAboveFloorMetres: 0 },
      1,
    );
    expect(stock.damageFraction(40)).toBeCloseTo(0.175, 3);
    const site = exampleSite();
    site.tropicalCyclone.vulnerability = {
      region: 'NA2',
      regionName: 'USA and Canada',
      calibration: 'RMSF',
      thresholdMetresPerSecond: 25.7,
      halfDamageMetresPerSecond: 86,
    };
    const usa = tropicalCycloneModel(modelInput({ site })).vulnerability(
      { heightAboveFloorMetres: 0 },
      1,
    );
    // USA & Canada v_half 86.0 m/s: vₙ = 14.3/60.3 = 0.237 ⇒ 0.0132.
    expect(usa.damageFraction(40)).toBeCloseTo(0.0132, 3);
  });
  it('holds the Knutson et al. 2020 change at its +2 °C value at higher warming', () => {
    const site = exampleSite();
    site.tropicalCyclone.basin = 'WP';
    site.tropicalCyclone.returnPeriodsYears = [10, 100, 1000];
    site.tropicalCyclone.sustainedWindMetresPerSecond = [30, 50, 70];
    const input = { ...modelInput({ site, years: [2043, 2100] }), warmingByYear: [2, 4.7] };
    const [atTwo, atFourPointSeven] = tropicalCycloneModel(input).curves;
    expect(atFourPointSeven!.intensities).toEqual(atTwo!.intensities);
  });
  it('stretches the function for a stronger design and shrinks it for a weaker one', () => {
    const damageAt50 = (windThreshold: number) =>
      tropicalCycloneModel(modelInput({ design: { windThreshold } }))
        .vulnerability({ heightAboveFloorMetres: 0 }, 1)
        .damageFraction(50);
    expect(damageAt50(1 / 1000)).toBeLessThan(damageAt50(1 / 500));
    expect(damageAt50(1 / 50)).toBeGreaterThan(damageAt50(1 / 500));
  });
  it('leaves storms poleward of 50° to the extreme-wind hazard', () => {
    const site = exampleSite();
    site.location = { ...site.location, latitude: 64.1 };
    expect(tropicalCycloneModel(modelInput({ site })).noCalcReason).toContain('poleward of 50°');
  });
});
