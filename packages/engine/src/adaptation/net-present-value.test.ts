import { describe, expect, it } from 'vitest';
import {
  comparePathways,
  netPresentValue,
  paybackYear,
  paysBackAfterWindow,
  premiumSeries,
} from './net-present-value.ts';

// Golden values worked by hand. Window: current year 2021 in a series starting 2020 (index 1), three
// years, r = 10 %: the factors are 1/1.1, 1/1.21, 1/1.331, so premiums of 1100, 1210 and 1331 are
// worth 1000 each today.
const settings = { scenarioStartYear: 2020, currentYear: 2021, termYears: 3, discountRate: 0.1 };
const baselinePremiums = [999, 1100, 1210, 1331, 5];

describe('netPresentValue', () => {
  it('discounts each amount of the window by (1 + r)^k, k counted from 1 at the current year', () => {
    // 1100/1.1 + 1210/1.21 + 1331/1.331 = 3000; 999 (2020, before) and 5 (2024, after) are out.
    expect(netPresentValue({ ...settings, yearlyAmounts: baselinePremiums })).toBeCloseTo(3000, 9);
  });

  it('adds CAPEX discounted at its position when its year is inside the window, and only then', () => {
    const npv = (year: number) =>
      netPresentValue({
        ...settings,
        yearlyAmounts: baselinePremiums,
        capitalExpenditures: [{ year, amount: 121 }],
      });
    expect(npv(2022)).toBeCloseTo(3000 + 121 / 1.21, 9); // 3100
    expect(npv(2021)).toBeCloseTo(3000 + 121 / 1.1, 9); // 3110
    expect(npv(2020)).toBeCloseTo(3000, 9); // before the window
    expect(npv(2024)).toBeCloseTo(3000, 9); // after it
  });

  it('counts years beyond the series as zero and sums without discount at r = 0', () => {
    expect(
      netPresentValue({
        yearlyAmounts: [10],
        scenarioStartYear: 2020,
        currentYear: 2020,
        termYears: 30,
        discountRate: 0,
        capitalExpenditures: [{ year: 2049, amount: 7 }],
      }),
    ).toBe(17);
  });
});

describe('premiumSeries', () => {
  it('is total VAR × replacement cost', () => {
    expect(premiumSeries([0.001, 0.002], 1_000_000)).toEqual([1000, 2000]);
  });
});

describe('comparePathways', () => {
  const comparison = comparePathways({
    ...settings,
    baselinePremiums,
    pathways: [
      // Premiums gone from 2022 for 121 spent in 2022: 1000 + 121/1.21 = 1100, saves 1900.
      {
        pathwayNumber: 1,
        premiums: [999, 1100, 0, 0, 0],
        capitalExpenditures: [{ year: 2022, amount: 121 }],
      },
      // Premiums gone from 2023 for 2662 spent in 2023: 2000 + 2662/1.331 = 4000, costs 1000 more.
      {
        pathwayNumber: 2,
        premiums: [999, 1100, 1210, 0, 0],
        capitalExpenditures: [{ year: 2023, amount: 2662 }],
      },
      // A tenth of every premium saved for 165 spent in 2021: 3000 − 300 + 150 = 2850, saves 150.
      {
        pathwayNumber: 3,
        premiums: [999, 990, 1089, 1197.9, 5],
        capitalExpenditures: [{ year: 2021, amount: 165 }],
      },
    ],
  });

  it('prices the baseline and each pathway by the same NPV rule', () => {
    expect(comparison.baselineNetPresentValue).toBeCloseTo(3000, 9);
    const [first, second, third] = comparison.pathways;
    expect(first?.netPresentValue).toBeCloseTo(1100, 9);
    expect(first?.savedAgainstBaseline).toBeCloseTo(1900, 9);
    expect(second?.netPresentValue).toBeCloseTo(4000, 9);
    expect(second?.savedAgainstBaseline).toBeCloseTo(-1000, 9);
    expect(third?.netPresentValue).toBeCloseTo(2850, 9);
  });

  it('names the pathway with the lowest NPV below the baseline as the best', () => {
    expect(comparison.bestPathwayNumber).toBe(1);
  });

  it('gives the year discounted savings first exceed the CAPEX, none for a pathway that loses', () => {
    // Pathway 1: 2022 saves 1210 − 121 = 1089 → +900 at once. Pathway 3: 2021 (110 − 165)/1.1 = −50,
    // 2022 +121/1.21 = +100 → +50.
    expect(comparison.pathways.map((pathway) => pathway.paybackYear)).toEqual([
      2022,
      undefined,
      2022,
    ]);
  });

  it('has no best pathway when none costs less than the baseline', () => {
    const none = comparePathways({
      ...settings,
      baselinePremiums,
      pathways: [{ pathwayNumber: 2, premiums: baselinePremiums, capitalExpenditures: [] }],
    });
    expect(none.bestPathwayNumber).toBeUndefined();
    expect(none.pathways[0]?.savedAgainstBaseline).toBeCloseTo(0, 9);
  });
});

describe('paybackYear', () => {
  it('waits for the last CAPEX inside the window before a pathway can have paid back', () => {
    // Saves 1000 (discounted) a year from 2021; spends 1210 in 2022 (= 1000 today): the balance
    // is +1000 after 2021 but the 2022 CAPEX is still to come; after 2022 it is +1000 again.
    expect(
      paybackYear({
        ...settings,
        baselinePremiums,
        pathwayPremiums: [999, 0, 0, 0, 0],
        capitalExpenditures: [{ year: 2022, amount: 1210 }],
      }),
    ).toBe(2022);
  });

  it('searches past the window to 2100, counting CAPEX spent after it too', () => {
    // Window 2021–2023. Saves 1000 (discounted) a year in the window and 10 000 in 2024
    // (14 641 / 1.1^4); 5500 spent in 2021 is 5000 today: −2000 after 2023, +8000 after 2024.
    const longBaseline = [999, 1100, 1210, 1331, 14_641];
    const pathway = { baselinePremiums: longBaseline, pathwayPremiums: [999, 0, 0, 0, 0] };
    const year = paybackYear({
      ...settings,
      ...pathway,
      capitalExpenditures: [{ year: 2021, amount: 5500 }],
    });
    expect(year).toBe(2024);
    expect(paysBackAfterWindow(settings, 2024)).toBe(true);
    expect(paysBackAfterWindow(settings, 2023)).toBe(false);
    // A second CAPEX in 2024 (14 641 = 10 000 today) keeps the balance at −2000: never.
    expect(
      paybackYear({
        ...settings,
        ...pathway,
        capitalExpenditures: [
          { year: 2021, amount: 5500 },
          { year: 2024, amount: 14_641 },
        ],
      }),
    ).toBeUndefined();
  });

  it('is undefined when the savings never cover the CAPEX inside the window', () => {
    expect(
      paybackYear({
        ...settings,
        baselinePremiums,
        pathwayPremiums: [999, 1000, 1210, 1331, 5],
        capitalExpenditures: [{ year: 2021, amount: 1_000 }],
      }),
    ).toBeUndefined();
  });
});
