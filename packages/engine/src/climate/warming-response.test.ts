import { describe, expect, it } from 'vitest';
import { changeAtWarming } from './warming-response.ts';
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
  it('interpolates linearly and extends the end segments', () => {
    expect(changeAtWarming(response, 3)).toBeCloseTo(2.8, 12);
    expect(changeAtWarming(response, 4.69)).toBeCloseTo(4 + 0.69 * 1.2, 12);
    expect(changeAtWarming(response, 0.66)).toBeCloseTo((-0.19 * 1) / 0.65, 12);
  });
});

describe('warmingCelsiusForYear', () => {
  // Source: SCIENCE.md §2, Jewson (2021) SSP5-8.5 GMST above 1850–1900 as used by CLIMADA.
  it('passes through the decadal anchors and interpolates between them', () => {
    expect(warmingCelsiusForYear(1990)).toBeCloseTo(0.66, 12);
    expect(warmingCelsiusForYear(2050)).toBeCloseTo(2.3, 12);
    expect(warmingCelsiusForYear(2100)).toBeCloseTo(4.69, 12);
    expect(warmingCelsiusForYear(2005)).toBeCloseTo(0.91, 12);
    expect(warmingCelsiusForYear(2045)).toBeCloseTo(2.08, 12);
  });
});
