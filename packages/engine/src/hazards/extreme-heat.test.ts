import { describe, expect, it } from 'vitest';
import { changeAtWarming } from '../climate/warming-response.ts';
import { exampleAsset, exampleSite } from '../test-support/example-site.ts';
import {
  extremeHeatModel,
  globalLandAnnualMaximumTemperatureResponse,
  hotExtremeFrequencyFactor,
} from './extreme-heat.ts';
import { scenarioSchema } from '@hazardscope/contracts';
import { warmingPath } from '../climate/warming-path.ts';
import { equipmentMaximumRatedAmbientCelsius } from '../vulnerability/functional-failure.ts';

describe('hotExtremeFrequencyFactor', () => {
  // Golden values: IPCC AR6 WGI SPM.6 — a 50-year hot extreme of 1850–1900 becomes 4.8× more frequent
  // at +1 °C, 8.6× at +1.5, 13.9× at +2, 39.2× at +4 (global land, median). The model shifts a Gumbel
  // TXx (scale 1 °C) by the SPM.6 median intensity change at that level. Stated tolerance: within a
  // factor 1.5 of the published factor (it reproduces 3.2×, 6.9×, 13.0×, 49× — low at +1 °C, high at +4 °C).
  const published = [
    [1, 4.8],
    [1.5, 8.6],
    [2, 13.9],
    [4, 39.2],
  ] as const;
  for (const [warming, factor] of published) {
    it(`reproduces the SPM.6 ${factor}× at +${warming} °C within a factor 1.5`, () => {
      const shift = changeAtWarming(globalLandAnnualMaximumTemperatureResponse, warming);
      const modelled = hotExtremeFrequencyFactor(shift);
      expect(modelled / factor).toBeGreaterThan(1 / 1.5);
      expect(modelled / factor).toBeLessThan(1.5);
    });
  }
  it('gives 1× without a shift', () => {
    expect(hotExtremeFrequencyFactor(0)).toBeCloseTo(1, 9);
  });
});

describe('extremeHeatModel', () => {
  const scenario = scenarioSchema.parse({});
  const years = [1990, 2050, 2100];
  const input = (site = exampleSite(), design = exampleAsset().design) => ({
    site,
    design,
    scenario,
    years,
    warmingByYear: warmingPath(1990, 2100).filter((_, index) => years.includes(1990 + index)),
  });

  it('puts the threshold at the design-climate 50-year temperature when the threshold is from regulations', () => {
    const assessment = extremeHeatModel(input());
    // 25.2 °C warmest quarter (Dec–Feb) + 10 °C + TXx change from 1981–2010 (+0.64 °C) to the 1996
    // build year + σ·y₅₀ (3.90 °C).
    expect(assessment.extraMetadata?.threshold_temperature).toBeGreaterThan(39.1);
    expect(assessment.extraMetadata?.threshold_temperature).toBeLessThan(39.5);
  });
  it('does no heat damage where the hottest day stays below 25 °C, whatever the warming', () => {
    const site = exampleSite();
    // A polar plateau: warmest month −23 °C, and a large TXx rise.
    site.climate.monthlyMeanTemperatureCelsius = [
      -26, -38, -52, -56, -57, -58, -59, -59, -58, -51, -38, -27,
    ];
    const assessment = extremeHeatModel(input(site));
    expect(assessment.extraMetadata?.threshold_temperature).toBe(35);
    const vulnerability = assessment.vulnerability({ heightAboveFloorMetres: 0 }, 1);
    for (const curve of assessment.curves) {
      expect(Math.max(...curve.intensities)).toBeLessThan(25);
      for (const temperature of curve.intensities)
        expect(vulnerability.damageFraction(temperature)).toBe(0);
    }
  });
  it('takes the location from the observed mean annual maximum where a station is near, and names it', () => {
    const site = exampleSite();
    site.climate.observedAnnualMaximumTemperature = {
      meanCelsius: 31.4,
      standardDeviationCelsius: 2.4,
      station: 'LONDON/HEATHROW AIR (GBR, WMO 37720)',
      distanceKilometres: 1.1,
      stationElevationMetres: 25,
      firstYear: 1986,
      lastYear: 2010,
    };
    const withStation = extremeHeatModel(input(site));
    const withoutStation = extremeHeatModel(input());
    // The 1990 curve: location + ΔTXx(1990, re-based) + σ·y_T, with the location 31.4 − 0.5772·1 °C
    // instead of 25.2 + 10 °C; the difference is the same at every return period.
    const difference =
      (withStation.curves[0]?.intensities[0] ?? 0) -
      (withoutStation.curves[0]?.intensities[0] ?? 0);
    const warmestQuarter = (25.5 + 25.3 + 24.8) / 3;
    expect(difference).toBeCloseTo(31.4 - 0.5772156649 - (warmestQuarter + 10), 6);
    expect(withStation.warnings.join(' ')).toContain(
      'LONDON/HEATHROW AIR (GBR, WMO 37720), 1 km away',
    );
    expect(withStation.warnings.join(' ')).not.toContain('indicator');
    expect(withoutStation.warnings.join(' ')).toContain('indicator');
  });
  it('raises the annual maximum temperature with warming', () => {
    const curves = extremeHeatModel(input()).curves;
    expect(curves[2]!.intensities[5]!).toBeGreaterThan(curves[1]!.intensities[5]!);
    expect(curves[1]!.intensities[5]!).toBeGreaterThan(curves[0]!.intensities[5]!);
  });
  it('falls back to the AR6 global-land TXx change and says so when no regional change is given', () => {
    const site = exampleSite();
    site.change.annualMaximumTemperature = null;
    const assessment = extremeHeatModel(input(site));
    expect(assessment.warnings.join(' ')).toContain('global-land');
    expect(assessment.curves[2]!.intensities[0]!).toBeGreaterThan(
      assessment.curves[0]!.intensities[0]!,
    );
  });
  it('damages nothing below the threshold and more the further above it', () => {
    const assessment = extremeHeatModel(input());
    const threshold = assessment.extraMetadata!.threshold_temperature!;
    const response = assessment.vulnerability({ heightAboveFloorMetres: 0 }, 1);
    expect(response.damageFraction(threshold - 1)).toBe(0);
    expect(response.damageFraction(threshold + 1)).toBeGreaterThan(0);
    expect(response.damageFraction(threshold + 3)).toBeGreaterThan(
      response.damageFraction(threshold + 1),
    );
    // 1 °C above: H = 5.5 h; 10 % of reference elements fail in 100 h, so 0.00578 of them fail,
    // damage 0.3·0.00578 + 0.001·5.5/100 = 0.00179 (the reported threshold is rounded to 0.1 °C,
    // hence the tolerance).
    expect(Math.abs(response.damageFraction(threshold + 1) - 0.00179)).toBeLessThan(0.0002);
  });
  it('fails equipment only above its 40 °C rating (or the design temperature if hotter), at the same B10 hazard', () => {
    const assessment = extremeHeatModel(input());
    const threshold = assessment.extraMetadata!.threshold_temperature!;
    const rating = Math.max(equipmentMaximumRatedAmbientCelsius, threshold);
    const response = assessment.vulnerability({ heightAboveFloorMetres: 0 }, 1);
    expect(response.failureProbability(rating - 0.2)).toBe(0);
    // 1 °C above the rating: 1 − 0.9^(5.5/100) = 0.00578.
    expect(Math.abs(response.failureProbability(rating + 1) - 0.00578)).toBeLessThan(0.0006);
  });
  it('stops only rated equipment: a roof membrane ages in heat but does not fail', () => {
    const assessment = extremeHeatModel(input());
    const hot = equipmentMaximumRatedAmbientCelsius + 8;
    const roof = assessment.vulnerability({ heightAboveFloorMetres: 3, group: 'Roof' }, 2);
    const services = assessment.vulnerability({ heightAboveFloorMetres: 0, group: 'Services' }, 2);
    expect(roof.failureProbability(hot)).toBe(0);
    expect(roof.damageFraction(hot)).toBeGreaterThan(0);
    expect(services.failureProbability(hot)).toBeGreaterThan(0);
  });
  it('adds chronic wear of 5.5 hours for every extra day above 35 °C since the design climate', () => {
    const assessment = extremeHeatModel(input());
    const wear = assessment.chronicReferenceDamage!;
    expect(wear[0]).toBe(0);
    expect(wear[2]!).toBeGreaterThan(wear[1]!);
    // 0.001 of the element per 100 hours: one extra hot day = 5.5 h = 0.000055.
    const site = exampleSite();
    const hotDays = site.change.hotDaysAbove35Celsius!;
    const warming = warmingPath(1990, 2100);
    const extraDays =
      changeAtWarming(hotDays, warming[110]!) - changeAtWarming(hotDays, warming[1996 - 1990]!);
    expect(wear[2]!).toBeCloseTo(extraDays * 5.5 * 0.00001, 9);
  });
});
