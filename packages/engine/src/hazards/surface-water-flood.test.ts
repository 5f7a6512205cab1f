import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { surfaceWaterFloodModel } from './surface-water-flood.ts';

describe('surfaceWaterFloodModel', () => {
  it('ponds nothing up to the 30-year drainage design storm of the present climate', () => {
    const site = exampleSite();
    site.change.maximumOneDayPrecipitation = {
      ...site.change.maximumOneDayPrecipitation!,
      points: [{ warmingCelsius: 2, change: 0 }],
    };
    const curve = surfaceWaterFloodModel(modelInput({ site })).curves[0]!;
    expect(curve.intensities.slice(0, 4).every((depth) => depth === 0)).toBe(true);
    expect(curve.intensities[4]!).toBeGreaterThan(0);
  });
  it('scales rainfall by Clausius–Clapeyron (+7 % per °C) when no regional Rx1day change is given', () => {
    const site = exampleSite();
    site.change.maximumOneDayPrecipitation = null;
    const assessment = surfaceWaterFloodModel(modelInput({ site, years: [2005, 2100] }));
    expect(assessment.warnings.join(' ')).toContain('Clausius–Clapeyron');
    expect(assessment.curves[1]!.intensities[6]!).toBeGreaterThan(
      assessment.curves[0]!.intensities[6]!,
    );
  });
  it('re-bases the AR6 Rx1day change from 1850–1900 to the present-day baseline: no ponding below the drainage design in 1995–2014', () => {
    const site = exampleSite();
    // +6 % at the 1995–2014 warming (0.85 °C) relative to 1850–1900, as the CMIP6 tables give it.
    site.change.maximumOneDayPrecipitation = {
      quantity: 'Rx1day change (%)',
      unit: 'percent',
      baselineWarmingCelsius: 0,
      points: [
        { warmingCelsius: 0.85, change: 6 },
        { warmingCelsius: 2, change: 15 },
      ],
      datasetId: 'cmip6-regional-extremes-at-gwl',
    };
    const baseline = surfaceWaterFloodModel(
      modelInput({ site, years: [2005], warmingByYear: [0.85] }),
    ).curves[0]!;
    expect(baseline.intensities.slice(0, 4).every((depth) => depth === 0)).toBe(true);
    site.change.maximumOneDayPrecipitation = null;
    const clausiusClapeyronBaseline = surfaceWaterFloodModel(
      modelInput({ site, years: [2005], warmingByYear: [0.85] }),
    ).curves[0]!;
    // At the baseline's own warming both give the unchanged present-day curve.
    baseline.intensities.forEach((depth, index) =>
      expect(depth).toBeCloseTo(clausiusClapeyronBaseline.intensities[index]!, 12),
    );
  });
  it('is not computed where annual precipitation is unknown, and says so', () => {
    const site = exampleSite();
    site.climate.annualPrecipitationMillimetres = null;
    expect(surfaceWaterFloodModel(modelInput({ site })).noCalcReason).toBe(
      'Annual precipitation unknown at the site: no extreme-rainfall baseline',
    );
  });
  it('warns of the screening baseline with every result, also a zero', () => {
    const site = exampleSite();
    site.climate.annualPrecipitationMillimetres = 0;
    const assessment = surfaceWaterFloodModel(modelInput({ site }));
    expect(assessment.warnings.some((warning) => warning.includes('monsoon'))).toBe(true);
  });
});
