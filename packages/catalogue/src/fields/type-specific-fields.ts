import type { DesignFieldDefinition, DesignReturnPeriodYears } from '@hazardscope/contracts';
import {
  annualProbabilityChoiceField,
  integerField,
  realField,
  stringChoiceField,
} from './field-builders.ts';

/** Design fields that matter only for some asset types. */

export function storeysField(storeys: number): DesignFieldDefinition {
  return integerField({
    machineName: 'storeys',
    label: 'Number of storeys',
    description:
      'Storeys above ground. Flooding reaches only the lowest storey, so more storeys lower the flooded share of the building.',
    default: storeys,
    minimum: 1,
    maximum: 150,
  });
}

/**
 * Flood immunity of the formation or site: the annual exceedance probability of the flood it is built
 * to stay dry in (roads to 1 in 20 to 1 in 100 by class; substations and treatment plants to 1 in 100
 * or better).
 */
export function designFloodImmunityField(
  returnPeriodYears: DesignReturnPeriodYears,
): DesignFieldDefinition {
  return annualProbabilityChoiceField({
    machineName: 'designFloodImmunity',
    label: 'Design flood immunity',
    description:
      'Annual exceedance probability of the flood the site or formation is built to stay above. From regulations: the local planning level.',
    defaultReturnPeriodYears: returnPeriodYears,
  });
}

const pavementTypeChoices = {
  asphalt: 'Asphalt',
  sprayedSeal: 'Sprayed seal',
  concrete: 'Concrete',
  unsealed: 'Unsealed gravel',
} as const;
export type PavementType = keyof typeof pavementTypeChoices;

export function pavementTypeField(pavementType: PavementType): DesignFieldDefinition {
  return stringChoiceField({
    machineName: 'pavementType',
    label: 'Pavement type',
    description:
      'Surface of the pavement. Asphalt softens in heat, sprayed seals and gravel strip in floods, concrete resists both.',
    default: pavementType,
    choices: pavementTypeChoices,
  });
}

export function structureHeightField(heightMetres: number): DesignFieldDefinition {
  return realField({
    machineName: 'structureHeightMetres',
    label: 'Structure height (m)',
    description:
      'Height of the structure above ground, in metres; wind speed and load grow with height.',
    default: heightMetres,
    minimum: 1,
    maximum: 700,
  });
}

export function bridgeSpanField(spanMetres: number): DesignFieldDefinition {
  return realField({
    machineName: 'spanMetres',
    label: 'Longest span (m)',
    description: 'Longest span between supports, in metres.',
    default: spanMetres,
    minimum: 1,
    maximum: 2000,
  });
}

export function deckClearanceField(clearanceMetres: number): DesignFieldDefinition {
  return realField({
    machineName: 'deckClearanceMetres',
    label: 'Deck clearance above normal water (m)',
    description:
      'Height of the underside of the deck above the normal water level, in metres; floods above it load the deck and trap debris.',
    default: clearanceMetres,
    maximum: 100,
  });
}

export function generationCapacityField(capacityMegawatts: number): DesignFieldDefinition {
  return realField({
    machineName: 'capacityMegawatts',
    label: 'Capacity (MW)',
    description: 'Rated electrical capacity, in megawatts.',
    default: capacityMegawatts,
    maximum: 10_000,
  });
}

export function bedsField(beds: number): DesignFieldDefinition {
  return integerField({
    machineName: 'beds',
    label: 'Number of beds',
    description:
      'Beds of the facility; residents who cannot evacuate unaided raise the consequence of failure.',
    default: beds,
    maximum: 5000,
  });
}
