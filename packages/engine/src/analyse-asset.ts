import {
  hazardKeys,
  type AnalysisResult,
  type EngineAsset,
  type HazardKey,
  type HazardMetadata,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { hazardModelInput } from './hazard-model-input.ts';
import { hazardMetadata } from './hazards/hazard-metadata.ts';
import { hazardModels } from './hazards/hazard-models.ts';
import { prepareElements } from './prepare-elements.ts';
import { hazardRiskSeries } from './hazard-risk-series.ts';
import { assembleAnalysisResult } from './assemble-analysis-result.ts';

/**
 * Analyses one asset at one site for every year of the scenario and each of the nine hazards:
 * yearly exceedance curves per hazard, element vulnerability scaled by material
 * coefficients, VAR and failure probability by trapezoid integration, ratings, running maxima,
 * metadata and warnings. Pure: the same inputs give the same result.
 */
export function analyseAsset(
  site: SiteHazardContext,
  asset: EngineAsset,
  scenarioInput: ScenarioInput = {},
): AnalysisResult {
  const modelInput = hazardModelInput(site, asset.design, scenarioInput);
  const { scenario, years } = modelInput;
  const elements = prepareElements(asset.elements, asset.design);

  const riskHazards = years.map(() => new Array<number>(hazardKeys.length).fill(0));
  const failureHazards = years.map(() => new Array<number>(hazardKeys.length).fill(0));
  // Hazards not computed share one row of zeros: the result's arrays are built by the assembly.
  const noRiskByElement: readonly number[] = new Array<number>(elements.length).fill(0);
  const riskHazardsElements: (readonly number[])[][] = years.map(() =>
    hazardKeys.map(() => noRiskByElement),
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
    // A hazard's warnings are kept even when its value is 0 or it is not calculated: a zero from
    // coarse inputs, or a value withheld for want of the site's own data, must say so.
    assessment.warnings.forEach((warning) => warnings.add(warning));
    if (assessment.noCalcReason !== undefined) return;
    const series = hazardRiskSeries(assessment, elements, hazardIndex);
    years.forEach((_, yearIndex) => {
      riskHazards[yearIndex]![hazardIndex] = series.valueAtRisk[yearIndex]!;
      failureHazards[yearIndex]![hazardIndex] = series.failureProbability[yearIndex]!;
      riskHazardsElements[yearIndex]![hazardIndex] = series.valueAtRiskByElement[yearIndex]!;
    });
  });

  const result = assembleAnalysisResult({
    location: site.location,
    asset,
    scenario,
    elementNames: elements.map((element) => element.name),
    yearly: { riskHazards, failureHazards, riskHazardsElements },
    metadata,
    warnings: [...warnings],
    sample: false,
  });
  return {
    ...result,
    site: {
      elevationMetres: site.terrain.elevationMetres,
      elevationDataset: site.terrain.elevationSource.dataset,
      elevationSource: site.terrain.elevationSource.kind,
      distanceToCoastKilometres: site.terrain.distanceToCoastKilometres,
      region: site.region,
    },
  };
}
