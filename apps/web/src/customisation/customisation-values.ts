import { z } from 'zod';
import {
  climateScenarios,
  designFieldValueSchemaFor,
  designFieldValuesSchema,
  elementMaterialSelectionSchema,
  maximumRevisionsMessage,
  maximumRevisionsPerGroup,
  notIncludedMaterialId,
  optionalHazardKeys,
  sameChoice,
  type AnalysisResult,
  type ArchetypeElement,
  type DesignFieldDefinition,
  type DesignFieldValue,
} from '@hazardscope/contracts';

/**
 * The customisation of one analysis: design field values and the
 * material of each element, as the form holds them, and the changes from the archetype's defaults
 * that `POST /api/risk` takes as `asset.fields` and `asset.elements`.
 */

/** The form's values: machine name → value as typed ('' while emptied), element → material id. */
export interface CustomisationValues {
  fields: Record<string, DesignFieldValue>;
  elements: Record<string, string>;
}

/** What a run was run with beyond the defaults: the request's `asset.fields` and `asset.elements`. */
export const customisationSchema = z.object({
  fields: designFieldValuesSchema,
  elements: elementMaterialSelectionSchema,
  /** The emissions scenario of the re-run; absent, the re-run keeps the shown analysis's one. */
  climateScenario: z.enum(climateScenarios).optional(),
  /**
   * The optional hazards the re-run leaves out (surface-water flooding, freeze-thaw, tropical
   * cyclone wind); absent, the re-run leaves out what the shown analysis left out.
   */
  excludedHazards: z.array(z.enum(optionalHazardKeys)).optional(),
});
export type Customisation = z.infer<typeof customisationSchema>;

/** The archetype parts the form needs (the `GET /api/archetype` reply with fields and elements). */
export interface CustomisableArchetype {
  fields: Readonly<Record<string, DesignFieldDefinition>>;
  elements: readonly ArchetypeElement[];
}

/** An empty required field (inline edit: 'Required.'). */
const requiredMessage = 'Required.';

/**
 * Values are cleaned before validation — strings trimmed, empty strings removed,
 * numbers typed as text converted. An emptied nullable field means null (for example the ground
 * elevation: "leave empty to take it from the elevation data"); undefined means missing.
 */
export function cleanFieldValue(
  field: DesignFieldDefinition,
  value: DesignFieldValue,
): DesignFieldValue | undefined {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return field.nullable ? null : undefined;
  if (field.type === 'integer' || field.type === 'real') {
    // Thousands separators are shown in the input, not part of the number.
    const number = Number(trimmed.replaceAll(',', ''));
    return Number.isNaN(number) ? trimmed : number;
  }
  if (field.type === 'boolean' && (trimmed === 'true' || trimmed === 'false')) {
    return trimmed === 'true';
  }
  return trimmed;
}

// Building a field's schema costs more than checking a value; the definitions never change.
const schemas = new WeakMap<DesignFieldDefinition, z.ZodType<DesignFieldValue>>();
function schemaOf(field: DesignFieldDefinition): z.ZodType<DesignFieldValue> {
  let schema = schemas.get(field);
  if (schema === undefined) {
    schema = designFieldValueSchemaFor(field);
    schemas.set(field, schema);
  }
  return schema;
}

/** The message for one field's value, with the server's rules; undefined when it is valid. */
export function fieldError(
  field: DesignFieldDefinition,
  value: DesignFieldValue,
): string | undefined {
  const cleaned = cleanFieldValue(field, value);
  if (cleaned === undefined) return requiredMessage;
  const result = schemaOf(field).safeParse(cleaned);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value.');
}

/** Every invalid field's message, keyed by machine name. */
export function fieldErrors(
  archetype: Pick<CustomisableArchetype, 'fields'>,
  fields: CustomisationValues['fields'],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.values(archetype.fields)) {
    const message = fieldError(field, fields[field.machineName] ?? null);
    if (message !== undefined) errors[field.machineName] = message;
  }
  return errors;
}

/** The archetype's defaults: every field's default value and every element's default material. */
export function defaultCustomisationValues(archetype: CustomisableArchetype): CustomisationValues {
  return {
    fields: Object.fromEntries(
      Object.values(archetype.fields).map((field) => [field.machineName, field.default]),
    ),
    elements: Object.fromEntries(
      archetype.elements.map((element) => [element.name, element.defaultMaterial]),
    ),
  };
}

/**
 * The values an analysis was run with. The design values the engine used are stored with the
 * result (`inputs.asset.design`); fields the engine does not read (market value, storeys…) come
 * from the changes the run was made with, else their defaults. An archetype element missing from
 * the result was Not Included.
 */
export function currentCustomisationValues(
  archetype: CustomisableArchetype,
  analysis: AnalysisResult,
  runWith: Customisation | undefined,
): CustomisationValues {
  const design: Readonly<Record<string, DesignFieldValue>> = analysis.inputs.asset.design;
  const materialByElement = new Map(
    analysis.inputs.asset.elements.map((element) => [element.name, element.material.id]),
  );
  return {
    fields: Object.fromEntries(
      Object.values(archetype.fields).map((field) => {
        const name = field.machineName;
        // null is a value here ('From regulations', elevation from the data), not a gap.
        if (Object.hasOwn(design, name)) return [name, design[name] ?? null];
        if (runWith && Object.hasOwn(runWith.fields, name))
          return [name, runWith.fields[name] ?? null];
        return [name, field.default];
      }),
    ),
    elements: Object.fromEntries(
      archetype.elements.map((element) => [
        element.name,
        materialByElement.get(element.name) ?? notIncludedMaterialId,
      ]),
    ),
  };
}

function sameFieldValue(first: DesignFieldValue | undefined, second: DesignFieldValue | undefined) {
  if (first === undefined || second === undefined) return first === second;
  return sameChoice(first, second);
}

/**
 * The request's `asset.fields` and `asset.elements`: the cleaned values that differ from the
 * archetype's defaults (the server merges them onto its defaults).
 */
export function customisationChanges(
  archetype: CustomisableArchetype,
  values: CustomisationValues,
): Customisation {
  const fields: Record<string, DesignFieldValue> = {};
  for (const field of Object.values(archetype.fields)) {
    const cleaned = cleanFieldValue(field, values.fields[field.machineName] ?? null);
    if (cleaned !== undefined && !sameFieldValue(cleaned, field.default)) {
      fields[field.machineName] = cleaned;
    }
  }
  const elements: Record<string, string> = {};
  for (const element of archetype.elements) {
    const material = values.elements[element.name];
    if (material !== undefined && material !== element.defaultMaterial) {
      elements[element.name] = material;
    }
  }
  return { fields, elements };
}

/** The design fields whose value in the form differs from `other` (after cleaning). */
export function changedFieldNames(
  archetype: Pick<CustomisableArchetype, 'fields'>,
  fields: CustomisationValues['fields'],
  other: CustomisationValues['fields'],
): Set<string> {
  const names = Object.values(archetype.fields)
    .filter(
      (field) =>
        !sameFieldValue(
          cleanFieldValue(field, fields[field.machineName] ?? null),
          cleanFieldValue(field, other[field.machineName] ?? null),
        ),
    )
    .map((field) => field.machineName);
  return new Set(names);
}

/** The elements whose material in the form differs from `other`. */
export function changedElementNames(
  archetype: Pick<CustomisableArchetype, 'elements'>,
  elements: CustomisationValues['elements'],
  other: CustomisationValues['elements'],
): Set<string> {
  const names = archetype.elements
    .filter((element) => elements[element.name] !== other[element.name])
    .map((element) => element.name);
  return new Set(names);
}

export interface RevisionStatus {
  /** Re-runs still allowed for this purchase. */
  remaining: number;
  limitReached: boolean;
  message: string;
}

/**
 * A group holds three analyses at most — the purchase and two re-runs. `count`
 * is how many the group already holds (1 for an analysis never re-run).
 */
export function revisionStatus(count: number): RevisionStatus {
  const remaining = Math.max(0, maximumRevisionsPerGroup - count);
  if (remaining === 0) {
    return { remaining, limitReached: true, message: `${maximumRevisionsMessage}.` };
  }
  const spelled = remaining === 1 ? 'ONE revision' : 'TWO revisions';
  return {
    remaining,
    limitReached: false,
    message: `You have ${spelled} of this analysis left with this purchase.`,
  };
}

/** Whether two lists of hazards name the same hazards, in any order. */
export function sameHazards(first: readonly string[], second: readonly string[]): boolean {
  return first.length === second.length && first.every((hazard) => second.includes(hazard));
}
