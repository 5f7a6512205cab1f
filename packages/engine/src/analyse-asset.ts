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
import { expectedAnnualValue } from './expected-annual-value.ts';
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
  const pointCount = assessment.curves[0]?.intensities.length ?? 0;
  const damages = new Float64Array(pointCount);
  const survivals = new Float64Array(pointCount);
  for (const curve of assessment.curves) {
    const byElement = new Array<number>(elements.length).fill(0);
    survivals.fill(1);
    let total = 0;
    for (const { index, share, vulnerability } of exposed) {
      curve.intensities.forEach((intensity, point) => {
        damages[point] = vulnerability.damageFraction(intensity);
        survivals[point] = survivals[point]! * (1 - vulnerability.failureProbability(intensity));
      });
      const contribution = share * expectedAnnualValue(curve.exceedanceProbabilities, damages);
      byElement[index] = contribution;
      total += contribution;
    }
    const failures = Array.from(survivals, (survival) => 1 - survival);
    valueAtRisk.push(Math.min(1, total));
    failureProbability.push(
      Math.min(1, expectedAnnualValue(curve.exceedanceProbabilities, failures)),
    );
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
