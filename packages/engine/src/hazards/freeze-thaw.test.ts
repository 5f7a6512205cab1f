import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { freezeThawModel, meanFreezeThawCyclesPerYear } from './freeze-thaw.ts';

const cold = [-6, -4, 0, 6, 12, 16, 19, 18, 13, 7, 1, -4];

describe('meanFreezeThawCyclesPerYear', () => {
  it('counts tens of cycles in a cold-winter climate and none in the tropics', () => {
    const cycles = meanFreezeThawCyclesPerYear(cold, 0);
    expect(cycles).toBeGreaterThan(40);
    expect(cycles).toBeLessThan(130);
    expect(meanFreezeThawCyclesPerYear(new Array(12).fill(27), 0)).toBeLessThan(0.001);
  });
});

describe('freezeThawModel', () => {
  it('is not computed where frost never occurs', () => {
    expect(freezeThawModel(modelInput()).noCalcReason).toBe(
      'Fewer than one freeze–thaw cycle a year at the site',
    );
  });
  it('has fewer cycles as nights warm at a mild-winter site', () => {
    const site = exampleSite();
    site.climate.monthlyMeanTemperatureCelsius = cold.map((temperature) => temperature + 6);
    const curves = freezeThawModel(modelInput({ site })).curves;
    expect(curves[2]!.intensities[3]!).toBeLessThan(curves[0]!.intensities[3]!);
  });
  it('damages a reference element by 1/10 000 of its value per cycle', () => {
    const site = exampleSite();
    site.climate.monthlyMeanTemperatureCelsius = cold;
    expect(
      freezeThawModel(modelInput({ site }))
        .vulnerability({ heightAboveFloorMetres: 0 }, 2)
        .damageFraction(50),
    ).toBeCloseTo(0.01, 12);
  });
});
