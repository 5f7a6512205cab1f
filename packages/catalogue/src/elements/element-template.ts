import type { ArchetypeElement, ElementGroup } from '@hazardscope/contracts';
import type { MaterialId } from '../materials/material-sources.ts';
import { element } from './element.ts';
import type { Exposure } from './exposure.ts';

/** One row of a family template (houses, low-rise buildings, sheds…); see `element`. */
export interface TemplateRow {
  name: string;
  group: ElementGroup;
  material: MaterialId;
  percentOfCost: number;
  exposure: Exposure;
  heightAboveFloorMetres?: number;
}

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
  template: Readonly<Record<Key, TemplateRow>>,
  variation: TemplateVariation<Key> = {},
): ArchetypeElement[] {
  const keys = Object.keys(template) as Key[];
  const rows = keys
    .filter((key) => !variation.omit?.includes(key))
    .map((key) => {
      const row = template[key];
      return element(
        row.name,
        row.group,
        variation.materials?.[key] ?? row.material,
        variation.percentOfCost?.[key] ?? row.percentOfCost,
        row.exposure,
        row.heightAboveFloorMetres,
      );
    });
  return [...rows, ...(variation.extra ?? [])];
}
