import { describe, expect, it } from 'vitest';
import {
  afterResultClosed,
  emptyFormValues,
  formValuesFromSearch,
  hasLocation,
  searchFromFormValues,
  withArchetype,
  withAssetDefaults,
  withCategory,
  withMapMode,
} from './form-values.ts';

describe('form values in the URL', () => {
  it('round-trips through the query string', () => {
    const values = {
      ...emptyFormValues,
      latitude: -33.8688,
      longitude: 151.2093,
      address: 'Sydney, New South Wales, Australia',
      archetypeService: 'Building',
      archetype: 'SH',
      assetLifeEnd: 2080,
      climateScenario: 'ssp245' as const,
    };
    expect(formValuesFromSearch(searchFromFormValues(values))).toEqual(values);
  });

  it('runs on RCP 8.5 unless a scenario is chosen, and leaves the default out of the URL', () => {
    expect(emptyFormValues.climateScenario).toBe('ssp585');
    expect(searchFromFormValues({ ...emptyFormValues, climateScenario: 'ssp585' })).toBe('');
    expect(searchFromFormValues({ ...emptyFormValues, climateScenario: 'ssp126' })).toBe(
      '?climateScenario=ssp126',
    );
    expect(formValuesFromSearch('?climateScenario=rcp99').climateScenario).toBe('ssp585');
    expect(
      afterResultClosed({ ...emptyFormValues, climateScenario: 'ssp370' }).climateScenario,
    ).toBe('ssp370');
  });

  it('keeps parameters that are not form values', () => {
    expect(searchFromFormValues({ ...emptyFormValues, archetype: 'SH' }, '?pwResetToken=abc')).toBe(
      '?pwResetToken=abc&archetype=SH',
    );
  });

  it('falls back to defaults for malformed values', () => {
    const values = formValuesFromSearch(
      '?latitude=abc&longitude=500&assetLifeEnd=3000&locationType=x',
    );
    expect(values.latitude).toBeUndefined();
    expect(values.longitude).toBeUndefined();
    expect(values.assetLifeEnd).toBe(2100);
    expect(values.locationType).toBe('address');
  });

  it('keeps a life end the API accepts and drops one it would refuse (before 2020)', () => {
    expect(formValuesFromSearch('?assetLifeEnd=2020').assetLifeEnd).toBe(2020);
    expect(formValuesFromSearch('?assetLifeEnd=2019').assetLifeEnd).toBe(2100);
    expect(formValuesFromSearch('?assetLifeEnd=1990').assetLifeEnd).toBe(2100);
  });
});

describe('form rules', () => {
  it('is complete only with both latitude and longitude', () => {
    expect(hasLocation({ ...emptyFormValues, latitude: 1 })).toBe(false);
    expect(hasLocation({ ...emptyFormValues, latitude: 1, longitude: 0 })).toBe(true);
  });

  it('submits Building / SO / 2100 when no asset type was chosen', () => {
    expect(withAssetDefaults(emptyFormValues)).toMatchObject({
      archetypeService: 'Building',
      archetype: 'SO',
      assetLifeEnd: 2100,
    });
  });

  it('clears the asset type when the category changes and resets the life end when the type changes', () => {
    const chosen = withArchetype({ ...emptyFormValues, assetLifeEnd: 2060 }, 'SH');
    expect(chosen.assetLifeEnd).toBe(2100);
    expect(withCategory(chosen, 'Infrastructure').archetype).toBeUndefined();
  });

  it('clears the location in map mode', () => {
    const values = withMapMode({ ...emptyFormValues, latitude: 1, longitude: 2 });
    expect(values).toMatchObject({
      locationType: 'select',
      latitude: undefined,
      longitude: undefined,
    });
  });

  it('keeps only the location and asset when the result closes', () => {
    const closed = afterResultClosed({
      ...emptyFormValues,
      latitude: 1,
      longitude: 2,
      address: 'x',
      archetype: 'SH',
      archetypeService: 'Building',
      assetLifeEnd: 2050,
      showModal: true,
      analysisId: 'abc',
      thanks: true,
    });
    expect(closed).toEqual({
      ...emptyFormValues,
      latitude: 1,
      longitude: 2,
      address: 'x',
      archetype: 'SH',
      archetypeService: 'Building',
    });
  });
});
