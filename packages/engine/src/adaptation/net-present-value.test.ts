import { describe, expect, it } from 'vitest';
import { netPresentValue, pathwayPremiumSeries, premiumSeries } from './net-present-value.ts';

describe('netPresentValue', () => {
  // Each yearly amount divided by (1 + rate)^k, k counted from 1 within the
  // window that starts at the current year's index and runs for the NPV term.
  it('discounts each amount of the window by (1 + r)^k counted from 1', () => {
    const yearlyAmounts = [100, 100, 100, 200, 200, 200];
    const npv = netPresentValue({
      yearlyAmounts,
      scenarioStartYear: 2020,
      currentYear: 2022,
      termYears: 3,
      discountRate: 0.05,
    });
    expect(npv).toBeCloseTo(100 / 1.05 + 200 / 1.05 ** 2 + 200 / 1.05 ** 3, 9);
  });
  it('adds CAPEX discounted at its position when the adaptation year is inside the window', () => {
    const base = {
      yearlyAmounts: [0, 0, 0, 0],
      scenarioStartYear: 2020,
      currentYear: 2020,
      termYears: 3,
      discountRate: 0.1,
    };
    expect(
      netPresentValue({ ...base, capitalExpenditure: 1000, adaptationYear: 2021 }),
    ).toBeCloseTo(1000 / 1.1 ** 2, 9);
    expect(netPresentValue({ ...base, capitalExpenditure: 1000, adaptationYear: 2025 })).toBe(0);
  });
  it('counts years beyond the series as zero', () => {
    expect(
      netPresentValue({
        yearlyAmounts: [10],
        scenarioStartYear: 2020,
        currentYear: 2020,
        termYears: 30,
        discountRate: 0,
      }),
    ).toBe(10);
  });
});

describe('premium series', () => {
  it('makes the baseline total VAR × replacement cost', () => {
    expect(premiumSeries([0.001, 0.002], 1_000_000)).toEqual([1000, 2000]);
  });
  it('replaces the baseline by the pathway from the adaptation year on', () => {
    const series = pathwayPremiumSeries([0.01, 0.01, 0.01], [0.005, 0.005, 0.005], 100, 2020, 2021);
    expect(series).toEqual([1, 0.5, 0.5]);
  });
});
