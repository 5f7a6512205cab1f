import { z } from 'zod';
import { objectIdSchema } from './account.ts';
import { designFieldValuesSchema } from './archetype.ts';
import { elementMaterialSelectionSchema } from './material.ts';

/**
 * The envelope of a saved analysis : the fields the server reads to store,
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
    /** What the option changes, relative to the analysis it adapts (the editor restores it). */
    fields: designFieldValuesSchema.optional(),
    elements: elementMaterialSelectionSchema.optional(),
  })
  .passthrough();
export type AdaptationOptions = z.infer<typeof adaptationOptionsSchema>;

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

/**
 * An analysis's title as its owner types it (the Save modal's and the result header's). Control
 * characters (C0, DEL, C1) are refused: a title is echoed in file names, PDFs and logs, where an
 * escape sequence or a NUL would act instead of show.
 */
export const analysisTitleSchema = z
  .string()
  .trim()
  .min(1, 'Title is required.')
  .max(500, 'Title must be at most 500 characters.')
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .refine((title) => !/[\u0000-\u001f\u007f-\u009f]/.test(title), {
    message: 'Title must not contain control characters (tabs, line breaks, escapes).',
  });

/**
 * `POST /api/analysis`: saves the run `runId` (from `POST /api/risk`) under a title. The server
 * builds the stored document from the run it kept; nothing of the result comes from the client.
 * A re-run of a purchased group (run with `revisionOf`) joins that group.
 */
export const saveAnalysisBodySchema = z.object({
  runId: z.uuid('runId must be the _id of a run from POST /api/risk'),
  title: analysisTitleSchema,
  isAdaptation: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
  adaptationOptions: adaptationOptionsSchema.optional(),
  /** For an adaptation option's analysis: the saved analysis it adapts. */
  parentAnalysisId: z.uuid().optional(),
});
export type SaveAnalysisBody = z.input<typeof saveAnalysisBodySchema>;

/** A stored analysis as the server answers it. */
export const savedAnalysisSchema = analysisEnvelopeSchema.extend({
  _id: z.string(),
  groupId: z.string(),
  title: z.string(),
  parentAnalysisId: z.string().nullable(),
  createdAt: z.object({ $date: z.string() }),
  /** The owner's account: given to its owner only (anyone else gets `sharedWithMe` instead). */
  userId: objectIdSchema.optional(),
  /** For its owner: true once they stopped sharing it (its link no longer opens it for others). */
  sharingStopped: z.boolean().optional(),
  /** Present when purchased (presence of payment.date means purchased). */
  payment: z.object({ date: z.string() }).optional(),
  /** True when the analysis is another user's, read through its link (read-only). */
  sharedWithMe: z.boolean().optional(),
  /** The run it was saved from. */
  runId: z.string().optional(),
  /**
   * Decided by the server when the analysis is read: true when the results are the real ones
   * (purchased, opened through its purchaser's share link, or a verified allow-listed reader),
   * false for the sample profile. Absent on list summaries, which carry no results.
   */
  realResults: z.boolean().optional(),
});
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;

/** `POST /api/analysis/:id/title`: its owner renames a saved analysis. */
export const analysisTitleBodySchema = z.object({ title: analysisTitleSchema });
export type AnalysisTitleBody = z.infer<typeof analysisTitleBodySchema>;

/**
 * One saved analysis of a group (an analysis and its revisions: one asset type at one site) as the
 * result dialog's switcher lists it: its display name (the part of its title after the address, or 'Original analysis' /
 * 'Revision N'), its place in the group (0 the original, revisions from 1 in order of creation).
 */
export const analysisGroupMemberSchema = z.object({
  _id: z.string(),
  title: z.string(),
  displayName: z.string(),
  revisionNumber: z.number().int().min(0),
  createdAt: z.object({ $date: z.string() }),
  purchased: z.boolean(),
});
export type AnalysisGroupMember = z.infer<typeof analysisGroupMemberSchema>;

/**
 * `GET /api/analysis/:id/group`: the saved analyses of its group (to anyone but the owner, those
 * still shared), and for its owner the group's revisions as the server counts them when it
 * accepts or refuses a re-run: the original and every re-run made of it, saved or not.
 */
export const analysisGroupReplySchema = z.object({
  groupId: z.string(),
  members: z.array(analysisGroupMemberSchema),
  revisions: z
    .object({
      used: z.number().int().min(0),
      maximum: z.number().int().min(1),
      /** Re-runs still allowed: the maximum less those used, never below 0. */
      left: z.number().int().min(0),
      /** Re-runs made of the group that were never saved (they count all the same). */
      unsaved: z.number().int().min(0),
    })
    .optional(),
});
export type AnalysisGroupReply = z.infer<typeof analysisGroupReplySchema>;

/** `POST /api/analysis/:id/sharing`: whether its link opens it for others (its owner's choice). */
export const analysisSharingSchema = z.object({ shared: z.boolean() });
export type AnalysisSharing = z.infer<typeof analysisSharingSchema>;

/**
 * `GET /api/analysis` lists summaries by default: the server fields plus title, input_source,
 * warnings, geometry and properties name/address/archetype/assetLifeEnd — what the saved list and
 * the switcher show. The whole analysis comes from `GET /api/analysis/:id`, or for every entry
 * with `?include=full` (slower: ~170 KB per analysis with its yearly results). The list comes in
 * pages, oldest first; while more remain, the reply's `Link` header names the next page
 * (`rel="next"`, RFC 8288).
 */
export const savedAnalysisListSchema = z.array(savedAnalysisSchema);

/**
 * Analyses per page of `GET /api/analysis`: 100 summaries (~1 KB each), or 10 whole analyses
 * (~170 KB each, so a page stays under 2 MB however many analyses an account holds).
 */
export const analysisPageSizes = {
  summary: { default: 100, maximum: 100 },
  full: { default: 10, maximum: 10 },
} as const;

/**
 * The most analyses one account may keep saved (adaptations included). Stated in the terms; a
 * save beyond it is refused with `savedAnalysesLimitMessage` until some are deleted.
 */
export const maximumSavedAnalysesPerAccount = 500;
export const savedAnalysesLimitMessage = `You have ${maximumSavedAnalysesPerAccount} saved analyses, the most one account can keep. Delete analyses you no longer need, then save again.`;

/** The position after which the next page starts: opaque to the client, from the `Link` header. */
export const analysisListCursorSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor: use the cursor given in the Link header of the list');

export const analysisListQuerySchema = z
  .object({
    include: z.enum(['summary', 'full']).default('summary'),
    limit: z.coerce.number().int().min(1).optional(),
    cursor: analysisListCursorSchema.optional(),
  })
  .superRefine((query, context) => {
    const maximum = analysisPageSizes[query.include].maximum;
    if (query.limit !== undefined && query.limit > maximum) {
      context.addIssue({
        code: 'custom',
        path: ['limit'],
        message: `at most ${maximum} analyses a page${query.include === 'full' ? ' with include=full' : ''}`,
      });
    }
  });

export const analysisIdQuerySchema = z.object({ id: idTextSchema });
export const analysisGroupQuerySchema = z.object({ groupId: idTextSchema });
export const analysisIdParamsSchema = z.object({ id: idTextSchema });

/** The path parameter naming a run of `POST /api/risk` (its `_id`). */
export const riskRunIdParamsSchema = z.object({ runId: idTextSchema });

/** `POST /api/analysis/delete-adaptation`. */
export const deleteAdaptationBodySchema = z.object({
  pathwayNumber: pathwayNumberSchema,
  optionNumber: optionNumberSchema,
  currentID: idTextSchema,
});

export const deletedCountReplySchema = z.object({ deleted: z.number().int().min(0) });

/** Three revisions at most per group. */
export const maximumRevisionsPerGroup = 3;
export const maximumRevisionsMessage = 'Maximum number of analysis revisions reached';
