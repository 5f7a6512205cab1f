import {
  hazardKeys,
  notIncludedMaterialName,
  type AssetDesign,
  type AssetElement,
  type HazardKey,
} from '@hazardscope/contracts';
import { fireProtectionFactor } from './hazards/forest-fire.ts';

/** An element ready for the engine: its share and, per hazard, its coefficient after design rules. */
export interface PreparedElement {
  readonly name: string;
  readonly share: number;
  readonly heightAboveFloorMetres: number;
  /** The catalogue's element group (Structure, Services, Equipment…). */
  readonly group: string;
  /**
   * Whether the asset stops working when this element reaches its functional damage state (the
   * catalogue's criticality). An element stored without one (an analysis saved before criticality
   * was recorded) counts as critical, which can only overstate failure.
   */
  readonly criticalToFunction: boolean;
  /** Coefficient per hazard index (0 where the element is not exposed). */
  readonly coefficients: readonly number[];
}

/**
 * The material coefficient of an element for a hazard after the design rules: 0 when
 * the element is not exposed; forest fire × 0.5 (heatEmber) or × 0.25 (flame); soil movement 0
 * for a non-normal foundation design.
 */
export function effectiveCoefficient(
  element: AssetElement,
  hazard: HazardKey,
  design: AssetDesign,
): number {
  if (!element.exposure.includes(hazard)) return 0;
  const coefficient = element.material.failure_coefficients[hazard] ?? 0;
  if (hazard === 'forest_fire') return coefficient * fireProtectionFactor[design.fireProtection];
  if (hazard === 'soil_movement' && design.foundationDesign !== 'normal') return 0;
  return coefficient;
}

/** The asset's elements without those whose material is 'Not Included'. */
export function prepareElements(
  elements: readonly AssetElement[],
  design: AssetDesign,
): PreparedElement[] {
  return elements
    .filter((element) => element.material.name !== notIncludedMaterialName)
    .map((element) => ({
      name: element.name,
      share: element.proportion,
      heightAboveFloorMetres: element.heightAboveFloorMetres,
      group: element.group,
      criticalToFunction: element.criticalToFunction ?? true,
      coefficients: hazardKeys.map((hazard) => effectiveCoefficient(element, hazard, design)),
    }));
}
