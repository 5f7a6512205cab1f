import { describe, expect, it } from 'vitest';
import {
  fallbackInterfaceHomeLossRate,
  interfaceHomeLossRateFor,
  interfaceHomeLossRates,
} from './interface-home-loss-rates.ts';

function jurisdiction(alpha2: string | null, subdivisionCode: string | null) {
  return {
    country: alpha2 === null ? null : { alpha2, alpha3: 'XXX', name: alpha2 },
    subdivision:
      subdivisionCode === null
        ? null
        : {
            code: subdivisionCode,
            scheme: 'ISO 3166-2' as const,
            name: subdivisionCode,
            fips: null,
          },
    distanceKilometres: alpha2 === null ? null : 0,
  };
}

describe('interface home-loss rates (homes destroyed per year ÷ homes at the interface)', () => {
  const rateOf = (countryAlpha2: string, subdivisionCode: string | null) =>
    interfaceHomeLossRates.find(
      (rate) =>
        rate.countryAlpha2Codes.includes(countryAlpha2) && rate.subdivisionCode === subdivisionCode,
    )!.annualHomeLossProbability;
  it('keeps the Australian mean of McAneney, Chen & Pitman 2009: 1 in 6,500 a year', () => {
    expect(rateOf('AU', null)).toBe(1 / 6500);
  });
  it('gives the United States 89,210 structures over 2005–2020 ÷ 43.4 million WUI housing units', () => {
    // Headwaters Economics (Nov. 2020); Radeloff et al. 2018, PNAS 115:3314 (2010 count).
    expect(1 / rateOf('US', null)).toBeCloseTo(7784, 0);
  });
  it('gives California nearly 60,000 structures over 2005–2020 ÷ 5.1 million WUI homes', () => {
    // Headwaters Economics (Nov. 2020); SILVIS Lab WUI 2020 as reported in the New York Times.
    expect(1 / rateOf('US', 'US-CA')).toBeCloseTo(1360, 0);
  });
  it('is a probability for every entry, each with its source named', () => {
    for (const rate of interfaceHomeLossRates) {
      expect(rate.annualHomeLossProbability).toBeGreaterThan(0);
      expect(rate.annualHomeLossProbability).toBeLessThan(0.01);
      expect(rate.source).toMatch(/\d{4}/);
    }
  });
});

describe('interfaceHomeLossRateFor', () => {
  it('takes the state before its country', () => {
    const { rate, isFallback } = interfaceHomeLossRateFor(jurisdiction('US', 'US-CA'));
    expect(rate.jurisdictionName).toBe('California');
    expect(isFallback).toBe(false);
  });
  it('gives other states their country’s rate: a state value does not reach across a border', () => {
    expect(interfaceHomeLossRateFor(jurisdiction('US', 'US-NV')).rate.jurisdictionName).toBe(
      'the United States',
    );
    expect(interfaceHomeLossRateFor(jurisdiction('US', null)).rate.jurisdictionName).toBe(
      'the United States',
    );
    // Baja California is Mexico's, not California's.
    expect(interfaceHomeLossRateFor(jurisdiction('MX', 'MX-BCN')).isFallback).toBe(true);
  });
  it('uses the Australian mean in Australia and as the fallback where no rate is published', () => {
    expect(interfaceHomeLossRateFor(jurisdiction('AU', 'AU-NSW'))).toEqual({
      rate: fallbackInterfaceHomeLossRate,
      isFallback: false,
    });
    expect(interfaceHomeLossRateFor(jurisdiction('GR', null))).toEqual({
      rate: fallbackInterfaceHomeLossRate,
      isFallback: true,
    });
    expect(interfaceHomeLossRateFor(jurisdiction(null, null)).isFallback).toBe(true);
  });
});
