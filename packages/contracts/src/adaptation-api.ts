import { z } from 'zod';
import { designFieldValuesSchema } from './archetype.ts';
import { designThresholdsSchema, refuseThresholdsGivenTwice } from './design-thresholds.ts';
import { elementMaterialSelectionSchema } from './material.ts';

/**
 * The adaptation planner: up to three pathways of
 * up to three options, each option changing the asset's design values and materials from its
 * adaptation year on, compared by the net present value of premiums plus capital expenditure.
 */

export const maximumAdaptationPathways = 3;
export const maximumOptionsPerPathway = 3;

/** Adaptation year choices: every 5 years from 2025 to 2100 (16 values). */
export const adaptationYears: readonly number[] = Array.from(
  { length: 16 },
  (_, index) => 2025 + 5 * index,
);

/** The planner's defaults: year 2030, CAPEX 0, asset cost 1,000,000, 30-year term, 5 % a year. */
export const adaptationDefaults = {
  adaptationYear: 2030,
  capex: 0,
  assetReplacementCost: 1_000_000,
  npvTermYears: 30,
  discountRate: 0.05,
} as const;

/** A sum of money in dollars: whole, at least 0, below a bound no asset reaches. */
const dollars = (what: string) =>
  z
    .number({ error: `${what} must be a number of dollars.` })
    .int(`${what} must be whole dollars.`)
    .min(0, `${what} cannot be negative.`)
    .max(1e12, `${what} must be below $1,000,000,000,000.`);

const slotNumber = (what: string) =>
  z.number().int().min(1, `${what} must be 1, 2 or 3.`).max(3, `${what} must be 1, 2 or 3.`);

export const pathwaySlotSchema = slotNumber('pathwayNumber');
export const optionSlotSchema = slotNumber('optionNumber');

const adaptationYearSchema = z
  .number()
  .int()
  .refine(
    (year) => adaptationYears.includes(year),
    'adaptationYear must be one of 2025, 2030 … 2100 (every 5 years).',
  );

/** Options of one pathway must be distinct slots with distinct years (else one would never show). */
function distinctOptions<Option extends { optionNumber: number; adaptationYear: number }>(
  options: readonly Option[],
  context: z.RefinementCtx,
): void {
  const numbers = new Set(options.map((option) => option.optionNumber));
  if (numbers.size !== options.length) {
    context.addIssue({ code: 'custom', message: 'Each option of a pathway needs its own number.' });
  }
  const years = new Set(options.map((option) => option.adaptationYear));
  if (years.size !== options.length) {
    context.addIssue({
      code: 'custom',
      message: 'Each option of a pathway needs its own adaptation year.',
    });
  }
}

/** One option as the editor sends it to be run: its year, CAPEX and what it changes. */
export const adaptationOptionRunSchema = z
  .object({
    optionNumber: optionSlotSchema,
    adaptationYear: adaptationYearSchema,
    capex: dollars('CAPEX'),
    /** Design values this option changes, relative to the analysis it adapts. */
    fields: designFieldValuesSchema.default({}),
    /**
     * The heat and wind design thresholds this option changes, as return periods in years
     * (thresholds.heat.return_frequency: 50 is 1 in 50 years; null is From regulations). The flat
     * fields.heatThreshold and fields.windThreshold (annual probabilities) are still accepted, but
     * not both forms for one threshold.
     */
    thresholds: designThresholdsSchema.optional(),
    /** Element → material id ('not_included' leaves it out) this option changes. */
    elements: elementMaterialSelectionSchema.default({}),
  })
  .superRefine(refuseThresholdsGivenTwice);
export type AdaptationOptionRun = z.infer<typeof adaptationOptionRunSchema>;

/**
 * `POST /api/adaptation/run`: runs every option of one pathway of the saved, purchased analysis
 * `analysisId` (one engine run per option, each kept server-side and owned by the caller).
 */
export const adaptationRunRequestSchema = z.object({
  analysisId: z.uuid('analysisId must be the _id of a saved analysis'),
  pathwayNumber: pathwaySlotSchema,
  options: z
    .array(adaptationOptionRunSchema)
    .min(1, 'A pathway needs at least one option.')
    .max(maximumOptionsPerPathway, 'A pathway holds at most three options.')
    .superRefine(distinctOptions),
});
export type AdaptationRunRequest = z.input<typeof adaptationRunRequestSchema>;

export const adaptationRunReplySchema = z.object({
  pathwayNumber: pathwaySlotSchema,
  /** Each option's run, in the order the options apply (their years). */
  options: z.array(
    z.object({
      optionNumber: optionSlotSchema,
      adaptationYear: z.number().int(),
      runId: z.string(),
    }),
  ),
});
export type AdaptationRunReply = z.infer<typeof adaptationRunReplySchema>;

/** The NPV settings row: Asset Replacement Cost ($), Discount Rate, NPV Term (years). */
export const netPresentValueSettingsSchema = z.object({
  assetReplacementCost: dollars('Asset Replacement Cost'),
  discountRate: z
    .number()
    .min(0, 'Discount Rate cannot be negative.')
    .max(1, 'Discount Rate is a fraction a year: 0.05 is 5 %.'),
  termYears: z
    .number()
    .int('NPV Term must be whole years.')
    .min(1, 'NPV Term must be at least 1 year.')
    .max(80, 'NPV Term must be at most 80 years (the analysis ends in 2100).'),
});
export type NetPresentValueSettingsInput = z.infer<typeof netPresentValueSettingsSchema>;

/**
 * `POST /api/adaptation/compare`: prices the baseline (the saved analysis) and each pathway from
 * runs the server kept, by the NPV of premiums plus CAPEX.
 */
export const adaptationCompareRequestSchema = z.object({
  analysisId: z.uuid('analysisId must be the _id of a saved analysis'),
  settings: netPresentValueSettingsSchema,
  pathways: z
    .array(
      z.object({
        pathwayNumber: pathwaySlotSchema,
        options: z
          .array(
            z.object({
              optionNumber: optionSlotSchema,
              adaptationYear: adaptationYearSchema,
              capex: dollars('CAPEX'),
              runId: z.uuid('runId must be the runId of an option from POST /api/adaptation/run'),
            }),
          )
          .min(1)
          .max(maximumOptionsPerPathway)
          .superRefine(distinctOptions),
      }),
    )
    .max(maximumAdaptationPathways)
    .refine(
      (pathways) =>
        new Set(pathways.map((pathway) => pathway.pathwayNumber)).size === pathways.length,
      'Each pathway may appear once.',
    ),
});
export type AdaptationCompareRequest = z.input<typeof adaptationCompareRequestSchema>;

const yearlyProfileSchema = z.object({
  totalRisk: z.array(z.number()),
  riskHazards: z.array(z.array(z.number())),
  failureHazards: z.array(z.array(z.number())),
});
export type YearlyProfile = z.infer<typeof yearlyProfileSchema>;

export const adaptationCompareReplySchema = z.object({
  scenarioStartYear: z.number().int(),
  /** The year the NPV window starts at. */
  currentYear: z.number().int(),
  settings: netPresentValueSettingsSchema,
  /** Hazards the analysis could not calculate (their series are zero). */
  notCalculatedHazards: z.array(z.string()),
  /**
   * Hazards whose damage is calculated but whose failure probability is not, with the reason (their
   * failure series are zero and must read 'Not Calculated', not no risk).
   */
  failureNotCalculated: z.array(z.object({ hazard: z.string(), reason: z.string() })).default([]),
  baseline: z.object({
    profile: yearlyProfileSchema,
    /** Technical insurance premiums ($) per year: total VAR × asset replacement cost. */
    premiums: z.array(z.number()),
    netPresentValue: z.number(),
  }),
  pathways: z.array(
    z.object({
      pathwayNumber: pathwaySlotSchema,
      profile: yearlyProfileSchema,
      premiums: z.array(z.number()),
      netPresentValue: z.number(),
      /** Baseline NPV − pathway NPV: positive when the pathway costs less. */
      savedAgainstBaseline: z.number(),
      /**
       * The year discounted savings first exceed the CAPEX, searched to 2100 (it may lie after the
       * NPV window); null when it never does.
       */
      paybackYear: z.number().int().nullable(),
      /** True when the payback year lies after the NPV window. */
      paybackAfterWindow: z.boolean(),
    }),
  ),
  /** The pathway with the lowest NPV below the baseline; null when none is below it. */
  bestPathwayNumber: pathwaySlotSchema.nullable(),
});
export type AdaptationCompareReply = z.infer<typeof adaptationCompareReplySchema>;

/** A saved adaptation option of an analysis, as the editor restores it. */
export const savedAdaptationOptionSchema = z.object({
  /** The saved adaptation's own _id. */
  _id: z.string(),
  pathwayNumber: pathwaySlotSchema,
  optionNumber: optionSlotSchema,
  adaptationYear: z.number().int(),
  capex: z.number(),
  runId: z.string(),
  /** What the option changes, relative to the analysis it adapts. */
  fields: designFieldValuesSchema,
  elements: elementMaterialSelectionSchema,
  assetCost: z.number().optional(),
  discountRate: z.number().optional(),
  npv: z.number().optional(),
});
export type SavedAdaptationOption = z.infer<typeof savedAdaptationOptionSchema>;

export const savedAdaptationListSchema = z.array(savedAdaptationOptionSchema);

export const adaptationListQuerySchema = z.object({
  analysisId: z.uuid('analysisId must be the _id of a saved analysis'),
});
