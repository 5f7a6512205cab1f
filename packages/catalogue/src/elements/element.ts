import type { ArchetypeElement, ElementGroup } from '@hazardscope/contracts';
import type { MaterialId } from '../materials/material-sources.ts';
import { elementCriticalityByGroup } from './element-criticality.ts';
import type { Exposure } from './exposure.ts';

/**
 * One element row of an archetype. `percentOfCost` is the element's share of the replacement cost in
 * percent (the rows of an archetype add up to 100); `heightAboveFloorMetres` is where its vulnerable
 * part starts above the finished floor (negative below it), needed when floodwater reaches it.
 * Whether the asset stops working when the element fails follows its group.
 */
export function element(
  name: string,
  group: ElementGroup,
  defaultMaterial: MaterialId,
  percentOfCost: number,
  exposure: Exposure,
  heightAboveFloorMetres?: number,
): ArchetypeElement {
  return {
    name,
    group,
    defaultMaterial,
    proportion: percentOfCost / 100,
    exposure: [...exposure],
    criticalToFunction: elementCriticalityByGroup[group].criticalToFunction,
    ...(heightAboveFloorMetres === undefined ? {} : { heightAboveFloorMetres }),
  };
}
