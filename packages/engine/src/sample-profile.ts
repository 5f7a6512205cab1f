import {
  hazardKeys,
  scenarioSchema,
  type AnalysisResult,
  type EngineAsset,
  type HazardKey,
  type HazardMetadata,
  type ScenarioInput,
} from '@hazardscope/contracts';
import { warmingCelsiusForYear } from './climate/warming-path.ts';
import { hazardDescriptions } from './hazards/hazard-models.ts';
import { prepareElements } from './prepare-elements.ts';
import { assembleAnalysisResult } from './assemble-analysis-result.ts';

/** Warning carried by every sample profile. */
export const sampleProfileWarning =
  'Sample results: an illustrative profile with the shape of a real analysis, not an analysis of this site.';

/** Total VAR of the sample in 1990 (rating A) and 2100 (rating B), as fractions. */
const sampleValueAtRisk1990 = 0.0012;
const sampleValueAtRisk2100 = 0.0045;
/** Illustrative failure probability per unit of VAR. */
const sampleFailurePerValueAtRisk = 1.5;

/** Fixed illustrative split of the sample VAR between hazards (sums to 1). */
const sampleHazardWeights: Record<HazardKey, number> = {
  flood_riverine: 0.18,
  inundation: 0.07,
  heat: 0.2,
  forest_fire: 0.1,
  wind: 0.2,
  soil_movement: 0.1,
  'freeze-thaw': 0.05,
  flood_surfacewater: 0.07,
  cyclone_wind: 0.03,
};

/**
 * The synthetic profile shown for an unpurchased analysis (ARCHITECTURE.md: real results never
 * leave the server unpurchased). Same shape as a real result and marked `sample: true` with a
 * warning: total VAR rises linearly with the SSP5-8.5 warming path from 0.12 % in 1990 (A) to
 * 0.45 % in 2100 (B), split between hazards by fixed weights and between exposed elements by share ×
 * coefficient. Deterministic; reads nothing about the site but its coordinates.
 */
export function sampleProfile(
  location: { latitude: number; longitude: number },
  asset: EngineAsset,
  scenarioInput: ScenarioInput = {},
): AnalysisResult {
  const scenario = scenarioSchema.parse(scenarioInput);
  const elements = prepareElements(asset.elements, asset.design);
  const firstWarming = warmingCelsiusForYear(1990);
  const warmingSpan = warmingCelsiusForYear(2100) - firstWarming;
  const years: number[] = [];
  for (let year = scenario.startYear; year <= scenario.endYear; year += 1) years.push(year);

  const elementWeights = hazardKeys.map((_, hazardIndex) => {
    const weights = elements.map((element) => element.share * element.coefficients[hazardIndex]!);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return total > 0 ? weights.map((weight) => weight / total) : null;
  });
  const riskHazardsElements = years.map((year) => {
    const total =
      sampleValueAtRisk1990 +
      ((sampleValueAtRisk2100 - sampleValueAtRisk1990) *
        (warmingCelsiusForYear(year) - firstWarming)) /
        warmingSpan;
    return hazardKeys.map((key, hazardIndex) => {
      const weights = elementWeights[hazardIndex];
      if (weights === null || weights === undefined || !scenario.hazards.includes(key))
        return elements.map(() => 0);
      return weights.map((weight) => total * sampleHazardWeights[key] * weight);
    });
  });
  const riskHazards = riskHazardsElements.map((byHazard) =>
    byHazard.map((byElement) => byElement.reduce((sum, value) => sum + value, 0)),
  );
  const failureHazards = riskHazards.map((byHazard) =>
    byHazard.map((value) => Math.min(1, value * sampleFailurePerValueAtRisk)),
  );
  const metadata = Object.fromEntries(
    hazardKeys.map((key) => [
      key,
      { description: hazardDescriptions[key] } satisfies HazardMetadata,
    ]),
  ) as Record<HazardKey, HazardMetadata>;
  return assembleAnalysisResult({
    location,
    asset,
    scenario,
    elementNames: elements.map((element) => element.name),
    yearly: { riskHazards, failureHazards, riskHazardsElements },
    metadata,
    warnings: [sampleProfileWarning],
    sample: true,
  });
}
