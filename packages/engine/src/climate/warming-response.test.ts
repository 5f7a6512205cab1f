import { describe, expect, it } from 'vitest';
import { changeAlongPath, changeAtWarming } from './warming-response.ts';
import { warmingCelsiusForYear } from './warming-path.ts';

const response = {
  quantity: 'TXx change (°C)',
  unit: 'celsius' as const,
  baselineWarmingCelsius: 0.85,
  points: [
    { warmingCelsius: 1.5, change: 1 },
    { warmingCelsius: 2, change: 1.6 },
    { warmingCelsius: 4, change: 4 },
  ],
  datasetId: 'test',
};

describe('changeAtWarming', () => {
  it('is zero at the baseline warming level and exact at the given points', () => {
    expect(changeAtWarming(response, 0.85)).toBe(0);
    expect(changeAtWarming(response, 2)).toBeCloseTo(1.6, 12);
  });
  it('interpolates linearly, continues the first segment below it and holds the last point', () => {
    expect(changeAtWarming(response, 3)).toBeCloseTo(2.8, 12);
    expect(changeAtWarming(response, 0.66)).toBeCloseTo((-0.19 * 1) / 0.65, 12);
    // +4.69 °C (2100) is beyond the last assessed level (+4 °C): the +4 °C change, not 4.83.
    expect(changeAtWarming(response, 4)).toBeCloseTo(4, 12);
    expect(changeAtWarming(response, 4.69)).toBe(4);
  });
});

describe('re-basing a change to the period of a climatology', () => {
  // A change relative to 1850–1900, as the AR6 regional tables give it.
  const preIndustrial = {
    quantity: 'TNn change (°C)',
    unit: 'celsius' as const,
    baselineWarmingCelsius: 0,
    points: [
      { warmingCelsius: 1.5, change: 3 },
      { warmingCelsius: 2, change: 4 },
    ],
    datasetId: 'test',
  };
  it('subtracts the change already contained in a climatology at +0.75 °C', () => {
    // c(0.75) = 1.5; the climatology period itself gets no change.
    expect(changeAtWarming(preIndustrial, 0.75, 0.75)).toBe(0);
    expect(changeAtWarming(preIndustrial, 2, 0.75)).toBeCloseTo(2.5, 12);
    expect(changeAlongPath(preIndustrial, [0.75, 1.5, 5], 0.75)).toEqual([0, 1.5, 2.5]);
  });
  it('composes percent changes as ratios', () => {
    const percent = { ...preIndustrial, unit: 'percent' as const };
    // (1 + 0.04) / (1 + 0.015) − 1
    expect(changeAtWarming(percent, 2, 0.75)).toBeCloseTo((1.04 / 1.015 - 1) * 100, 12);
  });
  it('leaves a change at its own baseline untouched and is zero for a missing response', () => {
    expect(changeAlongPath(response, [0.85, 2])).toEqual([0, 1.6]);
    expect(changeAlongPath(null, [1, 2], 0.75)).toEqual([0, 0]);
  });
});

describe('warmingCelsiusForYear', () => {
  // Jewson (2021) SSP5-8.5 GMST above 1850–1900, as used by CLIMADA.
  it('passes through the decadal anchors and interpolates between them', () => {
    expect(warmingCelsiusForYear(1990)).toBeCloseTo(0.66, 12);
    expect(warmingCelsiusForYear(2050)).toBeCloseTo(2.3, 12);
    expect(warmingCelsiusForYear(2100)).toBeCloseTo(4.69, 12);
    expect(warmingCelsiusForYear(2005)).toBeCloseTo(0.91, 12);
    expect(warmingCelsiusForYear(2045)).toBeCloseTo(2.08, 12);
  });
});
