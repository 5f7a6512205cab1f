import { z } from 'zod';
import { hazardKeySchema } from './hazards.ts';
import { ratingSchema } from './rating.ts';
import { climateScenarios } from './climate-scenario.ts';
import { archetypeReferenceSchema, engineAssetSchema, scenarioSchema } from './engine-input.ts';

/**
 * The result of one analysis. Yearly arrays are indexed by
 * `year − inputs.scenario.startYear`, hazards by their position in `hazardKeys`, elements by their
 * position in `properties.elementNames`.
 */

const fraction = z.number().min(0).max(1);

/**
 * A result's yearly fractions (VAR as a share of replacement cost, failure probability) to the
 * resolution the engine keeps them at, 1e-9 (0.0000001 %): far below anything shown or summed. A
 * total or combined value computed from rounded fractions holds nothing finer, only the noise of
 * floating-point sums (0.0062721660000000234 for 0.006272166).
 */
export function roundFraction(value: number): number {
  return value === 0 ? 0 : Math.round(value * 1e9) / 1e9;
}

export const datasetCitationSchema = z.object({
  description: z.string(),
  source: z.string(),
});

export const hazardProjectionSchema = z.object({
  description: z.string(),
  source: z.string(),
  metadata: z.object({
    model_type: z.string(),
    model_name: z.string(),
    GCM: z.string().optional(),
    ensemble_member: z.string().optional(),
    downscaling_method: z.string().optional(),
    downscaling_model: z.string().optional(),
    RCM: z.string().optional(),
    RCM_version: z.string().optional(),
    dataset: z.string().optional(),
    domain: z.string().optional(),
  }),
});

export const hazardMetadataSchema = z.object({
  description: z.string(),
  /** Why the hazard was not computed; absent when it was. */
  no_calc_reason: z.string().optional(),
  projection: hazardProjectionSchema.optional(),
  historical: datasetCitationSchema.optional(),
  context: z
    .object({ items: z.array(z.object({ name: z.string(), description: z.string() })) })
    .optional(),
  /** Heat only: the design maximum temperature (°C). */
  threshold_temperature: z.number().optional(),
  /**
   * flood_riverine: return period (years) up to which the river is assumed contained; inundation:
   * the FLOPROS coastal protection standard used (absent where none is known).
   */
  flood_defence_return_period: z.number().optional(),
  /**
   * Why the hazard's failure probability is not calculated although its damage is (e.g. soil
   * movement: no published rate at which it makes a building unusable). Its yearly failure
   * probabilities are then 0 and must be shown as 'Not Calculated', not as no risk.
   */
  failure_no_calc_reason: z.string().optional(),
  /**
   * Why a low or zero result of this hazard may only mean the embedded data cannot see the hazard
   * at this site (a limit of the data, not an absence of risk), and what the user can enter to
   * resolve it. Absent where the data resolve the site.
   */
  data_limitation: z.string().optional(),
  /**
   * Why the hazard is 0 at this site although it was calculated: a finding about the site (e.g.
   * riverine flooding: the site stands outside the floodplain of every river near it), not a limit
   * of the data.
   */
  zero_reason: z.string().optional(),
  /** The flood-map layer whose depths replaced the modelled curve, with its resolution. */
  flood_map: z.string().optional(),
});
export type HazardMetadata = z.infer<typeof hazardMetadataSchema>;

export const analysisSummarySchema = z.object({
  /** First analysis year (2020 by default), whose VAR gives the current rating. */
  currentRatingYear: z.number().int(),
  currentRating: ratingSchema,
  futureRating: ratingSchema,
  /** Calendar year of the highest total VAR from the first analysis year to the asset's life end; gives the future rating. */
  peakRiskYear: z.number().int(),
  /** Yearly combined failure probability 1 − Π_h (1 − FP_h) (hazards taken as independent). */
  combinedFailure: z.array(fraction),
  /** Running maximum of total VAR from 2020; null before 2020. */
  maximumToDateTotalRisk: z.array(fraction.nullable()),
  /** Running maximum of the combined failure probability from 2020; null before 2020. */
  maximumToDateCombinedFailure: z.array(fraction.nullable()),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

/** Facts about the site the result was computed for (elevation and its dataset). */
export const siteSummarySchema = z.object({
  /** Ground elevation above mean sea level used by the analysis (m). */
  elevationMetres: z.number(),
  /** The elevation's dataset, e.g. 'ETOPO5 20′ (embedded)' or 'Entered by the user'. */
  elevationDataset: z.string(),
  elevationSource: z.enum(['embedded', 'external', 'user']),
  distanceToCoastKilometres: z.number().min(0),
  /** AR6 reference region of the site, or null. */
  region: z.object({ acronym: z.string(), name: z.string() }).nullable(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

export const analysisResultSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('Point'),
    /** [longitude, latitude] in degrees. */
    coordinates: z.tuple([z.number(), z.number()]),
  }),
  properties: z.object({
    name: z.string(),
    address: z.string(),
    archetype: z.string(),
    assetLifeEnd: z.number().int(),
    /** True for the illustrative sample profile shown before purchase. */
    sample: z.boolean(),
    elementNames: z.array(z.string()),
    totalRisk: z.array(fraction),
    riskHazards: z.array(z.array(fraction)),
    failureHazards: z.array(z.array(fraction)),
    /** Each element's contribution to riskHazards (fraction of replacement cost); sums to riskHazards[y][h]. */
    riskHazardsElements: z.array(z.array(z.array(fraction))),
  }),
  summary: analysisSummarySchema,
  /** Present on results computed from a site (absent on results saved before it existed). */
  site: siteSummarySchema.optional(),
  metadata: z.record(hazardKeySchema, hazardMetadataSchema),
  warnings: z.array(z.string()),
  inputs: z.object({
    archetype: archetypeReferenceSchema,
    scenario: scenarioSchema,
    asset: engineAssetSchema,
  }),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** One end of a scenario's range, per year (fractions, indexed as the result's years). */
const scenarioRangeEdgeSchema = z.object({
  totalRisk: z.array(fraction),
  riskHazards: z.array(z.array(fraction)),
  combinedFailure: z.array(fraction),
});

/**
 * The spread of one result's scenario and how the other scenarios compare, computed after the
 * result (a run at the low and one at the high end of the scenario's AR6 range, and the central run
 * of every scenario). Yearly arrays are indexed as the result's.
 */
export const scenarioRangeSchema = z.object({
  /** The result's scenario, for which `lower` and `upper` were computed. */
  climateScenario: z.enum(climateScenarios),
  /**
   * Lower and upper VAR per year, total and per hazard, and the combined annual failure
   * probability: the least and the most of the central, low-end and high-end runs (wherever a
   * hazard eases with warming, it is lowest on the high-end run).
   */
  lower: scenarioRangeEdgeSchema,
  upper: scenarioRangeEdgeSchema,
  /** Central total VAR of every scenario in a few years, for the comparison view. */
  comparison: z.object({
    years: z.array(z.number().int()),
    totalRiskByScenario: z.record(z.enum(climateScenarios), z.array(fraction)),
  }),
});
export type ScenarioRange = z.infer<typeof scenarioRangeSchema>;
