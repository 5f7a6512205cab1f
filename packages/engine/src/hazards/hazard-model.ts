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
  /** The element's group (Structure, Services, Equipment…) where the hazard's failure depends on it. */
  readonly group?: string;
}

/**
 * An element's response to one hazard at an intensity. `damageFraction` is the expected damage as a
 * fraction of the element's replacement cost (what value at risk integrates). `failureProbability`
 * is the probability that the element reaches its functional damage state — the state in which, if
 * the element is critical to the asset's function, the asset stops working (wind: the HAZUS severe
 * state; flood: water over the floor reaching it; heat: equipment failing above its rating). It is
 * never the damage fraction, and it is 0 for wear (freeze–thaw, chronic heat). Both in [0, 1] and
 * non-decreasing in intensity. `coefficient` is the material's failure coefficient after design
 * rules (0 = immune, 1 = reference, up to 4).
 */
export interface ElementVulnerability {
  damageFraction(intensity: number): number;
  failureProbability(intensity: number): number;
  /**
   * The same damage (and failure, where set) as `damageFraction` and `failureProbability`, where
   * they scale a reference response shared by the elements, so that the risk integration computes
   * the reference once per intensity for all of them. Set only by `scaledVulnerability`, which
   * builds both forms from one description.
   */
  readonly scaled?: {
    readonly damage: ScaledResponse;
    readonly failure?: ScaledResponse;
  };
}

/**
 * A response that scales a reference response by a coefficient and keeps it a fraction, then
 * multiplies it by a factor: factor · min(1, coefficient · reference(x)). The reference is the same
 * function object for every element it is shared by.
 */
export interface ScaledResponse {
  readonly reference: (intensity: number) => number;
  readonly coefficient: number;
  /** 1 unless the scaled response is a share of the damage (e.g. the part repaired). */
  readonly factor: number;
}

/** The value of a scaled response given its reference response at the intensity. */
export function scaledResponseValue(
  response: Pick<ScaledResponse, 'coefficient' | 'factor'>,
  referenceResponse: number,
): number {
  return response.factor * scaledByCoefficient(response.coefficient, referenceResponse);
}

/**
 * The vulnerability of an element whose damage scales a shared reference response, and whose
 * failure does too or is given as a function of the intensity.
 */
export function scaledVulnerability(
  damage: ScaledResponse,
  failure: ScaledResponse | ((intensity: number) => number),
): ElementVulnerability {
  const damageFraction = (intensity: number) =>
    scaledResponseValue(damage, damage.reference(intensity));
  if (typeof failure === 'function') {
    return { damageFraction, failureProbability: failure, scaled: { damage } };
  }
  return {
    damageFraction,
    failureProbability: (intensity) => scaledResponseValue(failure, failure.reference(intensity)),
    scaled: { damage, failure },
  };
}

/** The failure of an element that damages but never stops the asset working (wear; damage repaired in use). */
export const neverFails = (): number => 0;

/** A response that damages but never stops the asset working (wear; damage repaired in use). */
export function damageOnly(response: (intensity: number) => number): ElementVulnerability {
  return { damageFraction: response, failureProbability: neverFails };
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
  /**
   * Extra metadata fields (heat threshold temperature, flood defence return period, why failure is
   * not calculated, why a low or zero result may only be the data's blindness at the site).
   */
  readonly extraMetadata?: Pick<
    HazardMetadata,
    | 'threshold_temperature'
    | 'flood_defence_return_period'
    | 'failure_no_calc_reason'
    | 'data_limitation'
    | 'zero_reason'
    | 'flood_map'
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
  /**
   * Relative sea-level trend the model gives over the years of the nearest tide gauge's observed
   * trend (mm/yr): comparable with that trend.
   */
  readonly relativeSeaLevelTrendOverGaugeRecordMillimetresPerYear?: number;
  /** Present-day mean annual maximum 1-day rainfall at the site (mm). */
  readonly meanAnnualMaximumOneDayRainfallMillimetres?: number;
  /** Present-day 100-year 1-day rainfall at the site (mm), from the model's frequency curve. */
  readonly hundredYearOneDayRainfallMillimetres?: number;
  /** Present-day mean freeze–thaw cycles per year at the site. */
  readonly freezeThawCyclesPerYear?: number;
  /**
   * Present-day annual probability that a reference element is damaged at all (damage needing
   * repair, not its cost): comparable with insurance claim frequencies.
   */
  readonly annualDamageProbability?: number;
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
