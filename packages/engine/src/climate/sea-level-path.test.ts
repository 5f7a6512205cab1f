import { describe, expect, it } from 'vitest';
import {
  globalMeanSeaLevelRiseMetres,
  modelledRelativeSeaLevelTrendMillimetresPerYear,
  observedGlobalMeanSeaLevelRateMillimetresPerYear,
  regionalSeaLevelRiseMetres,
} from './sea-level-path.ts';

describe('globalMeanSeaLevelRiseMetres', () => {
  // Golden values: IPCC AR6 WGI SPM / Table 9.9, SSP5-8.5 median GMSL rise vs 1995–2014:
  // 2050 0.23 m (0.20–0.29), 2100 0.77 m (0.63–1.01). Tolerance ±0.005 m.
  it('gives 0.23 m in 2050 and 0.77 m in 2100', () => {
    expect(globalMeanSeaLevelRiseMetres(2050)).toBeCloseTo(0.23, 2);
    expect(globalMeanSeaLevelRiseMetres(2100)).toBeCloseTo(0.77, 2);
  });
  it('is near zero at the 2005 baseline midpoint and rises every year', () => {
    expect(Math.abs(globalMeanSeaLevelRiseMetres(2005))).toBeLessThan(0.001);
    for (let year = 1990; year < 2100; year += 1) {
      expect(globalMeanSeaLevelRiseMetres(year + 1)).toBeGreaterThan(
        globalMeanSeaLevelRiseMetres(year),
      );
    }
  });
});

describe('regionalSeaLevelRiseMetres', () => {
  it('equals the global rise when every fingerprint is 1 or none is given', () => {
    const ones = { greenland: 1, antarctica: 1, glaciers: 1, thermalExpansion: 1, landWater: 1 };
    expect(regionalSeaLevelRiseMetres(2100, ones)).toBeCloseTo(0.77, 9);
    expect(regionalSeaLevelRiseMetres(2100, null)).toBeCloseTo(0.77, 9);
  });
  it('weights components by their AR6 share: a zero Greenland fingerprint removes 0.13/0.76 of the rise', () => {
    const noGreenland = {
      greenland: 0,
      antarctica: 1,
      glaciers: 1,
      thermalExpansion: 1,
      landWater: 1,
    };
    expect(regionalSeaLevelRiseMetres(2100, noGreenland)).toBeCloseTo(0.77 * (1 - 0.13 / 0.76), 9);
  });
});

describe('globalMeanSeaLevelRiseMetres per scenario', () => {
  // Golden values: AR6 WGI Table 9.9, median GMSL rise in 2100 relative to 1995–2014 (m):
  // SSP1-2.6 0.44, SSP2-4.5 0.56, SSP3-7.0 0.68, SSP5-8.5 0.77; likely ranges 0.32–0.62,
  // 0.44–0.76, 0.55–0.90, 0.63–1.01.
  const golden = {
    ssp126: [0.44, 0.32, 0.62],
    ssp245: [0.56, 0.44, 0.76],
    ssp370: [0.68, 0.55, 0.9],
    ssp585: [0.77, 0.63, 1.01],
  } as const;
  for (const [scenario, [median, low, high]] of Object.entries(golden)) {
    it(`${scenario}: ${median} m (${low}–${high}) in 2100`, () => {
      const key = scenario as keyof typeof golden;
      expect(globalMeanSeaLevelRiseMetres(2100, key)).toBeCloseTo(median, 2);
      expect(globalMeanSeaLevelRiseMetres(2100, key, 'low')).toBeCloseTo(low, 2);
      expect(globalMeanSeaLevelRiseMetres(2100, key, 'high')).toBeCloseTo(high, 2);
    });
  }
  it('keeps low ≤ central ≤ high every year and is the same for all before 2020', () => {
    for (const scenario of Object.keys(golden) as (keyof typeof golden)[]) {
      for (let year = 1990; year <= 2100; year += 1) {
        const central = globalMeanSeaLevelRiseMetres(year, scenario);
        expect(globalMeanSeaLevelRiseMetres(year, scenario, 'low')).toBeLessThanOrEqual(central);
        expect(globalMeanSeaLevelRiseMetres(year, scenario, 'high')).toBeGreaterThanOrEqual(
          central,
        );
      }
      expect(globalMeanSeaLevelRiseMetres(2015, scenario)).toBe(globalMeanSeaLevelRiseMetres(2015));
    }
  });
});

describe('observedGlobalMeanSeaLevelRateMillimetresPerYear', () => {
  // Golden values: AR6 WGI SPM A.1.7 — 0.20 m over 1901–2018; 1.3 mm/yr over 1901–1971, 3.7 over 2006–2018.
  it('adds up to the 0.20 m observed over 1901–2018', () => {
    const rate = observedGlobalMeanSeaLevelRateMillimetresPerYear(1901, 2018);
    expect((rate * (2018 - 1901)) / 1000).toBeCloseTo(0.2, 2);
  });
  it('gives a period its own assessed rate', () => {
    expect(observedGlobalMeanSeaLevelRateMillimetresPerYear(1901, 1971)).toBeCloseTo(1.3, 9);
    expect(observedGlobalMeanSeaLevelRateMillimetresPerYear(2006, 2018)).toBeCloseTo(3.7, 9);
  });
  it('holds the nearest assessed rate outside 1901–2018 instead of extrapolating', () => {
    expect(observedGlobalMeanSeaLevelRateMillimetresPerYear(1879, 1901)).toBeCloseTo(1.3, 9);
    expect(observedGlobalMeanSeaLevelRateMillimetresPerYear(2018, 2023)).toBeCloseTo(3.7, 9);
  });
});

describe('modelledRelativeSeaLevelTrendMillimetresPerYear', () => {
  it('adds the land motion to the global rate times the fingerprint weight', () => {
    const global = observedGlobalMeanSeaLevelRateMillimetresPerYear(1913, 2023);
    expect(modelledRelativeSeaLevelTrendMillimetresPerYear(1913, 2023, null, 0)).toBeCloseTo(
      global,
      9,
    );
    // Rising land (negative sinking) larger than the sea's rise gives a falling relative sea.
    expect(modelledRelativeSeaLevelTrendMillimetresPerYear(1913, 2023, null, -4)).toBeLessThan(0);
  });
});
