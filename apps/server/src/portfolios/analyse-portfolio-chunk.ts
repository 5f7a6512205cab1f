import {
  AnalysisInputError,
  prepareRiskAnalysis,
  type RiskAnalysisDependencies,
} from '@hazardscope/analysis';
import type { Rating, RiskRequest } from '@hazardscope/contracts';
import { analyseAssetTotalRisk, analyseAssetValueAtRisk, riskRatings } from '@hazardscope/engine';
import { findJurisdiction } from '@hazardscope/hazard-data';
import { encodeAssetValues } from './portfolio-values.ts';

/** One asset of a chunk as an engine thread receives it. */
export interface PortfolioChunkAsset {
  index: number;
  request: RiskRequest;
}

export type PortfolioAssetOutcome =
  | {
      index: number;
      analysed: true;
      currentRating: Rating;
      endOfLifeRating: Rating;
      /** Total VAR in the asset's last year of life (fraction). */
      endOfLifeValueAtRisk: number;
      country: string | null;
      region: string | null;
      /** portfolio-values.ts's stored form. */
      values: Uint8Array;
    }
  | { index: number; analysed: false; failureReason: string };

/**
 * Analyses the assets of one chunk, each with the numbers a single analysis of the same request on
 * the same analysis date gives (`runRiskAnalysis`), then its scenario's low-end and high-end runs
 * for the band (as `analyseScenarioRange` does: the least and the most of the three runs each
 * year). The site, the asset and the scenario are prepared once (`prepareRiskAnalysis`) and the
 * three runs share them; each run computes only the VAR the portfolio stores
 * (`analyseAssetValueAtRisk`, the full analysis's numbers bit for bit), and the ratings are the
 * single analysis's own rule (`riskRatings`). An asset the analysis refuses (a point at sea) fails
 * with the refusal's message; it never stops the others.
 */
export function analysePortfolioChunk(
  assets: readonly PortfolioChunkAsset[],
  dependencies: Pick<RiskAnalysisDependencies, 'catalogue' | 'hazardData' | 'now'>,
): PortfolioAssetOutcome[] {
  return assets.map((asset) => {
    try {
      const prepared = prepareRiskAnalysis(asset.request, dependencies);
      const { site } = prepared;
      const engineAsset = prepared.asset;
      const central = analyseAssetValueAtRisk(site, engineAsset, prepared.scenario);
      const { scenario, totalRisk: totals } = central;
      const runs = [
        totals,
        analyseAssetTotalRisk(site, engineAsset, { ...scenario, climateBound: 'low' }),
        analyseAssetTotalRisk(site, engineAsset, { ...scenario, climateBound: 'high' }),
      ];
      const edge = (pick: (...values: number[]) => number) =>
        totals.map((_, year) => pick(...runs.map((run) => run[year] ?? 0)));
      const { assetLifeEnd } = engineAsset.design;
      const lifeEndIndex = Math.min(totals.length - 1, assetLifeEnd - scenario.startYear);
      const ratings = riskRatings(totals, scenario.startYear, assetLifeEnd);
      const { latitude, longitude } = asset.request.asset;
      // The site's own jurisdiction where the site is the requested point; a point moved to land
      // is placed by where it was asked for.
      const jurisdiction =
        site.location.latitude === latitude && site.location.longitude === longitude
          ? site.jurisdiction
          : findJurisdiction(dependencies.hazardData.jurisdictions, latitude, longitude);
      return {
        index: asset.index,
        analysed: true,
        currentRating: ratings.currentRating,
        endOfLifeRating: ratings.futureRating,
        endOfLifeValueAtRisk: totals[lifeEndIndex] ?? 0,
        country: jurisdiction.country?.alpha2 ?? null,
        region: jurisdiction.subdivision?.name ?? null,
        values: encodeAssetValues({
          totalRisk: totals,
          riskHazards: central.riskHazards,
          lower: edge(Math.min),
          upper: edge(Math.max),
          notCalculated: central.notCalculated,
        }),
      };
    } catch (error) {
      if (!(error instanceof AnalysisInputError)) throw error;
      return { index: asset.index, analysed: false, failureReason: error.message };
    }
  });
}
