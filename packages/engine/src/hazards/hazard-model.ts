import type {
  AssetDesign,
  HazardKey,
  HazardMetadata,
  Scenario,
  SiteHazardContext,
  WarmingLevelResponse,
} from '@hazardscope/contracts';
import type { ExceedanceCurve } from '../return-periods.ts';

/** Everything a hazard model may read: the site, the asset's design fields, the scenario, the years. */
export interface HazardModelInput {
  readonly site: SiteHazardContext;
  readonly design: AssetDesign;
  readonly scenario: Scenario;
  /** Calendar years of the analysis, ascending. */
  readonly years: readonly number[];
  /** Global warming level (°C above 1850–1900) of each year. */
  readonly warmingByYear: readonly number[];
}

/** The part of an element the vulnerability needs. */
export interface VulnerableElement {
  readonly heightAboveFloorMetres: number;
}

/**
 * An element's response to one hazard at an intensity: the expected damage as a fraction of the
 * element's replacement cost, and the probability the element stops working. Both in [0, 1] and
 * non-decreasing in intensity. `coefficient` is the material's failure coefficient after design
 * rules (0 = immune, 1 = reference, up to 4).
 */
export interface ElementVulnerability {
  damageFraction(intensity: number): number;
  failureProbability(intensity: number): number;
  /** True when a failed element is replaced whole, so failure probability = damage fraction. */
  readonly failureEqualsDamage?: boolean;
}

/** A vulnerability whose failure probability equals its damage fraction (failed elements replaced). */
export function replacedWhenFailed(response: (intensity: number) => number): ElementVulnerability {
  return { damageFraction: response, failureProbability: response, failureEqualsDamage: true };
}

/** A hazard at one site: yearly exceedance curves, element vulnerability and what to report. */
export interface HazardAssessment {
  /** Set when the hazard is not computed at this site; curves are then empty. */
  readonly noCalcReason?: string;
  /** One curve per analysis year, in the order of `HazardModelInput.years`. */
  readonly curves: readonly ExceedanceCurve[];
  /**
   * Damage a reference element (coefficient 1) accrues every year whatever the year's extreme
   * (chronic wear), per analysis year; scaled by the coefficient like any damage. Failure is not
   * affected.
   */
  readonly chronicReferenceDamage?: readonly number[];
  vulnerability(element: VulnerableElement, coefficient: number): ElementVulnerability;
  /** The intensity measure and its unit, e.g. 'flood depth above ground (m)'. */
  readonly intensityMeasure: string;
  /** Projection datasets used (ids of `site.datasets` or of warming responses). */
  readonly projectionResponses: readonly (WarmingLevelResponse | null)[];
  /** Other projection datasets used, by id (of `site.datasets` or the engine's own tables). */
  readonly projectionDatasetIds?: readonly string[];
  /** Named site values shown as context in the metadata. */
  readonly contextItems: readonly { name: string; description: string }[];
  /** Extra metadata fields (heat threshold temperature, flood defence return period). */
  readonly extraMetadata?: Pick<
    HazardMetadata,
    'threshold_temperature' | 'flood_defence_return_period'
  >;
  readonly warnings: readonly string[];
  /** Numeric diagnostics for validation against published values at real places (optional). */
  readonly diagnostics?: HazardDiagnostics;
}

/**
 * Site quantities a model may report beside its curves, each comparable with a published figure:
 * a design level, a present-day rate. Absent when the model does not use the quantity.
 */
export interface HazardDiagnostics {
  /** Coastal flood-protection standard assumed at the site, as a return period (years). */
  readonly coastalProtectionReturnPeriodYears?: number;
  /** Present-day relative sea-level rise at the site, vertical land motion included (mm/yr). */
  readonly relativeSeaLevelRiseMillimetresPerYear?: number;
  /** Present-day mean annual maximum 1-day rainfall at the site (mm). */
  readonly meanAnnualMaximumOneDayRainfallMillimetres?: number;
  /** Present-day mean freeze–thaw cycles per year at the site. */
  readonly freezeThawCyclesPerYear?: number;
}

export type HazardModel = (input: HazardModelInput) => HazardAssessment;

const immune: ElementVulnerability = { damageFraction: () => 0, failureProbability: () => 0 };

/** The assessment of a hazard that is not computed at this site, with the reason shown to the user. */
export function notComputed(
  reason: string,
  intensityMeasure: string,
  contextItems: HazardAssessment['contextItems'] = [],
): HazardAssessment {
  return {
    noCalcReason: reason,
    curves: [],
    vulnerability: () => immune,
    intensityMeasure,
    projectionResponses: [],
    contextItems,
    warnings: [],
  };
}

/** Scales a reference response by a material coefficient and keeps it a fraction: min(1, c·r). */
export function scaledByCoefficient(coefficient: number, referenceResponse: number): number {
  return Math.min(1, coefficient * referenceResponse);
}

/** Keys of the hazards in the order their models are listed. */
export type HazardModels = Readonly<Record<HazardKey, HazardModel>>;
