import { describe, expect, it } from 'vitest';
import { elementGroupSchema } from '@hazardscope/contracts';
import { getArchetype, listArchetypes } from '../catalogue.ts';
import { elementCriticalityByGroup } from './element-criticality.ts';

describe('element criticality', () => {
  it('states for every element group whether the asset stops working without it, with a reason', () => {
    for (const group of elementGroupSchema.options) {
      expect(elementCriticalityByGroup[group].reason.length).toBeGreaterThan(20);
    }
  });

  it('makes a house stop working with its roof, structure or electrics, not with its fit-out', () => {
    const house = getArchetype('SH');
    const critical = (name: RegExp) =>
      house?.elements.find((element) => name.test(element.name))?.criticalToFunction;
    expect(critical(/^Roof covering/)).toBe(true);
    expect(critical(/^Wall frame/)).toBe(true);
    expect(critical(/^Electrical/)).toBe(true);
    expect(critical(/^Internal linings/)).toBe(false);
  });

  it.each(listArchetypes().map((archetype) => [archetype.acronym, archetype] as const))(
    '%s has at least one element critical to its function',
    (_acronym, archetype) => {
      expect(archetype.elements.some((element) => element.criticalToFunction)).toBe(true);
    },
  );
});
