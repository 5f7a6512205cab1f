// Reading one hazard's yearly values out of an analysis result.
import { hazardKeys, type AnalysisResult, type HazardKey } from '@hazardscope/contracts';

function yearIndex(result: AnalysisResult, year: number): number {
  return year - result.inputs.scenario.startYear;
}

/** VAR (fraction of replacement cost) of one hazard in one year. */
export function hazardValueAtRisk(result: AnalysisResult, hazard: HazardKey, year: number): number {
  return result.properties.riskHazards[yearIndex(result, year)]?.[hazardKeys.indexOf(hazard)] ?? 0;
}

/** Failure probability of one hazard in one year. */
export function hazardFailureProbability(
  result: AnalysisResult,
  hazard: HazardKey,
  year: number,
): number {
  return (
    result.properties.failureHazards[yearIndex(result, year)]?.[hazardKeys.indexOf(hazard)] ?? 0
  );
}

/** Total VAR in one year. */
export function totalValueAtRisk(result: AnalysisResult, year: number): number {
  return result.properties.totalRisk[yearIndex(result, year)] ?? 0;
}

/** Largest VAR of one hazard over every year of the analysis. */
export function peakHazardValueAtRisk(result: AnalysisResult, hazard: HazardKey): number {
  const index = hazardKeys.indexOf(hazard);
  return Math.max(0, ...result.properties.riskHazards.map((byHazard) => byHazard[index] ?? 0));
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
