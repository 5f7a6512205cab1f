import { describe, expect, it } from 'vitest';
import {
  asceNonHurricaneWindFactor,
  designWindCapacityRatio,
  windProbabilityFactor,
  windReturnPeriodFactor,
} from './design-wind.ts';

describe('the codes’ extrapolation of the 50-year wind to other return periods', () => {
  it('follows the ASCE 7 commentary’s non-hurricane conversion factors', () => {
    // ASCE 7-05 Table C6-7 (contiguous US): 0.84 at 10 years, 1.00 at 50, 1.07 at 100, 1.23 at 500.
    expect(asceNonHurricaneWindFactor(1 / 50)).toBeCloseTo(1, 3);
    expect(asceNonHurricaneWindFactor(1 / 10)).toBeCloseTo(0.84, 2);
    expect(asceNonHurricaneWindFactor(1 / 100)).toBeCloseTo(1.07, 2);
    expect(asceNonHurricaneWindFactor(1 / 500)).toBeCloseTo(1.23, 2);
    // The 50-year 90 mph of ASCE 7-05 becomes the 700-year 115 mph of ASCE 7-10 (to 2 mph).
    expect(90 * asceNonHurricaneWindFactor(1 / 700)).toBeCloseTo(115, -1);
  });

  it('spreads the US non-hurricane winds wider than EN 1991-1-4’s Gumbel', () => {
    expect(windReturnPeriodFactor('ASCE 7 non-hurricane', 1 / 10)).toBeLessThan(
      windReturnPeriodFactor('EN 1991-1-4', 1 / 10),
    );
    expect(windReturnPeriodFactor('EN 1991-1-4', 1 / 10)).toBe(windProbabilityFactor(1 / 10));
    expect(windReturnPeriodFactor('ASCE 7 non-hurricane', 1 / 1000)).toBeGreaterThan(
      windReturnPeriodFactor('EN 1991-1-4', 1 / 1000),
    );
  });

  it('gives a code-built asset a capacity ratio of 1 under either rule', () => {
    expect(designWindCapacityRatio(null, 'ASCE 7 non-hurricane')).toBe(1);
    expect(designWindCapacityRatio(1 / 700, 'ASCE 7 non-hurricane')).toBeCloseTo(1.264, 3);
  });
});
