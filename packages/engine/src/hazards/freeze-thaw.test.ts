import { hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { analyseAsset } from '../analyse-asset.ts';
import { exampleAsset, exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import {
  freezeThawIndicatorReason,
  freezeThawModel,
  meanFreezeThawCyclesPerYear,
  monthlyTemperatureChangeCelsius,
} from './freeze-thaw.ts';

const cold = [-6, -4, 0, 6, 12, 16, 19, 18, 13, 7, 1, -4];

describe('meanFreezeThawCyclesPerYear', () => {
  it('counts tens of cycles in a cold-winter climate and none in the tropics', () => {
    const cycles = meanFreezeThawCyclesPerYear(cold);
    expect(cycles).toBeGreaterThan(40);
    expect(cycles).toBeLessThan(130);
    expect(meanFreezeThawCyclesPerYear(new Array(12).fill(27))).toBeLessThan(0.001);
  });
});

describe('monthlyTemperatureChangeCelsius', () => {
  const response = (change: number) => ({
    quantity: 'test',
    unit: 'celsius' as const,
    baselineWarmingCelsius: 0,
    points: [{ warmingCelsius: 4, change }],
    datasetId: 'test',
  });
  it('gives the coldest month the TNn change and the warmest the TXx change, re-based', () => {
    // TNn +8 °C and TXx +4 °C at +4 °C, linear from 1850–1900; climatology at +1 °C.
    const changes = monthlyTemperatureChangeCelsius(cold, response(8), response(4), 4, 1);
    expect(changes[0]).toBeCloseTo(8 - 2, 12);
    expect(changes[6]).toBeCloseTo(4 - 1, 12);
    // 0 °C lies 6/25 of the way from −6 to 19 °C.
    expect(changes[2]).toBeCloseTo(6 + (6 / 25) * (3 - 6), 12);
    // The climatology's own period gets no change.
    expect(monthlyTemperatureChangeCelsius(cold, response(8), response(4), 1, 1)).toEqual(
      cold.map(() => 0),
    );
  });
});

describe('freezeThawModel', () => {
  it('is not computed where frost never occurs', () => {
    expect(freezeThawModel(modelInput()).noCalcReason).toBe(
      'Fewer than one freeze–thaw cycle a year at the site',
    );
  });
  it('is an indicator: no VAR, the cycles per year shown for the climatology and the years', () => {
    const site = exampleSite();
    site.climate.monthlyMeanTemperatureCelsius = cold;
    const assessment = freezeThawModel(modelInput({ site }));
    expect(assessment.noCalcReason).toBe(freezeThawIndicatorReason);
    expect(assessment.curves).toEqual([]);
    const names = assessment.contextItems.map((item) => item.name);
    expect(names[0]).toBe('Freeze–thaw cycles, 1981–2010 climate');
    expect(names).toContain('Freeze–thaw cycles, 2050');
  });
  it('keeps the 2020 count near the climatology: only the warming since 1981–2010 shifts it', () => {
    const site = exampleSite();
    // A London-like maritime winter.
    site.climate.monthlyMeanTemperatureCelsius = [3, 3, 5, 8, 12, 15, 17, 17, 14, 11, 6, 4];
    const input = modelInput({ site, years: [2020, 2050, 2100] });
    const items = freezeThawModel(input).contextItems;
    const count = (name: string) =>
      Number(items.find((item) => item.name === name)!.description.split(' ')[0]);
    const climatology = count('Freeze–thaw cycles, 1981–2010 climate');
    const first = count('Freeze–thaw cycles, 2020');
    expect(first).toBeLessThanOrEqual(climatology);
    expect(first).toBeGreaterThan(0.6 * climatology);
  });
});

describe('freeze–thaw in a full analysis', () => {
  it('is never the leading hazard of a mild maritime city: it adds nothing to VAR or failure', () => {
    const site = exampleSite();
    site.climate.monthlyMeanTemperatureCelsius = [3, 3, 5, 8, 12, 15, 17, 17, 14, 11, 6, 4];
    const result = analyseAsset(site, exampleAsset(), { hazards: [...hazardKeys] });
    const index = hazardKeys.indexOf('freeze-thaw');
    expect(result.metadata['freeze-thaw'].no_calc_reason).toBe(freezeThawIndicatorReason);
    for (const [year, risks] of result.properties.riskHazards.entries()) {
      expect(risks[index]).toBe(0);
      expect(result.properties.failureHazards[year]![index]).toBe(0);
    }
  });
});
