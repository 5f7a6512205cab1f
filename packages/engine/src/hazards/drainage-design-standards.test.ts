import { describe, expect, it } from 'vitest';
import {
  drainageDesignStandardFor,
  drainageDesignStandards,
  fallbackDrainageDesignStandard,
} from './drainage-design-standards.ts';

function jurisdiction(alpha2: string | null) {
  return {
    country: alpha2 === null ? null : { alpha2, alpha3: 'XXX', name: alpha2 },
    subdivision: null,
    distanceKilometres: alpha2 === null ? null : 0,
  };
}

const yearsOf = (alpha2: string) =>
  drainageDesignStandardFor(jurisdiction(alpha2)).standard.designReturnPeriodYears;

describe('drainage design standards (minor drainage of built-up areas)', () => {
  it('keeps EN 752: the 30-year rainfall without flooding in residential areas', () => {
    expect(yearsOf('GB')).toBe(30);
    expect(yearsOf('DE')).toBe(30);
    expect(yearsOf('NL')).toBe(30);
  });
  it('gives the United States the median of the six codes read: 10 years', () => {
    // NC DOT, Shepherdsville KY, San Benito County CA, West Jordan UT: 10; Eugene OR: 5 or 10; Holdenville OK: 2.
    expect(yearsOf('US')).toBe(10);
  });
  it('gives Singapore the 10-year storm of PUB’s code for catchments under 100 ha', () => {
    expect(yearsOf('SG')).toBe(10);
  });
  it('gives Australia the geometric middle of the 5- or 10-year minor storm', () => {
    expect(yearsOf('AU')).toBeCloseTo(7.07, 2);
  });
  it('names a standard and a source for every entry, each country once', () => {
    const countries = drainageDesignStandards.flatMap((standard) => standard.countryAlpha2Codes);
    expect(new Set(countries).size).toBe(countries.length);
    for (const standard of drainageDesignStandards) {
      expect(standard.designReturnPeriodYears).toBeGreaterThanOrEqual(2);
      expect(standard.designReturnPeriodYears).toBeLessThanOrEqual(100);
      expect(standard.standardName.length).toBeGreaterThan(0);
      expect(standard.source.length).toBeGreaterThan(0);
    }
  });
});

describe('drainageDesignStandardFor', () => {
  it('takes the standard of the site’s country', () => {
    const { standard, isFallback } = drainageDesignStandardFor(jurisdiction('US'));
    expect(standard.jurisdictionName).toBe('the United States');
    expect(isFallback).toBe(false);
  });
  it('falls back to EN 752’s 30 years, marked as a fallback, where no standard was read', () => {
    for (const alpha2 of ['JP', 'CN', 'IN', null]) {
      const { standard, isFallback } = drainageDesignStandardFor(jurisdiction(alpha2));
      expect(standard).toBe(fallbackDrainageDesignStandard);
      expect(standard.designReturnPeriodYears).toBe(30);
      expect(isFallback).toBe(true);
    }
  });
  it('does not mark a country that follows EN 752 as a fallback', () => {
    expect(drainageDesignStandardFor(jurisdiction('GB')).isFallback).toBe(false);
  });
});
