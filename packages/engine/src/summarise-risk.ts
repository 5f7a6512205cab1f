import {
  maximumToDateFromYear,
  ratingForValueAtRisk,
  runningMaximumFrom,
  type AnalysisSummary,
} from '@hazardscope/contracts';

/** Combined failure probability of independent hazards: 1 − Π_h (1 − FP_h). */
export function combinedFailureProbability(failureByHazard: readonly number[]): number {
  return 1 - failureByHazard.reduce((survival, failure) => survival * (1 - failure), 1);
}

/**
 * The ratings of a run: the analysis years run from 2020 (or the scenario start, if later) to the
 * asset's life end (or the scenario end, if earlier); the current rating is that of the first
 * analysis year, the future rating that of the year of peak total VAR among the analysis years.
 */
export function riskRatings(
  totalRisk: readonly number[],
  startYear: number,
  assetLifeEnd: number,
): Pick<AnalysisSummary, 'currentRatingYear' | 'currentRating' | 'futureRating' | 'peakRiskYear'> {
  const lastIndex = totalRisk.length - 1;
  const firstAnalysisIndex = Math.min(lastIndex, Math.max(0, maximumToDateFromYear - startYear));
  const lastAnalysisIndex = Math.max(
    firstAnalysisIndex,
    Math.min(lastIndex, assetLifeEnd - startYear),
  );
  let peakIndex = firstAnalysisIndex;
  for (let index = firstAnalysisIndex; index <= lastAnalysisIndex; index += 1) {
    if (totalRisk[index]! > totalRisk[peakIndex]!) peakIndex = index;
  }
  return {
    currentRatingYear: startYear + firstAnalysisIndex,
    currentRating: ratingForValueAtRisk(totalRisk[firstAnalysisIndex] ?? 0),
    futureRating: ratingForValueAtRisk(totalRisk[peakIndex] ?? 0),
    peakRiskYear: startYear + peakIndex,
  };
}

/** Ratings (riskRatings) and running maxima of the total VAR and the combined failure. */
export function summariseRisk(
  totalRisk: readonly number[],
  failureHazards: readonly (readonly number[])[],
  startYear: number,
  assetLifeEnd: number,
): AnalysisSummary {
  const combinedFailure = failureHazards.map(combinedFailureProbability);
  return {
    ...riskRatings(totalRisk, startYear, assetLifeEnd),
    combinedFailure,
    maximumToDateTotalRisk: runningMaximumFrom(totalRisk, startYear, maximumToDateFromYear),
    maximumToDateCombinedFailure: runningMaximumFrom(
      combinedFailure,
      startYear,
      maximumToDateFromYear,
    ),
  };
}
