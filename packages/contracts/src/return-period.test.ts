import { describe, expect, it } from 'vitest';
import {
  annualExceedanceProbabilityOf,
  designReturnPeriodsYears,
  returnPeriodText,
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

describe('returnPeriodText', () => {
  it('writes a return period in whole years, as a risk analyst reads it', () => {
    expect(returnPeriodText(123.2)).toBe('1 in 123 years');
    expect(returnPeriodText(41.7)).toBe('1 in 42 years');
    expect(returnPeriodText(98.6)).toBe('1 in 99 years');
    expect(returnPeriodText(2000)).toBe('1 in 2,000 years');
    expect(returnPeriodText(249.99999999999997)).toBe('1 in 250 years');
  });
  it('never writes less than one year, and one year in the singular', () => {
    expect(returnPeriodText(1.2)).toBe('1 in 1 year');
    expect(returnPeriodText(0.4)).toBe('1 in 1 year');
  });
});
