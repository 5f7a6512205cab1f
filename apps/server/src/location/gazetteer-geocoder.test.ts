import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';
import { findJurisdiction, loadHazardData } from '@hazardscope/hazard-data';
import { createGazetteerGeocoder, readingsOf, streetAddressNotice } from './gazetteer-geocoder.ts';

const gazetteer = createGazetteerGeocoder();
const hazardData = loadHazardData();
const withStates = createGazetteerGeocoder({
  subdivisionAt: (latitude, longitude) => {
    const subdivision = findJurisdiction(hazardData.jurisdictions, latitude, longitude).subdivision;
    return subdivision ? { name: subdivision.name, code: subdivision.code } : undefined;
  },
});
const labels = async (geocoder: typeof gazetteer, query: string, limit: number) =>
  (await geocoder.search(query, limit)).results.map((result) => result.label);

describe('offline gazetteer', () => {
  it("finds Zürich from 'zur', accents folded, largest place first", async () => {
    const [first] = (await gazetteer.search('zur', 5)).results;
    expect(first?.label).toBe('Zürich, ZH, Switzerland');
    expect(first?.latitude).toBeCloseTo(47.37, 1);
    expect(first?.longitude).toBeCloseTo(8.54, 1);
  });

  it('finds a city by its name in another language or script (GeoNames alternate names)', async () => {
    for (const [query, city] of [
      ['München', 'Munich, Germany'],
      ['muenchen', 'Munich, Germany'],
      ['Мюнхен', 'Munich, Germany'],
      ['Praha', 'Prague, Czechia'],
      ['Wien', 'Vienna, Austria'],
      ['Den Haag', 'The Hague, Netherlands'],
      ['東京', 'Tokyo, Japan'],
    ] as const) {
      expect((await labels(gazetteer, query, 1))[0], query).toBe(city);
    }
  });

  it('matches an alternate name only whole, so a beginning finds the places it begins', async () => {
    // 'roma' begins an alternate name of Murmansk; it must not bring Murmansk up.
    const roma = await labels(gazetteer, 'Roma', 10);
    expect(roma[0]).toBe('Rome, Italy');
    expect(roma.some((label) => label.startsWith('Murmansk'))).toBe(false);
  });

  it('ranks by population', async () => {
    expect((await labels(gazetteer, 'Sydney', 3))[0]).toBe('Sydney, Australia');
  });

  it("narrows by country after a comma ('Paris, United States')", async () => {
    expect(await labels(gazetteer, 'Paris, France', 1)).toEqual(['Paris, France']);
    expect((await labels(gazetteer, 'paris, united states', 1))[0]).toMatch(
      /^Paris, [A-Z]{2}, United States$/,
    );
  });

  it('returns at most the limit, and nothing for an unknown name', async () => {
    expect((await gazetteer.search('san', 4)).results).toHaveLength(4);
    expect(await gazetteer.search('qqqqxz', 10)).toEqual({ results: [] });
  });

  it('names the nearest place within 30 km, and nothing in the open ocean', async () => {
    expect(await gazetteer.reverse(-33.87, 151.21)).toBe('near Sydney, Australia');
    expect(await gazetteer.reverse(-40, -130)).toBeUndefined();
  });

  it("names the state from the boundary data: 'near Lismore, New South Wales, Australia'", async () => {
    expect(await withStates.reverse(-28.8135, 153.2773)).toBe(
      'near Lismore, New South Wales, Australia',
    );
    expect((await labels(withStates, 'Paris, France', 1))[0]).toBe('Paris, France');
  });

  it("narrows by a state's abbreviation or name, with or without a comma", async () => {
    for (const query of ['Melbourne VIC', 'melbourne, vic', 'Melbourne, Victoria']) {
      expect((await labels(withStates, query, 1))[0], query).toBe('Melbourne, Victoria, Australia');
    }
    expect((await labels(withStates, 'Melbourne FL', 1))[0]).toBe(
      'Melbourne, Florida, United States',
    );
  });

  it('matches the town of a street address and says a street needs an online geocoder', async () => {
    const downing = await withStates.search('10 Downing Street, London', 3);
    expect(downing.results[0]?.label).toMatch(/^London, .*United Kingdom$/);
    expect(downing.notice).toBe(streetAddressNotice);
    const operaHouse = await withStates.search('Sydney Opera House', 3);
    expect(operaHouse.results[0]?.label).toBe('Sydney, New South Wales, Australia');
    expect(operaHouse.notice).toBe(streetAddressNotice);
    expect((await withStates.search('1 Qqqqxz Street', 3)).notice).toBe(streetAddressNotice);
    expect((await withStates.search('Sydney', 3)).notice).toBeUndefined();
  });

  it('reads a query literally first, then with a trailing qualifier, then by its place part', () => {
    expect(readingsOf('10 Downing Street, London')).toEqual([
      { name: '10 downing street', qualifier: 'london', dropsWords: false },
      { name: '10 downing', qualifier: 'street london', dropsWords: false },
      { name: '10', qualifier: 'downing street london', dropsWords: false },
      { name: 'london', qualifier: '', dropsWords: true },
      { name: '10 downing', qualifier: 'london', dropsWords: true },
      { name: '10', qualifier: 'london', dropsWords: true },
    ]);
  });

  it('credits GeoNames', () => {
    expect(gazetteer.attribution).toMatch(/GeoNames.*CC BY/);
  });
});

describe('foldText', () => {
  it('drops accents and case, and maps letters that do not decompose', () => {
    expect(foldText('São Paulo')).toBe('sao paulo');
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText('Straße  Ørsted')).toBe('strasse orsted');
  });
});
