// Runs one real place end to end: hazard data → catalogue → engine, through the same analysis
// assembly as the server's POST /api/risk (@hazardscope/analysis), plus each hazard's exceedance
// curves from the engine.
import {
  defaultClimateScenario,
  riskRequestSchema,
  type ClimateScenario,
  type AnalysisResult,
  type HazardKey,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { loadCatalogue } from '@hazardscope/catalogue';
import { assessHazards, type HazardIntensities } from '@hazardscope/engine';
import { loadHazardData, type HazardDataStore } from '@hazardscope/hazard-data';
import { runRiskAnalysis } from '@hazardscope/analysis';
import type { RealSite } from './science-references.ts';

/** One analysis at a real place, with what the engine saw there. */
export interface RealSiteRun {
  readonly site: SiteHazardContext;
  readonly analysis: AnalysisResult;
  readonly intensities: Record<HazardKey, HazardIntensities>;
}

/** Simple House, the archetype every reference uses unless it names another. */
export const defaultArchetype = 'SH';

/**
 * Loads the catalogue and the hazard data once and returns a function that analyses an archetype
 * (default settings; the site's own ground elevation where the site gives one) at a real place.
 * Throws the analysis's input error when the place is refused (e.g. at sea). Pass `hazardData`
 * when the caller holds it already.
 */
export function realSiteAnalyser(
  hazardData: HazardDataStore = loadHazardData(),
): (site: RealSite, archetype?: string, climateScenario?: ClimateScenario) => RealSiteRun {
  const catalogue = loadCatalogue();
  const now = new Date('2025-01-01T00:00:00Z');
  return (realSite, archetype = defaultArchetype, climateScenario = defaultClimateScenario) => {
    const request = riskRequestSchema.parse({
      archetype: { acronym: archetype },
      asset: {
        latitude: realSite.latitude,
        longitude: realSite.longitude,
        address: realSite.name,
        fields:
          realSite.elevationMetres === undefined ? {} : { elevation: realSite.elevationMetres },
      },
      scenario: { climateScenario },
    });
    const { site, analysis } = runRiskAnalysis(request, { catalogue, hazardData, now });
    const intensities = assessHazards(site, analysis.inputs.asset, analysis.inputs.scenario);
    return { site, analysis, intensities };
  };
}
