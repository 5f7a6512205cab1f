// Pinned end-to-end results: a Simple House at every calibration place, its VAR and failure
// probability per hazard (and the totals) in 2020, 2050 and 2100, computed from the committed
// hazard data through the catalogue and the engine. Pinning them makes any change of a dataset,
// coefficient or rule show as a reviewed diff of pinned-results.json rather than pass unseen.
import { hazardKeys, type AnalysisResult } from '@hazardscope/contracts';
import {
  hazardFailureProbability,
  hazardValueAtRisk,
  totalValueAtRisk,
} from '../science-validation/analysis-values.ts';
import { calibrationSiteIds, realSiteResults, realSites } from './real-sites.ts';

/** The years pinned: the first analysis year, mid-century and the end of the century. */
export const pinnedYears = [2020, 2050, 2100] as const;

/**
 * Relative tolerance of the comparison. The engine is deterministic, so only floating-point
 * differences between machines may pass; any real change of a number fails.
 */
export const pinnedRelativeTolerance = 1e-9;

/** One place's pinned values: `${hazard}.valueAtRisk.${year}` and the like, plus the totals. */
export type PinnedValues = Record<string, number>;

/** The values pinned for one analysis. */
export function pinnedValuesOf(result: AnalysisResult): PinnedValues {
  const values: PinnedValues = {};
  for (const year of pinnedYears) {
    values[`total.valueAtRisk.${year}`] = totalValueAtRisk(result, year);
    for (const hazard of hazardKeys) {
      values[`${hazard}.valueAtRisk.${year}`] = hazardValueAtRisk(result, hazard, year);
      values[`${hazard}.failureProbability.${year}`] = hazardFailureProbability(
        result,
        hazard,
        year,
      );
    }
  }
  return values;
}

/** Every calibration place's pinned values, by place id, as the engine computes them now. */
export function computePinnedResults(): Record<string, PinnedValues> {
  const analyse = realSiteResults();
  return Object.fromEntries(
    calibrationSiteIds.map((id) => [id, pinnedValuesOf(analyse(realSites[id]))]),
  );
}
