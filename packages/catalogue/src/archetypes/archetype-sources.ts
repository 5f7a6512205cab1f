import type { ArchetypeCategory } from '@hazardscope/contracts';
import type { ArchetypeSource } from './archetype-source.ts';
import { commercialArchetypes } from './building/commercial.ts';
import { residentialArchetypes } from './building/residential.ts';

/** Every archetype of the source by category, in display order (validated by the loader). */
export const archetypeSourcesByCategory: Record<ArchetypeCategory, readonly ArchetypeSource[]> = {
  Building: [...residentialArchetypes, ...commercialArchetypes],
  Infrastructure: [],
};
