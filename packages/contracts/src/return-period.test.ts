import { describe, expect, it } from 'vitest';
import {
  annualExceedanceProbabilityOf,
  designReturnPeriodsYears,
  returnPeriodYearsOf,
} from './return-period.ts';

describe('return period and annual exceedance probability', () => {
  it('reads 0.02 a year as 1 in 50 years and back', () => {
    expect(returnPeriodYearsOf(0.02)).toBe(50);
    expect(annualExceedanceProbabilityOf(50)).toBe(0.02);
  });
  it('comes back to every offered design return period exactly, without floating-point noise', () => {
    for (const years of designReturnPeriodsYears) {
      expect(returnPeriodYearsOf(annualExceedanceProbabilityOf(years))).toBe(years);
    }
  });
  it('refuses a probability outside (0, 1) and a return period of 1 year or less', () => {
    expect(() => returnPeriodYearsOf(0)).toThrow(RangeError);
    expect(() => returnPeriodYearsOf(1)).toThrow(RangeError);
    expect(() => annualExceedanceProbabilityOf(1)).toThrow(RangeError);
    expect(() => annualExceedanceProbabilityOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
