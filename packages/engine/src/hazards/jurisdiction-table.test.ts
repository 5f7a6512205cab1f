import { describe, expect, it } from 'vitest';
import { entryForJurisdiction } from './jurisdiction-table.ts';

function jurisdiction(alpha2: string | null, subdivisionCode: string | null) {
  return {
    country: alpha2 === null ? null : { alpha2, alpha3: alpha2, name: alpha2 },
    subdivision:
      subdivisionCode === null
        ? null
        : { code: subdivisionCode, scheme: 'ISO 3166-2', name: subdivisionCode, fips: null },
    source: 'test',
    distanceKilometres: alpha2 === null ? null : 0,
  } as Parameters<typeof entryForJurisdiction>[2];
}

const fallback = { countryAlpha2Codes: ['AU'], subdivisionCode: null, name: 'fallback' };
const table = [
  { countryAlpha2Codes: ['US'], subdivisionCode: 'US-CA', name: 'California' },
  { countryAlpha2Codes: ['US'], subdivisionCode: null, name: 'United States' },
  { countryAlpha2Codes: ['DE', 'FR'], subdivisionCode: null, name: 'Europe' },
];

describe('entryForJurisdiction', () => {
  it("takes the subdivision's entry before its country's", () => {
    expect(entryForJurisdiction(table, fallback, jurisdiction('US', 'US-CA')).entry.name).toBe(
      'California',
    );
    expect(entryForJurisdiction(table, fallback, jurisdiction('US', 'US-NV')).entry.name).toBe(
      'United States',
    );
  });
  it('finds a country among an entry’s several countries', () => {
    expect(entryForJurisdiction(table, fallback, jurisdiction('FR', null))).toEqual({
      entry: table[2],
      isFallback: false,
    });
  });
  it('falls back where the country has no entry or is unknown, and never lets a state cross a border', () => {
    expect(entryForJurisdiction(table, fallback, jurisdiction('MX', 'US-CA')).isFallback).toBe(
      true,
    );
    expect(entryForJurisdiction(table, fallback, jurisdiction(null, null))).toEqual({
      entry: fallback,
      isFallback: true,
    });
  });
});
