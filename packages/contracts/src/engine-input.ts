import { z } from 'zod';
import { hazardKeySchema, hazardKeys } from './hazards.ts';
import {
  climateBoundSchema,
  climateScenarioSchema,
  defaultClimateScenario,
} from './climate-scenario.ts';

/**
 * What the engine needs besides the site: the asset (design fields of its archetype and its elements
 * with materials) and the scenario. Field names follow the stored document ('Inputs.asset', 'Scenario',
 * 'Material') because these objects are stored with the analysis; units are given in the comments.
 */

/** A material's relative susceptibility to each hazard: 1 = the engine's reference fragility, 0 = immune. */
export const failureCoefficientSchema = z.number().min(0).max(4);

/** The material of one element as the engine reads it and an analysis stores it. */
export const elementMaterialSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Per hazard, in [0, 4]; a hazard missing here counts as 0 (the material is not damaged by it). */
  failure_coefficients: z.partialRecord(hazardKeySchema, failureCoefficientSchema),
});
export type ElementMaterial = z.infer<typeof elementMaterialSchema>;

export const assetElementSchema = z.object({
  name: z.string(),
  group: z.string(),
  /** Share of the asset's replacement cost (fraction); the shares of an asset sum to 1. */
  proportion: z.number().min(0).max(1),
  /** Hazards that can damage this element. */
  exposure: z.array(hazardKeySchema),
  /**
   * Height of the element's lowest vulnerable part above the ground floor (m); negative for parts
   * below the floor, such as footings and services under a suspended floor.
   */
  heightAboveFloorMetres: z.number().min(-10).max(500),
  /**
   * Whether the asset stops working when this element reaches its functional damage state (set by
   * the catalogue from the element's role); absent in analyses stored before it was recorded, when
   * the element counts as critical.
   */
  criticalToFunction: z.boolean().optional(),
  material: elementMaterialSchema,
});
export type AssetElement = z.infer<typeof assetElementSchema>;

export const fireProtectionSchema = z.enum(['none', 'heatEmber', 'flame']);
export type FireProtection = z.infer<typeof fireProtectionSchema>;
export const foundationDesignSchema = z.enum(['normal', 'other']);
export type FoundationDesign = z.infer<typeof foundationDesignSchema>;

/** Annual exceedance probability of a design level, e.g. 0.02 for '1 in 50 years'. */
const annualExceedanceProbability = z.number().gt(0).lt(1);

export const assetDesignSchema = z.object({
  /** Height of the ground floor above the ground (m). */
  heightAboveGround: z.number().min(0),
  /** Annual exceedance probability of the design wind, or null for 'From regulations'. */
  windThreshold: annualExceedanceProbability.nullable(),
  /** Annual exceedance probability of the design maximum temperature, or null for 'From regulations'. */
  heatThreshold: annualExceedanceProbability.nullable(),
  fireProtection: fireProtectionSchema,
  foundationDesign: foundationDesignSchema,
  /** Calendar year of construction. */
  buildYear: z.number().int(),
  /** Design life (years). */
  lifetime: z.number().int().positive(),
  /** Replacement cost (currency units of the analysis). */
  replacementCost: z.number().min(0),
  /** Last year of the asset's life shown in ratings (calendar year). */
  assetLifeEnd: z.number().int(),
  /** The user's ground elevation above mean sea level (m); null to use the site data. */
  elevation: z.number().nullable(),
});
export type AssetDesign = z.infer<typeof assetDesignSchema>;

export const archetypeReferenceSchema = z.object({
  acronym: z.string(),
  name: z.string(),
  service: z.string(),
});
export type ArchetypeReference = z.infer<typeof archetypeReferenceSchema>;

export const engineAssetSchema = z.object({
  name: z.string(),
  address: z.string(),
  archetype: archetypeReferenceSchema,
  design: assetDesignSchema,
  elements: z.array(assetElementSchema).min(1),
});
export type EngineAsset = z.infer<typeof engineAssetSchema>;

export const scenarioSchema = z.object({
  startYear: z.number().int().min(1990).max(2100).default(1990),
  endYear: z.number().int().min(1990).max(2100).default(2100),
  /** The emissions scenario; RCP8.5, the default, is run as its CMIP6 successor SSP5-8.5. */
  climateScenario: climateScenarioSchema.default(defaultClimateScenario),
  /** The central run or the low / high end of the scenario's range. */
  climateBound: climateBoundSchema.default('central'),
  /** Hazards computed; the others are reported with a no_calc_reason. */
  hazards: z.array(hazardKeySchema).default([...hazardKeys]),
  /** Share of an element's replacement cost lost when heat makes it fail (fraction). */
  heatStressArchConst: z.number().min(0).max(1).default(0.3),
  /** Wear per 100 hours above the threshold temperature (fraction of the element's cost). */
  heatStressLinearConst: z.number().min(0).max(1).default(0.001),
  /** Probability that a reference element fails within 100 hours above its threshold (a B10 rating). */
  heatStressHourProb: z.number().min(0).max(1).default(0.1),
  /** Hours above the threshold per °C by which the annual maximum exceeds it (h/°C). */
  heatStressHourConst: z.number().min(0).default(5.5),
  /**
   * Wave set-up at the site (cm), 15 by default. Kept as a scenario setting; coastal inundation
   * does not add it, since the Kirezci et al. 2020 water levels it uses already include wave
   * set-up. Analyses stored before the unit was named hold it as `waveSetup`: no request could
   * set it, so it was always the default, and reading such an analysis drops the old key and
   * gives the same default here.
   */
  waveSetupCentimetres: z.number().min(0).default(15),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
