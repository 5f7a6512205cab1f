import { z } from 'zod';
import { analysisResultSchema } from './analysis.ts';
import { designFieldValuesSchema } from './archetype.ts';
import { assetLifeEndSchema, assetLifeEndYears } from './asset-life.ts';
import { climateScenarioSchema, defaultClimateScenario } from './climate-scenario.ts';
import { hazardKeySchema, optionalHazardKeys } from './hazards.ts';
import { elementMaterialSelectionSchema } from './material.ts';

/**
 * `POST /api/risk` (body archetype, asset, scenario, settings; reply `response` with
 * `_id` and `warnings`). The server computes the real profile and keeps it; the reply carries it
 * only when the analysis is purchased or the user allow-listed, and the sample profile otherwise.
 */
export const riskRequestSchema = z.object({
  archetype: z.object({
    acronym: z.string().trim().min(1, 'archetype.acronym is required (e.g. SO)'),
  }),
  asset: z.object({
    latitude: z
      .number()
      .min(-90, 'latitude must be between −90 and 90')
      .max(90, 'latitude must be between −90 and 90'),
    longitude: z
      .number()
      .min(-180, 'longitude must be between −180 and 180')
      .max(180, 'longitude must be between −180 and 180'),
    address: z.string().trim().max(300).optional(),
    name: z.string().trim().max(200).optional(),
    /** Design field values that differ from the archetype's defaults, by machine name. */
    fields: designFieldValuesSchema.optional(),
    /** Element name → material id, or 'not_included' to drop the element. */
    elements: elementMaterialSelectionSchema.optional(),
  }),
  scenario: z
    .object({
      /**
       * The optional hazards to leave out (flood_surfacewater, freeze-thaw and
       * cyclone_wind are optional per analysis); the six others are always computed.
       */
      excludedHazards: z
        .array(hazardKeySchema)
        .refine(
          (hazards) =>
            hazards.every((hazard) => (optionalHazardKeys as readonly string[]).includes(hazard)),
          `only ${optionalHazardKeys.join(', ')} can be left out`,
        )
        .default([]),
      /** The emissions scenario (ssp126, ssp245, ssp370 or ssp585; default ssp585, RCP 8.5). */
      climateScenario: climateScenarioSchema.default(defaultClimateScenario),
    })
    .default({ excludedHazards: [], climateScenario: defaultClimateScenario }),
  /**
   * The saved, purchased analysis this run re-runs with changed settings: the run joins its group
   * as a revision, and is refused once the group holds three (the original and two re-runs).
   */
  revisionOf: z.uuid('revisionOf must be the _id of a saved analysis').optional(),
  /**
   * The run of one asset of a paid portfolio (`GET /api/portfolios/{id}/assets/{index}/analysis`),
   * or a re-run of it, that this run re-runs with changed settings: the run is a revision of that
   * asset, real for the portfolio's owner, refused once the asset holds three revisions (its run and two re-runs).
   */
  revisionOfRun: z.uuid('revisionOfRun must be the _id of a run of a portfolio asset').optional(),
  settings: z
    .object({
      /** Last year of the asset's life (assetLifeEnd). */
      assetLifeEnd: assetLifeEndSchema.default(assetLifeEndYears.default),
    })
    .default({ assetLifeEnd: assetLifeEndYears.default }),
});
export type RiskRequest = z.infer<typeof riskRequestSchema>;
export type RiskRequestInput = z.input<typeof riskRequestSchema>;

export const riskReplySchema = z.object({
  response: z.object({
    /** The run's id: save, purchase, report and export refer to it. */
    _id: z.string(),
    warnings: z.array(z.string()),
    /** False while the reply carries the sample profile instead of the real one. */
    realResults: z.boolean(),
    analysis: analysisResultSchema,
  }),
});
export type RiskReply = z.infer<typeof riskReplySchema>;
