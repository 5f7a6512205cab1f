import type { ArchetypeCategory } from '@hazardscope/contracts';
import type { ArchetypeSource } from './archetype-source.ts';
import { agricultureArchetypes } from './building/agriculture.ts';
import { commercialArchetypes } from './building/commercial.ts';
import { communityArchetypes } from './building/community.ts';
import { industrialArchetypes } from './building/industrial.ts';
import { residentialArchetypes } from './building/residential.ts';
import { energyArchetypes } from './infrastructure/energy.ts';
import { telecommunicationsArchetypes } from './infrastructure/telecommunications.ts';
import { transportArchetypes } from './infrastructure/transport.ts';
import { waterArchetypes } from './infrastructure/water.ts';

/** Every archetype of the source by category, in display order (validated by the loader). */
export const archetypeSourcesByCategory: Record<ArchetypeCategory, readonly ArchetypeSource[]> = {
  Building: [
    ...residentialArchetypes,
    ...commercialArchetypes,
    ...industrialArchetypes,
    ...communityArchetypes,
    ...agricultureArchetypes,
  ],
  Infrastructure: [
    ...energyArchetypes,
    ...transportArchetypes,
    ...waterArchetypes,
    ...telecommunicationsArchetypes,
  ],
};
