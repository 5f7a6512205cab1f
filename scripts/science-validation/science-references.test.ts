import { hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { loadScienceReferences, scienceReferenceTableSchema } from './science-references.ts';

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
  });
});
