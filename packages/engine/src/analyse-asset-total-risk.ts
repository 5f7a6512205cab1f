import {
  hazardKeys,
  roundFraction,
  type EngineAsset,
  type HazardKey,
  type Scenario,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { totalRiskOf } from './assemble-analysis-result.ts';
import { hazardModelInput } from './hazard-model-input.ts';
import { hazardModels } from './hazards/hazard-models.ts';
import { hazardRiskSeries } from './hazard-risk-series.ts';
import { prepareElements } from './prepare-elements.ts';

/** The yearly VAR of a run, as `analyseAsset` returns it, without the rest of the result. */
export interface AssetValueAtRisk {
  /** The parsed scenario of the run (`analyseAsset`'s inputs.scenario). */
  readonly scenario: Scenario;
  /** properties.totalRisk. */
  readonly totalRisk: number[];
  /** properties.riskHazards: [year][hazard], hazards in `hazardKeys` order, rounded. */
  readonly riskHazards: number[][];
  /**
   * The hazards of the scenario the models could not calculate at the site (their VAR is 0 here but
   * means 'Not Calculated', not 'no risk'), in `hazardKeys` order.
   */
  readonly notCalculated: HazardKey[];
}

/**
 * The yearly total VAR and VAR per hazard of `analyseAsset(site, asset, scenarioInput)`, the same
 * numbers bit for bit, computed alone: the same hazard models and VAR integration, without the
 * failure probabilities, the per-element series, the metadata, the summary and the result's
 * assembly, which a run read only for its VAR (a portfolio asset's runs) does not use.
 */
export function analyseAssetValueAtRisk(
  site: SiteHazardContext,
  asset: EngineAsset,
  scenarioInput: ScenarioInput = {},
): AssetValueAtRisk {
  const modelInput = hazardModelInput(site, asset.design, scenarioInput);
  const { scenario, years } = modelInput;
  const elements = prepareElements(asset.elements, asset.design);
  const riskHazards = years.map(() => new Array<number>(hazardKeys.length).fill(0));
  const notCalculated: HazardKey[] = [];
  hazardKeys.forEach((key, hazardIndex) => {
    if (!scenario.hazards.includes(key)) return;
    const assessment = hazardModels[key](modelInput);
    if (assessment.noCalcReason !== undefined) {
      notCalculated.push(key);
      return;
    }
    const { valueAtRisk } = hazardRiskSeries(assessment, elements, hazardIndex, 'value-at-risk');
    for (let yearIndex = 0; yearIndex < years.length; yearIndex += 1)
      riskHazards[yearIndex]![hazardIndex] = valueAtRisk[yearIndex]!;
  });
  // Rounded in place (the rows are this run's own): the values of `roundedFractions`.
  for (const byHazard of riskHazards)
    for (let hazardIndex = 0; hazardIndex < byHazard.length; hazardIndex += 1)
      byHazard[hazardIndex] = roundFraction(byHazard[hazardIndex]!);
  return { scenario, totalRisk: totalRiskOf(riskHazards), riskHazards, notCalculated };
}

/** The yearly total VAR of `analyseAsset(site, asset, scenarioInput)`, bit for bit. */
export function analyseAssetTotalRisk(
  site: SiteHazardContext,
  asset: EngineAsset,
  scenarioInput: ScenarioInput = {},
): number[] {
  return analyseAssetValueAtRisk(site, asset, scenarioInput).totalRisk;
}
