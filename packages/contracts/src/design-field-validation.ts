import { z } from 'zod';
import type { DesignFieldDefinition, DesignFieldValue, DesignFieldValues } from './archetype.ts';

/**
 * Validation of design values against their field definitions, with the product's messages:
 * 'Must be a {type}.', 'Minimum allowed value is {min}.', 'Maximum allowed value is {max}.'.
 * The form cleans values first (trims strings, drops empty ones, converts types); these schemas
 * check what arrives at the server or leaves the form.
 */
export function designFieldValueSchemaFor(
  field: DesignFieldDefinition,
): z.ZodType<DesignFieldValue> {
  const typeMessage = `Must be a ${field.type}.`;
  let schema: z.ZodType<DesignFieldValue>;
  switch (field.type) {
    case 'integer':
    case 'real': {
      let number = z.number({ error: typeMessage });
      if (field.type === 'integer') number = number.int({ error: typeMessage });
      if (field.minimum !== undefined) {
        number = number.min(field.minimum, { error: `Minimum allowed value is ${field.minimum}.` });
      }
      if (field.maximum !== undefined) {
        number = number.max(field.maximum, { error: `Maximum allowed value is ${field.maximum}.` });
      }
      schema = number;
      break;
    }
    case 'boolean':
      schema = z.boolean({ error: typeMessage });
      break;
    case 'string':
      schema = z.string({ error: typeMessage });
      break;
  }
  if (field.nullable) schema = schema.nullable();
  const allowedValues = field.allowedValues;
  if (allowedValues === undefined) return schema;
  return schema.refine((value) => allowedValues.some((allowed) => sameChoice(allowed, value)), {
    error: 'Must be one of the listed choices.',
  });
}

/**
 * Choices stored as probabilities 1/N come back through JSON and forms; compare numbers with a
 * relative tolerance so 0.002 matches 1/500. The form uses it too, to find the listed choice a
 * stored value stands for.
 */
export function sameChoice(allowed: DesignFieldValue, value: DesignFieldValue): boolean {
  if (typeof allowed === 'number' && typeof value === 'number') {
    return Math.abs(allowed - value) <= 1e-9 * Math.max(Math.abs(allowed), Math.abs(value));
  }
  return allowed === value;
}

/** The position of the listed choice a value stands for (see `sameChoice`), if it is one. */
export function designChoiceIndex(
  field: DesignFieldDefinition,
  value: DesignFieldValue,
): number | undefined {
  const index = field.allowedValues?.findIndex((allowed) => sameChoice(allowed, value)) ?? -1;
  return index >= 0 ? index : undefined;
}

/**
 * Changed design values of one archetype (machine name → value): every key must be one of its
 * fields, and each value must pass that field's rules. Missing keys keep their defaults.
 */
export function designFieldValuesSchemaFor(
  fields: Readonly<Record<string, DesignFieldDefinition>>,
): z.ZodType<DesignFieldValues> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([machineName, field]) => [
      machineName,
      designFieldValueSchemaFor(field).optional(),
    ]),
  );
  return z.strictObject(shape) as unknown as z.ZodType<DesignFieldValues>;
}
