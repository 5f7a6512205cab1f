import { z } from 'zod';
import { hazardKeys, type HazardKey } from './hazards.ts';

/**
 * A material's relative susceptibility to each hazard: 1 is the engine's
 * reference fragility for that hazard, 0 means the hazard does not damage it, 2 means twice as
 * likely to fail at the same intensity. The catalogue keeps every coefficient within [0, 4].
 */
export const failureCoefficientRange = { minimum: 0, maximum: 4 } as const;

const failureCoefficientSchema = z
  .number()
  .min(failureCoefficientRange.minimum)
  .max(failureCoefficientRange.maximum);

/** One coefficient for each of the nine hazards; a missing hazard is an error, not a zero. */
export const failureCoefficientsSchema = z.object(
  Object.fromEntries(hazardKeys.map((hazard) => [hazard, failureCoefficientSchema])) as Record<
    HazardKey,
    typeof failureCoefficientSchema
  >,
);
export type FailureCoefficients = z.infer<typeof failureCoefficientsSchema>;

export const materialIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, 'a material id is lower_snake_case');

/**
 * A material as the API delivers it: `failure_coef` repeats `failure_coefficients` (the client merges
 * the two into one record), so both are present and equal.
 */
export const materialSchema = z
  .object({
    id: materialIdSchema,
    name: z.string().min(1),
    failure_coefficients: failureCoefficientsSchema,
    failure_coef: failureCoefficientsSchema,
  })
  .refine(
    (material) =>
      hazardKeys.every(
        (hazard) => material.failure_coefficients[hazard] === material.failure_coef[hazard],
      ),
    { message: 'failure_coef must repeat failure_coefficients' },
  );
export type Material = z.infer<typeof materialSchema>;

/** Materials keyed by id (`GET /api/v1/materials`). */
export const materialsByIdSchema = z.record(z.string(), materialSchema);
export type MaterialsById = z.infer<typeof materialsByIdSchema>;

/**
 * The material choice that drops an element from an analysis ('Asset customisation
 * panel': "'Not Included' disables an element"). It is a choice, not a material: it never
 * appears in the materials table.
 */
export const notIncludedMaterialId = 'not_included';
export const notIncludedMaterialName = 'Not Included';

/** The user's material per element: element name → material id or `notIncludedMaterialId`. */
export const elementMaterialSelectionSchema = z.record(z.string(), z.string());
export type ElementMaterialSelection = z.infer<typeof elementMaterialSelectionSchema>;
