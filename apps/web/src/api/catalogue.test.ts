import { describe, expect, it } from 'vitest';
import type { ArchetypeHierarchy } from '@hazardscope/contracts';
import { findArchetype } from './catalogue.ts';

const hierarchy: ArchetypeHierarchy = {
  Building: { Residential: [{ acronym: 'SH', name: 'Simple House' }] },
  Energy: { Transmission: [{ acronym: 'OLR', name: 'Overhead Line (Rural)' }] },
};

describe('findArchetype', () => {
  it('finds an archetype in any category by its acronym', () => {
    expect(findArchetype(hierarchy, 'OLR')).toEqual({
      category: 'Energy',
      name: 'Overhead Line (Rural)',
    });
    expect(findArchetype(hierarchy, 'SH')?.name).toBe('Simple House');
  });

  it('answers undefined for an acronym the catalogue does not hold', () => {
    expect(findArchetype(hierarchy, 'XYZ')).toBeUndefined();
  });
});
