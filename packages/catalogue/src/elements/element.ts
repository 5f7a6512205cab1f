import type { ArchetypeElement, ElementGroup } from '@hazardscope/contracts';
import type { MaterialId } from '../materials/material-sources.ts';
import { elementCriticalityByGroup } from './element-criticality.ts';
import type { Exposure } from './exposure.ts';

/** One element row of an archetype as the catalogue writes it. */
export interface ElementRow {
  name: string;
  group: ElementGroup;
  /** The material it is made of by default (the user can change it). */
  material: MaterialId;
  /** Its share of the replacement cost in percent; the rows of an archetype add up to 100. */
  percentOfCost: number;
  /** The hazards that reach it. */
  exposure: Exposure;
  /**
   * Where its vulnerable part starts above the finished floor in metres (negative below it),
   * needed when floodwater reaches it.
   */
  heightAboveFloorMetres?: number | undefined;
}

/**
 * One element of an archetype from its catalogue row. Whether the asset stops working when the
 * element fails follows its group.
 */
export function element(row: ElementRow): ArchetypeElement {
  return {
    name: row.name,
    group: row.group,
    defaultMaterial: row.material,
    proportion: row.percentOfCost / 100,
    exposure: [...row.exposure],
    criticalToFunction: elementCriticalityByGroup[row.group].criticalToFunction,
    ...(row.heightAboveFloorMetres === undefined
      ? {}
      : { heightAboveFloorMetres: row.heightAboveFloorMetres }),
  };
}
