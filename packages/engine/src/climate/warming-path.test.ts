import { climateScenarios, type ClimateScenario } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { assessedWarmingAbove1995To2014Celsius, warmingCelsiusForYear } from './warming-path.ts';

/**
 * Golden values, written down from the published tables before the table was built: IPCC AR6 WGI
 * Table 4.5, assessed GSAT change relative to 1995–2014, median (5–95 % range), °C.
 */
const ar6Table4Point5: Record<
  ClimateScenario,
  Record<'2041-2060' | '2081-2100', readonly [median: number, low: number, high: number]>
> = {
  ssp126: { '2041-2060': [0.9, 0.5, 1.3], '2081-2100': [0.9, 0.5, 1.5] },
  ssp245: { '2041-2060': [1.1, 0.8, 1.6], '2081-2100': [1.8, 1.2, 2.6] },
  ssp370: { '2041-2060': [1.3, 0.9, 1.7], '2081-2100': [2.8, 2.0, 3.7] },
  ssp585: { '2041-2060': [1.5, 1.1, 2.1], '2081-2100': [3.5, 2.4, 4.8] },
};
/** IPCC AR6 WGI SPM Table SPM.1: the same medians relative to 1850–1900 (°C). */
const ar6TableSpm1: Record<ClimateScenario, Record<'2041-2060' | '2081-2100', number>> = {
  ssp126: { '2041-2060': 1.7, '2081-2100': 1.8 },
  ssp245: { '2041-2060': 2.0, '2081-2100': 2.7 },
  ssp370: { '2041-2060': 2.1, '2081-2100': 3.6 },
  ssp585: { '2041-2060': 2.4, '2081-2100': 4.4 },
};
const periodMidpoints = { '2041-2060': 2050.5, '2081-2100': 2090.5 } as const;
const periodYears = {
  '2041-2060': [2041, 2060],
  '2081-2100': [2081, 2100],
} as const;

function meanWarming(scenario: ClimateScenario, [first, last]: readonly [number, number]): number {
  let sum = 0;
  for (let year = first; year <= last; year += 1) sum += warmingCelsiusForYear(year, scenario);
  return sum / (last - first + 1);
}

describe('AR6 assessed warming per scenario', () => {
  for (const scenario of climateScenarios) {
    for (const period of ['2041-2060', '2081-2100'] as const) {
      it(`${scenario} ${period}: median and 5–95 % as AR6 Table 4.5 gives them (±0.05 °C, one decimal published)`, () => {
        const [median, low, high] = ar6Table4Point5[scenario][period];
        const year = periodMidpoints[period];
        const bounds = [
          [median, 'central'],
          [low, 'low'],
          [high, 'high'],
        ] as const;
        for (const [published, bound] of bounds) {
          // Published to one decimal: the table value lies within half a unit of it.
          const assessed = assessedWarmingAbove1995To2014Celsius(year, scenario, bound);
          expect(Math.abs(assessed - published)).toBeLessThanOrEqual(0.05 + 1e-9);
        }
      });
    }
  }
});

describe('warmingCelsiusForYear per scenario', () => {
  // The SSP5-8.5 reference path (Jewson 2021) runs 0.07 °C (2041–2060) and 0.13 °C (2081–2100)
  // below the AR6 assessed median; every scenario inherits that offset, hence ±0.2 °C here.
  for (const scenario of climateScenarios) {
    it(`${scenario}: 20-year means within 0.2 °C of AR6 SPM.1 (above 1850–1900)`, () => {
      for (const period of ['2041-2060', '2081-2100'] as const) {
        expect(
          Math.abs(meanWarming(scenario, periodYears[period]) - ar6TableSpm1[scenario][period]),
        ).toBeLessThan(0.2);
      }
    });
  }
  it('differs between scenarios exactly by the AR6 assessed difference', () => {
    for (const year of [2030, 2050, 2075, 2090]) {
      const difference =
        warmingCelsiusForYear(year, 'ssp585') - warmingCelsiusForYear(year, 'ssp245');
      expect(difference).toBeCloseTo(
        assessedWarmingAbove1995To2014Celsius(year, 'ssp585', 'central') -
          assessedWarmingAbove1995To2014Celsius(year, 'ssp245', 'central'),
        12,
      );
    }
  });
  it('orders the scenarios in 2100 and keeps low ≤ central ≤ high every year', () => {
    const in2100 = climateScenarios.map((scenario) => warmingCelsiusForYear(2100, scenario));
    expect([...in2100].sort((a, b) => a - b)).toEqual(in2100);
    for (const scenario of climateScenarios) {
      for (let year = 1990; year <= 2100; year += 1) {
        const central = warmingCelsiusForYear(year, scenario);
        expect(warmingCelsiusForYear(year, scenario, 'low')).toBeLessThanOrEqual(central);
        expect(warmingCelsiusForYear(year, scenario, 'high')).toBeGreaterThanOrEqual(central);
      }
    }
  });
  it('leaves the default SSP5-8.5 run on the Jewson series', () => {
    expect(warmingCelsiusForYear(2100, 'ssp585', 'central')).toBe(4.69);
    expect(warmingCelsiusForYear(2050)).toBe(2.3);
  });
});
