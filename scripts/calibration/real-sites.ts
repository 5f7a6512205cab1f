// Real places on every inhabited continent, analysed end to end (hazard data → catalogue → engine)
// by the site-risk table test and printed by `npx tsx scripts/calibration/site-risk-table.ts`.
import {
  hazardKeys,
  riskRequestSchema,
  type AnalysisResult,
  type HazardKey,
} from '@hazardscope/contracts';
import { loadCatalogue } from '@hazardscope/catalogue';
import { loadHazardData } from '@hazardscope/hazard-data';
import { runRiskAnalysis } from '@hazardscope/analysis';

export interface RealSite {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /** The user's own ground elevation (m), where the 20′ grid cannot see a low coast or a polder. */
  readonly elevationMetres?: number;
}

export const realSites = {
  miami: { name: 'Miami', latitude: 25.77, longitude: -80.19, elevationMetres: 2 },
  houston: { name: 'Houston', latitude: 29.76, longitude: -95.37, elevationMetres: 15 },
  manila: { name: 'Manila', latitude: 14.6, longitude: 120.98, elevationMetres: 5 },
  dhaka: { name: 'Dhaka', latitude: 23.81, longitude: 90.41, elevationMetres: 8 },
  mumbai: { name: 'Mumbai', latitude: 19.08, longitude: 72.88, elevationMetres: 5 },
  rotterdam: { name: 'Rotterdam', latitude: 51.92, longitude: 4.48, elevationMetres: -2 },
  london: { name: 'London', latitude: 51.51, longitude: -0.13 },
  phoenix: { name: 'Phoenix', latitude: 33.45, longitude: -112.07 },
  sydneyCoastal: {
    name: 'Sydney (coastal)',
    latitude: -33.87,
    longitude: 151.21,
    elevationMetres: 20,
  },
  sydneyInland: { name: 'Sydney (Penrith, inland)', latitude: -33.75, longitude: 150.69 },
  darwin: { name: 'Darwin', latitude: -12.46, longitude: 130.84, elevationMetres: 10 },
  oslo: { name: 'Oslo', latitude: 59.91, longitude: 10.75 },
  reykjavik: { name: 'Reykjavik', latitude: 64.15, longitude: -21.94, elevationMetres: 15 },
  lagos: { name: 'Lagos', latitude: 6.52, longitude: 3.38, elevationMetres: 3 },
  cairo: { name: 'Cairo', latitude: 30.04, longitude: 31.24 },
  santiago: { name: 'Santiago', latitude: -33.45, longitude: -70.67 },
  tokyo: { name: 'Tokyo', latitude: 35.68, longitude: 139.69, elevationMetres: 20 },
  denver: { name: 'Denver', latitude: 39.74, longitude: -104.99 },
} as const satisfies Record<string, RealSite>;

export type RealSiteKey = keyof typeof realSites;

/** Loads the catalogue and the hazard data once and analyses one archetype at a real site. */
export function realSiteAnalyser(archetype = 'SH'): (site: RealSite) => AnalysisResult {
  const catalogue = loadCatalogue();
  const hazardData = loadHazardData();
  const now = new Date('2025-01-01T00:00:00Z');
  return (site) => {
    const request = riskRequestSchema.parse({
      archetype: { acronym: archetype },
      asset: {
        latitude: site.latitude,
        longitude: site.longitude,
        address: site.name,
        fields: site.elevationMetres === undefined ? {} : { elevation: site.elevationMetres },
      },
      scenario: {},
    });
    return runRiskAnalysis(request, { catalogue, hazardData, now }).analysis;
  };
}

/** VAR (fraction of replacement cost) of one hazard in one year. */
export function hazardValueAtRisk(result: AnalysisResult, hazard: HazardKey, year: number): number {
  const yearIndex = year - result.inputs.scenario.startYear;
  return result.properties.riskHazards[yearIndex]?.[hazardKeys.indexOf(hazard)] ?? 0;
}

/** Failure probability of one hazard in one year. */
export function hazardFailureProbability(
  result: AnalysisResult,
  hazard: HazardKey,
  year: number,
): number {
  const yearIndex = year - result.inputs.scenario.startYear;
  return result.properties.failureHazards[yearIndex]?.[hazardKeys.indexOf(hazard)] ?? 0;
}

/** Total VAR in one year. */
export function totalValueAtRisk(result: AnalysisResult, year: number): number {
  return result.properties.totalRisk[year - result.inputs.scenario.startYear] ?? 0;
}

/** The hazards with a non-zero VAR in a year, largest first. */
export function hazardsByValueAtRisk(result: AnalysisResult, year: number): HazardKey[] {
  return hazardKeys
    .filter((hazard) => hazardValueAtRisk(result, hazard, year) > 0)
    .sort(
      (left, right) =>
        hazardValueAtRisk(result, right, year) - hazardValueAtRisk(result, left, year),
    );
}
