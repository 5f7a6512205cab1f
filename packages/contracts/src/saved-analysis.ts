import { z } from 'zod';
import { objectIdSchema } from './account.ts';

/**
 * The envelope of a saved analysis (SPEC.md §3 Analysis): the fields the server reads to store,
 * list, group and share it. Everything else (results, inputs, metadata) passes through unchanged;
 * its full schema is the Analysis contract.
 */
export const pathwayNumberSchema = z.union([
  z.enum(['pathway1', 'pathway2', 'pathway3']),
  z.union([z.literal(1), z.literal(2), z.literal(3)]),
]);
export const optionNumberSchema = z.union([
  z.enum(['option1', 'option2', 'option3']),
  z.union([z.literal(1), z.literal(2), z.literal(3)]),
]);

/** 'pathway2' and 2 are the same pathway; 'option3' and 3 the same option. */
export function adaptationSlotNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number(value.replace(/^\D+/, ''));
}

export const adaptationOptionsSchema = z
  .object({
    pathwayNumber: pathwayNumberSchema,
    optionNumber: optionNumberSchema,
    adaptationYear: z.number().int().optional(),
    capex: z.number().min(0).optional(),
    assetCost: z.number().optional(),
    npv: z.number().optional(),
    discountRate: z.number().optional(),
  })
  .passthrough();

const pointSchema = z.object({
  type: z.literal('Point'),
  /** [longitude, latitude] in degrees. */
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

const idTextSchema = z.string().min(1).max(100);

export const analysisEnvelopeSchema = z
  .object({
    _id: idTextSchema.nullish(),
    groupId: idTextSchema.nullish(),
    title: z.string().trim().max(500).optional(),
    parentAnalysisId: idTextSchema.nullish(),
    input_source: z.enum(['ana_v1_schema', 'munging']).optional(),
    warnings: z.array(z.string()).optional(),
    adaptationOptions: adaptationOptionsSchema.nullish(),
    geometry: pointSchema,
    properties: z
      .object({
        name: z.string().max(500).optional(),
        address: z.string().max(1_000),
        archetype: z.string().min(1).max(50),
      })
      .passthrough(),
  })
  .passthrough();
export type AnalysisEnvelope = z.infer<typeof analysisEnvelopeSchema>;

/** The analysis as the web sends it: a JSON string (SPEC.md §7), or the object itself. */
const analysisAsTextSchema = z
  .string()
  .max(2_000_000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'analysis is not valid JSON.' });
      return z.NEVER;
    }
  })
  .pipe(analysisEnvelopeSchema);

/** `POST /api/analysis`. */
export const saveAnalysisBodySchema = z.object({
  analysis: z.union([analysisAsTextSchema, analysisEnvelopeSchema]),
  isAdaptation: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
});
export type SaveAnalysisBody = z.input<typeof saveAnalysisBodySchema>;

/** A stored analysis as the server answers it. */
export const savedAnalysisSchema = analysisEnvelopeSchema.extend({
  _id: z.string(),
  groupId: z.string(),
  title: z.string(),
  parentAnalysisId: z.string().nullable(),
  createdAt: z.object({ $date: z.string() }),
  userId: objectIdSchema,
  /** Present when purchased (SPEC.md §3: presence of payment.date means purchased). */
  payment: z.object({ date: z.string() }).optional(),
  /** True when the analysis is another user's, shared with this viewer (read-only). */
  sharedWithMe: z.boolean().optional(),
});
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;

/**
 * `GET /api/analysis` lists summaries by default: the server fields plus title, input_source,
 * warnings, geometry and properties name/address/archetype/assetLifeEnd — what the saved list and
 * the switcher show. The whole analysis comes from `GET /api/analysis/:id`, or for every entry
 * with `?include=full` (slower: ~20 KB per analysis).
 */
export const savedAnalysisListSchema = z.array(savedAnalysisSchema);

export const analysisListQuerySchema = z.object({
  include: z.enum(['summary', 'full']).default('summary'),
});

export const analysisIdQuerySchema = z.object({ id: idTextSchema });
export const analysisGroupQuerySchema = z.object({ groupId: idTextSchema });
export const analysisIdParamsSchema = z.object({ id: idTextSchema });

/** `POST /api/analysis/delete-adaptation` (SPEC.md §7). */
export const deleteAdaptationBodySchema = z.object({
  pathwayNumber: pathwayNumberSchema,
  optionNumber: optionNumberSchema,
  currentID: idTextSchema,
});

export const deletedCountReplySchema = z.object({ deleted: z.number().int().min(0) });

/** SPEC.md §4 and §9: three revisions at most per group. */
export const maximumRevisionsPerGroup = 3;
export const maximumRevisionsMessage = 'Maximum number of analysis revisions reached';
