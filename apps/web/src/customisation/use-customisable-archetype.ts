import { useMemo } from 'react';
import { useArchetype } from '../api/catalogue.ts';
import { useMaterials } from '../startup/materials.ts';
import type { CustomisableArchetype } from './customisation-values.ts';
import { materialChoicesOf, type MaterialChoice } from './element-specifications-card.tsx';

/**
 * An archetype's design fields and elements as the customisation forms need them (undefined while
 * loading or when it has none), and the material choices of its element selects.
 */
export function useCustomisableArchetype(acronym: string): {
  archetype: ReturnType<typeof useArchetype>;
  customisable: CustomisableArchetype | undefined;
  materialChoices: readonly MaterialChoice[];
} {
  const archetype = useArchetype(acronym);
  const materials = useMaterials();
  const reply = archetype.data;
  // Stable between renders, so typing in a design field leaves the element card alone.
  const materialChoices = useMemo(
    () => materialChoicesOf({ ...reply?.materials, ...materials }),
    [reply, materials],
  );
  const customisable = useMemo(
    () =>
      reply?.fields && reply.elements
        ? { fields: reply.fields, elements: reply.elements }
        : undefined,
    [reply],
  );
  return { archetype, customisable, materialChoices };
}
