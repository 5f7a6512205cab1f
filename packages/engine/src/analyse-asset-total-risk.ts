import {
  hazardKeys,
  type EngineAsset,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { roundedFractions, totalRiskOf } from './assemble-analysis-result.ts';
import { hazardModelInput } from './hazard-model-input.ts';
import { hazardModels } from './hazards/hazard-models.ts';
import { hazardRiskSeries } from './hazard-risk-series.ts';
import { prepareElements } from './prepare-elements.ts';

/**
 * The yearly total VAR of `analyseAsset(site, asset, scenarioInput)`, the same numbers bit for bit,
 * computed alone: the same hazard models and VAR integration, without the failure probabilities,
 * the per-element series, the metadata, the summary and the result's assembly, which a run read only
 * for its total (the scenario band's low and high runs of a portfolio asset) does not use.
 */
export function analyseAssetTotalRisk(
  site: SiteHazardContext,
  asset: EngineAsset,
  scenarioInput: ScenarioInput = {},
): number[] {
  const modelInput = hazardModelInput(site, asset.design, scenarioInput);
  const { scenario, years } = modelInput;
  const elements = prepareElements(asset.elements, asset.design);
  const riskHazards = years.map(() => new Array<number>(hazardKeys.length).fill(0));
  hazardKeys.forEach((key, hazardIndex) => {
    if (!scenario.hazards.includes(key)) return;
    const assessment = hazardModels[key](modelInput);
    if (assessment.noCalcReason !== undefined) return;
    const { valueAtRisk } = hazardRiskSeries(assessment, elements, hazardIndex, 'value-at-risk');
    years.forEach((_, yearIndex) => {
      riskHazards[yearIndex]![hazardIndex] = valueAtRisk[yearIndex]!;
    });
  });
  return totalRiskOf(riskHazards.map(roundedFractions));
}
