import {
  roundFraction,
  type AnalysisResult,
  type EngineAsset,
  type HazardKey,
  type HazardMetadata,
  type Scenario,
} from '@hazardscope/contracts';
import { summariseRisk } from './summarise-risk.ts';

/** The yearly arrays of a result, indexed [year − startYear][hazard index][element index]. */
interface YearlyRisk {
  readonly riskHazards: number[][];
  readonly failureHazards: number[][];
  readonly riskHazardsElements: readonly (readonly number[])[][];
}

export interface AnalysisResultParts {
  readonly location: { latitude: number; longitude: number };
  readonly asset: EngineAsset;
  readonly scenario: Scenario;
  readonly elementNames: string[];
  readonly yearly: YearlyRisk;
  readonly metadata: Record<HazardKey, HazardMetadata>;
  readonly warnings: string[];
  readonly sample: boolean;
}

/**
 * A new array of the values rounded by `roundFraction` (1e-9 of replacement cost), which halves the
 * size of a stored or sent result (a plain loop: ~12,000 values a result).
 */
function roundedFractions(values: readonly number[]): number[] {
  const rounded = new Array<number>(values.length);
  for (let index = 0; index < values.length; index += 1)
    rounded[index] = roundFraction(values[index]!);
  return rounded;
}

/** Total VAR of each year: Σ_h VAR_h of the rounded hazard VARs, in hazard order, capped at 1. */
export function totalRiskOf(roundedRiskHazards: readonly (readonly number[])[]): number[] {
  return roundedRiskHazards.map((byHazard) =>
    Math.min(
      1,
      byHazard.reduce((sum, value) => sum + value, 0),
    ),
  );
}

/** Puts a result together: total VAR Σ_h VAR_h capped at 1, ratings and running maxima, inputs. */
export function assembleAnalysisResult(parts: AnalysisResultParts): AnalysisResult {
  const { asset, scenario } = parts;
  const yearly = {
    riskHazards: parts.yearly.riskHazards.map(roundedFractions),
    failureHazards: parts.yearly.failureHazards.map(roundedFractions),
    riskHazardsElements: parts.yearly.riskHazardsElements.map((byHazard) =>
      byHazard.map(roundedFractions),
    ),
  };
  const totalRisk = totalRiskOf(yearly.riskHazards);
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [parts.location.longitude, parts.location.latitude] },
    properties: {
      name: asset.name,
      address: asset.address,
      archetype: asset.archetype.acronym,
      assetLifeEnd: asset.design.assetLifeEnd,
      sample: parts.sample,
      elementNames: parts.elementNames,
      totalRisk,
      ...yearly,
    },
    summary: summariseRisk(
      totalRisk,
      yearly.failureHazards,
      scenario.startYear,
      asset.design.assetLifeEnd,
    ),
    metadata: parts.metadata,
    warnings: parts.warnings,
    inputs: { archetype: asset.archetype, scenario, asset },
  };
}
