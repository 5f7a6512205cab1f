import {
  hazardKeys,
  scenarioSchema,
  type AnalysisResult,
  type EngineAsset,
  type HazardKey,
  type HazardMetadata,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { warmingPath } from './climate/warming-path.ts';
import { trapezoidWeights } from './expected-annual-value.ts';
import { hazardMetadata } from './hazards/hazard-metadata.ts';
import type { ElementVulnerability, HazardAssessment } from './hazards/hazard-model.ts';
import { hazardModels } from './hazards/hazard-models.ts';
import { prepareElements, type PreparedElement } from './prepare-elements.ts';
import { assembleAnalysisResult } from './assemble-analysis-result.ts';

/** Yearly value at risk and failure probability of one hazard, in total and by element. */
export interface HazardRiskSeries {
  readonly valueAtRisk: number[];
  readonly failureProbability: number[];
  /** [yearIndex][elementIndex]: share × expected damage fraction of the element. */
  readonly valueAtRiskByElement: number[][];
}

/**
 * Integrates one hazard's yearly curves over the elements:
 *   VAR_h(y) = Σ_e share_e · E_y[damage_e(x)],
 *   FP_h(y) = E_y[1 − Π_e (1 − failure_e(x))]  (elements conditionally independent given the event),
 * each expectation by the trapezoid rule over the curve.
 */
export function hazardRiskSeries(
  assessment: HazardAssessment,
  elements: readonly PreparedElement[],
  hazardIndex: number,
): HazardRiskSeries {
  const exposed: { index: number; share: number; vulnerability: ElementVulnerability }[] = [];
  elements.forEach((element, index) => {
    const coefficient = element.coefficients[hazardIndex]!;
    if (coefficient > 0 && element.share > 0) {
      exposed.push({
        index,
        share: element.share,
        vulnerability: assessment.vulnerability(element, coefficient),
      });
    }
  });
  const valueAtRisk: number[] = [];
  const failureProbability: number[] = [];
  const valueAtRiskByElement: number[][] = [];
  let survivals = new Float64Array(0);
  for (const curve of assessment.curves) {
    const intensities = curve.intensities;
    const pointCount = intensities.length;
    const weights = trapezoidWeights(curve.exceedanceProbabilities);
    if (survivals.length !== pointCount) survivals = new Float64Array(pointCount);
    survivals.fill(1);
    const byElement = new Array<number>(elements.length).fill(0);
    let total = 0;
    for (const { index, share, vulnerability } of exposed) {
      let expectedDamage = 0;
      for (let point = 0; point < pointCount; point += 1) {
        const intensity = intensities[point]!;
        const damage = vulnerability.damageFraction(intensity);
        const failure = vulnerability.failureEqualsDamage
          ? damage
          : vulnerability.failureProbability(intensity);
        expectedDamage += weights[point]! * damage;
        survivals[point] = survivals[point]! * (1 - failure);
      }
      byElement[index] = share * expectedDamage;
      total += share * expectedDamage;
    }
    let expectedFailure = 0;
    for (let point = 0; point < pointCount; point += 1)
      expectedFailure += weights[point]! * (1 - survivals[point]!);
    valueAtRisk.push(Math.min(1, total));
    failureProbability.push(Math.min(1, expectedFailure));
    valueAtRiskByElement.push(byElement);
  }
  return { valueAtRisk, failureProbability, valueAtRiskByElement };
}

/**
 * Analyses one asset at one site for every year of the scenario and each of the nine hazards
 * (SCIENCE.md §1–2): yearly exceedance curves per hazard, element vulnerability scaled by material
 * coefficients, VAR and failure probability by trapezoid integration, ratings, running maxima,
 * metadata and warnings. Pure: the same inputs give the same result.
 */
export function analyseAsset(
  site: SiteHazardContext,
  asset: EngineAsset,
  scenarioInput: ScenarioInput = {},
): AnalysisResult {
  const scenario = scenarioSchema.parse(scenarioInput);
  const years: number[] = [];
  for (let year = scenario.startYear; year <= scenario.endYear; year += 1) years.push(year);
  const warmingByYear = warmingPath(scenario.startYear, scenario.endYear);
  const elements = prepareElements(asset.elements, asset.design);
  const modelInput = { site, design: asset.design, scenario, years, warmingByYear };

  const riskHazards = years.map(() => new Array<number>(hazardKeys.length).fill(0));
  const failureHazards = years.map(() => new Array<number>(hazardKeys.length).fill(0));
  const riskHazardsElements = years.map(() =>
    hazardKeys.map(() => new Array<number>(elements.length).fill(0)),
  );
  const metadata = {} as Record<HazardKey, HazardMetadata>;
  const warnings = new Set<string>(site.warnings);

  hazardKeys.forEach((key, hazardIndex) => {
    if (!scenario.hazards.includes(key)) {
      metadata[key] = hazardMetadata(key, site, null, 'Switched off for this analysis');
      return;
    }
    const assessment = hazardModels[key](modelInput);
    metadata[key] = hazardMetadata(key, site, assessment, null);
    if (assessment.noCalcReason !== undefined) return;
    const series = hazardRiskSeries(assessment, elements, hazardIndex);
    const contributes = series.valueAtRisk.some((value) => value > 0);
    if (contributes) assessment.warnings.forEach((warning) => warnings.add(warning));
    years.forEach((_, yearIndex) => {
      riskHazards[yearIndex]![hazardIndex] = series.valueAtRisk[yearIndex]!;
      failureHazards[yearIndex]![hazardIndex] = series.failureProbability[yearIndex]!;
      riskHazardsElements[yearIndex]![hazardIndex] = series.valueAtRiskByElement[yearIndex]!;
    });
  });

  return assembleAnalysisResult({
    location: site.location,
    asset,
    scenario,
    elementNames: elements.map((element) => element.name),
    yearly: { riskHazards, failureHazards, riskHazardsElements },
    metadata,
    warnings: [...warnings],
    sample: false,
  });
}
