import type { ArchetypeElement } from '@hazardscope/contracts';
import type { MaterialId } from '../materials/material-sources.ts';
import { element, type ElementRow } from './element.ts';

/** How one archetype differs from its family template. */
export interface TemplateVariation<Key extends string> {
  materials?: Partial<Record<Key, MaterialId>>;
  /** Shares that differ from the template; together with `extra` the rows must still add up to 100. */
  percentOfCost?: Partial<Record<Key, number>>;
  /** Template rows this archetype does not have. */
  omit?: readonly NoInfer<Key>[];
  /** Rows only this archetype has (cold-store refrigeration, hospital medical equipment…). */
  extra?: readonly ArchetypeElement[];
}

/**
 * The elements of an archetype built from a family template. The loader checks the shares add up to
 * one, so a variation that forgets to rebalance is reported with the archetype's acronym.
 */
export function elementsFromTemplate<Key extends string>(
  template: Readonly<Record<Key, ElementRow>>,
  variation: TemplateVariation<Key> = {},
): ArchetypeElement[] {
  const keys = Object.keys(template) as Key[];
  const rows = keys
    .filter((key) => !variation.omit?.includes(key))
    .map((key) => {
      const row = template[key];
      return element({
        ...row,
        material: variation.materials?.[key] ?? row.material,
        percentOfCost: variation.percentOfCost?.[key] ?? row.percentOfCost,
      });
    });
  return [...rows, ...(variation.extra ?? [])];
}
