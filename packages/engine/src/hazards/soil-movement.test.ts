import { describe, expect, it } from 'vitest';
import { hargreavesAnnualEvapotranspirationMillimetres } from '../climate/reference-evapotranspiration.ts';
import { warmingCelsiusForYear } from '../climate/warming-path.ts';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { aridityClass } from '../climate/aridity.ts';
import {
  dryYearDeficitChange,
  soilMovementFailureNotCalculatedReason,
  soilMovementFailureWarning,
  soilMovementModel,
} from './soil-movement.ts';

describe('hargreavesAnnualEvapotranspirationMillimetres', () => {
  it('gives several hundred millimetres in a temperate climate and more in a hot one', () => {
    // FAO-56 Hargreaves ET₀ of Paris is of the order of 700–900 mm/yr.
    const paris = [4.9, 5.6, 8.8, 11.5, 15.2, 18.3, 20.5, 20.3, 16.9, 13, 8.3, 5.5];
    const temperate = hargreavesAnnualEvapotranspirationMillimetres(paris, 48.85);
    expect(temperate).toBeGreaterThan(700);
    expect(temperate).toBeLessThan(900);
    const madrid = [6.3, 7.9, 11.2, 12.9, 16.7, 22.2, 25.6, 25.1, 20.9, 15.1, 9.9, 6.9];
    expect(hargreavesAnnualEvapotranspirationMillimetres(madrid, 40.4)).toBeGreaterThan(temperate);
  });
  it('puts a Madrid-like climate (440 mm of rain) in the semi-arid class, not humid', () => {
    const madrid = [6.3, 7.9, 11.2, 12.9, 16.7, 22.2, 25.6, 25.1, 20.9, 15.1, 9.9, 6.9];
    const index = 440 / hargreavesAnnualEvapotranspirationMillimetres(madrid, 40.4);
    expect(aridityClass(index)).toBe('semi-arid');
  });
});

describe('dryYearDeficitChange', () => {
  const drying = exampleSite().change.soilMoisture;
  it('deepens the dry year by the AR6 drying-region change, re-based and held beyond +4 °C', () => {
    const [present, at4, at47] = dryYearDeficitChange(drying, [
      drying!.baselineWarmingCelsius,
      4,
      4.69,
    ]);
    expect(present).toBeCloseTo(0, 12);
    // −(−0.99 − c(0.85)), c(0.85) = −0.32·0.85 = −0.272.
    expect(at4).toBeCloseTo(0.99 - 0.272, 3);
    expect(at47).toBe(at4);
    // Never the ×8 of a 10 % coefficient of variation: under one standard deviation by 2100.
    expect(at47).toBeLessThan(1);
  });
  it('is zero where soils do not dry', () => {
    const wetting = {
      ...drying!,
      points: drying!.points.map((point) => ({ ...point, change: 5 })),
    };
    expect(dryYearDeficitChange(wetting, [2, 4])).toEqual([0, 0]);
    expect(dryYearDeficitChange(null, [2, 4])).toEqual([0, 0]);
  });
});

describe('soilMovementModel', () => {
  it('classes aridity by the UNEP 1997 bounds', () => {
    expect(aridityClass(0.03)).toBe('hyper-arid');
    expect(aridityClass(0.3)).toBe('semi-arid');
    expect(aridityClass(0.6)).toBe('dry sub-humid');
    expect(aridityClass(1.2)).toBe('humid');
  });
  it('is not computed on tundra', () => {
    const site = exampleSite();
    site.climate.biome = { code: 23, name: 'Shrub tundra' };
    expect(soilMovementModel(modelInput({ site })).noCalcReason).toContain('No shrink–swell soils');
  });
  it('puts clay above granite: coarse soils (at most 35 % fines) are not assessed', () => {
    const clay = exampleSite();
    const coarse = exampleSite();
    coarse.climate.soilTexture = { code: 1, name: 'coarse' };
    expect(soilMovementModel(modelInput({ site: clay })).noCalcReason).toBeUndefined();
    expect(soilMovementModel(modelInput({ site: coarse })).noCalcReason).toContain(
      'No shrinkable soil mapped',
    );
    const organic = exampleSite();
    organic.climate.soilTexture = { code: 6, name: 'organic' };
    expect(soilMovementModel(modelInput({ site: organic })).noCalcReason).toContain('peat');
  });
  it('assesses medium and medium-fine soils as shrinkable, as NHBC 4.2 directs when plasticity is unknown', () => {
    for (const texture of [
      { code: 2, name: 'medium' },
      { code: 3, name: 'medium fine' },
    ]) {
      const site = exampleSite();
      site.climate.soilTexture = texture;
      const assessment = soilMovementModel(modelInput({ site }));
      expect(assessment.noCalcReason).toBeUndefined();
      expect(assessment.warnings.some((warning) => warning.includes('NHBC'))).toBe(true);
    }
    // Fine (clay-rich) ground carries no such caveat: its clay alone exceeds 35 %.
    expect(
      soilMovementModel(modelInput()).warnings.some((warning) => warning.includes('NHBC')),
    ).toBe(false);
  });
  it('repairs 0.15 of a reference foundation moved in the 500-year dry year on susceptible ground', () => {
    const site = exampleSite();
    // A semi-arid site (P/PET = 0.3): full susceptibility.
    site.climate.annualPrecipitationMillimetres =
      0.3 *
      hargreavesAnnualEvapotranspirationMillimetres(
        site.climate.monthlyMeanTemperatureCelsius,
        site.location.latitude,
      );
    const response = soilMovementModel(modelInput({ site })).vulnerability(
      { heightAboveFloorMetres: 0 },
      1,
    );
    // z₅₀₀ = Φ⁻¹(1 − 1/500) = 2.878: half of the foundations move, each repaired at 0.15.
    expect(response.damageFraction(2.878)).toBeCloseTo(0.075, 3);
  });
  it('reports the present annual probability of damage: the fragility integrated over the dry-year deficit', () => {
    const site = exampleSite();
    site.climate.annualPrecipitationMillimetres =
      0.3 *
      hargreavesAnnualEvapotranspirationMillimetres(
        site.climate.monthlyMeanTemperatureCelsius,
        site.location.latitude,
      );
    const assessment = soilMovementModel(modelInput({ site }));
    const response = assessment.vulnerability({ heightAboveFloorMetres: 0 }, 1);
    // ∫ P(damaged | z) φ(z) dz by the midpoint rule, P(damaged | z) = damage fraction ÷ 0.15.
    let integral = 0;
    const step = 0.001;
    for (let deficit = -8; deficit < 8; deficit += step) {
      const middle = deficit + step / 2;
      const density = Math.exp(-(middle * middle) / 2) / Math.sqrt(2 * Math.PI);
      integral += (response.damageFraction(middle) / 0.15) * density * step;
    }
    const probability = assessment.diagnostics?.annualDamageProbability ?? Number.NaN;
    expect(probability).toBeCloseTo(integral, 6);
    // Semi-arid, full susceptibility: 1 − Φ(2.878/√1.25) ≈ 0.0050 a year.
    expect(probability).toBeCloseTo(0.005, 3);
  });
  it('counts movement as damage only, and says that its failure is not calculated', () => {
    const assessment = soilMovementModel(modelInput());
    const response = assessment.vulnerability({ heightAboveFloorMetres: 0 }, 4);
    expect(response.failureProbability(10)).toBe(0);
    expect(response.damageFraction(10)).toBeGreaterThan(0);
    expect(assessment.warnings).toContain(soilMovementFailureWarning);
    expect(assessment.extraMetadata?.failure_no_calc_reason).toBe(
      soilMovementFailureNotCalculatedReason,
    );
  });
  it('deepens dry-year deficits where soils dry', () => {
    const input = modelInput({ years: [2020, 2050, 2100] });
    expect(input.warmingByYear[0]).toBeCloseTo(warmingCelsiusForYear(2020), 12);
    const curves = soilMovementModel(input).curves;
    expect(curves[2]!.intensities[4]!).toBeGreaterThan(curves[0]!.intensities[4]!);
  });
});
