import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';
import { createGazetteerGeocoder } from './gazetteer-geocoder.ts';

const gazetteer = createGazetteerGeocoder();

describe('offline gazetteer', () => {
  it("finds Zürich from 'zur', accents folded, largest place first", async () => {
    const [first] = await gazetteer.search('zur', 5);
    expect(first?.label).toBe('Zürich, ZH, Switzerland');
    expect(first?.latitude).toBeCloseTo(47.37, 1);
    expect(first?.longitude).toBeCloseTo(8.54, 1);
  });

  it('ranks by population', async () => {
    const results = await gazetteer.search('Sydney', 3);
    expect(results[0]?.label).toBe('Sydney, Australia');
  });

  it("narrows by country after a comma ('Paris, United States')", async () => {
    const [france] = await gazetteer.search('Paris, France', 1);
    const [unitedStates] = await gazetteer.search('paris, united states', 1);
    expect(france?.label).toBe('Paris, France');
    expect(unitedStates?.label).toMatch(/^Paris, [A-Z]{2}, United States$/);
  });

  it('returns at most the limit, and nothing for an unknown name', async () => {
    expect(await gazetteer.search('san', 4)).toHaveLength(4);
    expect(await gazetteer.search('qqqqxz', 10)).toEqual([]);
  });

  it('names the nearest place within 30 km, and nothing in the open ocean', async () => {
    expect(await gazetteer.reverse(-33.87, 151.21)).toBe('Sydney, Australia');
    expect(await gazetteer.reverse(-40, -130)).toBeUndefined();
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
