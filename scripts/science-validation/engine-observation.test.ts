import { describe, expect, it } from 'vitest';
import { intensityAtReturnPeriod } from './engine-observation.ts';

const curve = {
  exceedanceProbabilities: [1 / 2, 1 / 10, 1 / 100, 1 / 1000],
  intensities: [1, 2, 3, 5],
};

describe('intensityAtReturnPeriod', () => {
  it('reads a return period on the curve exactly', () => {
    expect(intensityAtReturnPeriod(curve, 10)).toBe(2);
    expect(intensityAtReturnPeriod(curve, 1000)).toBe(5);
  });
  it('interpolates linearly in the logarithm of the exceedance probability', () => {
    expect(intensityAtReturnPeriod(curve, Math.sqrt(10 * 100))).toBeCloseTo(2.5, 12);
    expect(intensityAtReturnPeriod(curve, Math.sqrt(100 * 1000))).toBeCloseTo(4, 12);
  });
  it('gives nothing outside the curve', () => {
    expect(intensityAtReturnPeriod(curve, 1.5)).toBeUndefined();
    expect(intensityAtReturnPeriod(curve, 5000)).toBeUndefined();
  });
});
