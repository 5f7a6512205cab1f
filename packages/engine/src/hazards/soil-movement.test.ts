import { describe, expect, it } from 'vitest';
import { thornthwaiteAnnualEvapotranspirationMillimetres } from '../climate/thornthwaite-evapotranspiration.ts';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { aridityClass, soilMovementFailureWarning, soilMovementModel } from './soil-movement.ts';

describe('thornthwaiteAnnualEvapotranspirationMillimetres', () => {
  it('gives zero for a site frozen all year and several hundred millimetres for a temperate one', () => {
    expect(thornthwaiteAnnualEvapotranspirationMillimetres(new Array(12).fill(-5), 70)).toBe(0);
    // Thornthwaite PET of mid-latitude temperate climates is 550–750 mm/yr (e.g. Paris ≈ 650).
    const paris = [4.9, 5.6, 8.8, 11.5, 15.2, 18.3, 20.5, 20.3, 16.9, 13, 8.3, 5.5];
    const evapotranspiration = thornthwaiteAnnualEvapotranspirationMillimetres(paris, 48.85);
    expect(evapotranspiration).toBeGreaterThan(550);
    expect(evapotranspiration).toBeLessThan(750);
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
  it('repairs 0.15 of a reference foundation moved in the 500-year dry year on susceptible ground', () => {
    const site = exampleSite();
    // A semi-arid site (P/PET = 0.3): full susceptibility.
    site.climate.annualPrecipitationMillimetres =
      0.3 *
      thornthwaiteAnnualEvapotranspirationMillimetres(
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
  it('counts movement as damage only, and says that its failure is not calculated', () => {
    const assessment = soilMovementModel(modelInput());
    const response = assessment.vulnerability({ heightAboveFloorMetres: 0 }, 4);
    expect(response.failureProbability(10)).toBe(0);
    expect(response.damageFraction(10)).toBeGreaterThan(0);
    expect(assessment.warnings).toContain(soilMovementFailureWarning);
  });
  it('deepens dry-year deficits where soils dry', () => {
    const curves = soilMovementModel(modelInput()).curves;
    expect(curves[2]!.intensities[4]!).toBeGreaterThan(curves[0]!.intensities[4]!);
  });
});
