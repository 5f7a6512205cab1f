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
});
