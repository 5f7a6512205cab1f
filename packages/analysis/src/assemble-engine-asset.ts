import {
  designFieldValuesSchemaFor,
  type ArchetypeDefinition,
  type DesignFieldValues,
  type EngineAsset,
} from '@hazardscope/contracts';
import {
  defaultFieldValues,
  MaterialSelectionError,
  resolveElementMaterials,
  type Catalogue,
} from '@hazardscope/catalogue';
import { AnalysisInputError } from './analysis-input-error.ts';

/**
 * The archetype's design field values with the user's changes applied, checked against each
 * field's type and bounds ('Must be a {type}.', 'Minimum allowed value is {min}.', 'Maximum allowed value is {max}.'); a bad value is a 400 naming the field.
 */
export function resolveFieldValues(
  archetype: ArchetypeDefinition,
  changes: DesignFieldValues,
): DesignFieldValues {
  const merged = { ...defaultFieldValues(archetype), ...changes };
  const parsed = fieldValuesSchemaOf(archetype).safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? 'fields';
    throw new AnalysisInputError(
      'invalid',
      `asset.fields.${field}: ${issue?.message ?? 'invalid value'}`,
      `asset.fields.${field}`,
    );
  }
  return parsed.data;
}

/** Building an archetype's field schema costs ~1.5 ms; the catalogue never changes while running. */
const fieldValuesSchemas = new WeakMap<
  ArchetypeDefinition,
  ReturnType<typeof designFieldValuesSchemaFor>
>();
function fieldValuesSchemaOf(archetype: ArchetypeDefinition) {
  let schema = fieldValuesSchemas.get(archetype);
  if (schema === undefined) {
    schema = designFieldValuesSchemaFor(archetype.fields);
    fieldValuesSchemas.set(archetype, schema);
  }
  return schema;
}

const numberField = (values: DesignFieldValues, name: string, fallback: number): number => {
  const value = values[name];
  return typeof value === 'number' ? value : fallback;
};
const probabilityField = (values: DesignFieldValues, name: string): number | null => {
  const value = values[name];
  return typeof value === 'number' && value > 0 && value < 1 ? value : null;
};

/** The asset as the engine reads it: design values and elements with their materials. */
export function assembleEngineAsset(input: {
  catalogue: Catalogue;
  archetype: ArchetypeDefinition;
  fieldValues: DesignFieldValues;
  elementSelection: Record<string, string>;
  name: string;
  address: string;
  assetLifeEnd: number;
  now: Date;
}): EngineAsset {
  const { archetype, fieldValues } = input;
  let resolved;
  try {
    resolved = resolveElementMaterials(input.catalogue, archetype, input.elementSelection);
  } catch (error) {
    if (error instanceof MaterialSelectionError) {
      throw new AnalysisInputError('invalid', `asset.elements: ${error.message}`, 'asset.elements');
    }
    throw error;
  }
  if (resolved.length === 0) {
    throw new AnalysisInputError(
      'invalid',
      'asset.elements: every element is Not Included; include at least one element.',
      'asset.elements',
    );
  }
  // Shares of the included elements are kept as they are: a dropped element's share is value no
  // longer at risk, so VAR stays a fraction of the whole asset's replacement cost.
  const elevation = fieldValues.elevation;
  return {
    name: input.name,
    address: input.address,
    archetype: { acronym: archetype.acronym, name: archetype.name, service: archetype.service },
    design: {
      heightAboveGround: numberField(fieldValues, 'heightAboveGround', 0),
      windThreshold: probabilityField(fieldValues, 'windThreshold'),
      heatThreshold: probabilityField(fieldValues, 'heatThreshold'),
      fireProtection:
        fieldValues.fireProtection === 'heatEmber' || fieldValues.fireProtection === 'flame'
          ? fieldValues.fireProtection
          : 'none',
      foundationDesign: fieldValues.foundationDesign === 'other' ? 'other' : 'normal',
      buildYear: Math.round(numberField(fieldValues, 'buildYear', input.now.getUTCFullYear() - 30)),
      lifetime: Math.max(1, Math.round(numberField(fieldValues, 'lifetime', 50))),
      replacementCost: numberField(fieldValues, 'replacementCost', 315_000),
      assetLifeEnd: input.assetLifeEnd,
      elevation: typeof elevation === 'number' ? elevation : null,
    },
    elements: resolved.map(({ element, material }) => ({
      name: element.name,
      group: element.group,
      proportion: element.proportion,
      exposure: element.exposure,
      heightAboveFloorMetres: element.heightAboveFloorMetres ?? 0,
      criticalToFunction: element.criticalToFunction,
      material: {
        id: material.id,
        name: material.name,
        failure_coefficients: material.failure_coefficients,
      },
    })),
  };
}
