import { hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  isExposureOnly,
  loadScienceReferences,
  referenceEvidence,
  scienceReferenceSchema,
  scienceReferenceTableSchema,
} from './science-references.ts';

describe('references.json', () => {
  const table = loadScienceReferences();

  it('parses, with at least 40 real places', () => {
    expect(table.sites.length).toBeGreaterThanOrEqual(40);
  });
  it('gives every reference a source with an author, a year, a title and the figure quoted', () => {
    for (const reference of table.references) {
      expect(reference.source.author, reference.id).not.toBe('');
      expect(reference.source.title, reference.id).not.toBe('');
      expect(reference.source.quoted.length, reference.id).toBeGreaterThan(10);
    }
  });
  it('has at least one reference for each of the nine hazards, and most for flooding', () => {
    const count = (hazard: string) =>
      table.references.filter((reference) => reference.hazard === hazard).length;
    for (const hazard of hazardKeys) expect(count(hazard), hazard).toBeGreaterThan(0);
    const flooding = count('flood_riverine') + count('inundation') + count('flood_surfacewater');
    for (const hazard of hazardKeys) expect(flooding).toBeGreaterThan(count(hazard));
  });
  it('rejects a reference to an unknown site, a ratio without a figure and a duplicate id', () => {
    const site = { id: 'here', name: 'Here', latitude: 0, longitude: 0 };
    const reference = {
      id: 'one',
      site: 'here',
      hazard: 'heat',
      quantity: 'valueAtRisk',
      rule: 'exposed',
      unit: '%/yr',
      confidence: 'checked',
      source: { author: 'A', year: 2020, title: 'T', quoted: 'a quoted figure' },
    };
    const parse = (references: unknown[]) =>
      scienceReferenceTableSchema.safeParse({ sites: [site], references }).success;
    expect(parse([reference])).toBe(true);
    expect(parse([{ ...reference, site: 'elsewhere' }])).toBe(false);
    expect(parse([{ ...reference, rule: 'ratio' }])).toBe(false);
    expect(parse([reference, reference])).toBe(false);
    expect(parse([{ ...reference, source: { ...reference.source, quoted: '' } }])).toBe(false);
    expect(parse([{ ...reference, countyFips: '48113' }])).toBe(false);
    expect(parse([{ ...reference, areaMean: true, countyFips: '48113' }])).toBe(true);
  });
  it('holds at least 75 independent loss-rate references (VAR, by ratio) and marks the circular ones', () => {
    const lossRates = table.references.filter(
      (reference) =>
        referenceEvidence(reference) === 'independentQuantitative' &&
        reference.quantity === 'valueAtRisk',
    );
    expect(lossRates.length).toBeGreaterThanOrEqual(75);
    const nriCityHalls = lossRates.filter((reference) => reference.site.endsWith('-city-hall'));
    expect(nriCityHalls.length).toBeGreaterThanOrEqual(45);
    const bounds = table.references.filter(
      (reference) => reference.rule === 'below' && reference.quantity === 'valueAtRisk',
    );
    expect(lossRates.length + bounds.length).toBeGreaterThanOrEqual(30);
    for (const id of ['dallas-code-wind', 'duffy-fire-loss-rate', 'rotterdam-code-wind'])
      expect(referenceEvidence(table.references.find((r) => r.id === id)!), id).toBe('circular');
  });
});

describe('referenceEvidence', () => {
  const base = scienceReferenceSchema.parse({
    id: 'one',
    site: 'here',
    hazard: 'flood_riverine',
    quantity: 'valueAtRisk',
    rule: 'ratio',
    unit: '%/yr',
    value: 0.1,
    confidence: 'checked',
    source: { author: 'A', year: 2020, title: 'T', quoted: 'a quoted figure' },
  });
  it('calls a loss rate compared by ratio independent quantitative evidence', () => {
    expect(referenceEvidence(base)).toBe('independentQuantitative');
  });
  it('calls signs, bounds and design settings qualitative, and says which are exposure only', () => {
    expect(referenceEvidence({ ...base, rule: 'exposed' })).toBe('qualitative');
    expect(isExposureOnly({ ...base, rule: 'exposed' })).toBe(true);
    expect(referenceEvidence({ ...base, rule: 'below' })).toBe('qualitative');
    expect(isExposureOnly({ ...base, rule: 'below' })).toBe(false);
    expect(
      referenceEvidence({ ...base, quantity: 'coastalProtectionReturnPeriod', value: 100 }),
    ).toBe('qualitative');
  });
  it('calls a figure the engine reads itself circular, whatever its rule', () => {
    expect(
      referenceEvidence({ ...base, circularBecause: 'the engine reads this very figure' }),
    ).toBe('circular');
  });
  it('adds further hazards to values at risk only', () => {
    const raw = { ...base, alsoHazards: ['flood_surfacewater'] };
    expect(scienceReferenceSchema.safeParse(raw).success).toBe(true);
    expect(
      scienceReferenceSchema.safeParse({ ...raw, quantity: 'annualDamageProbability' }).success,
    ).toBe(false);
  });
});
