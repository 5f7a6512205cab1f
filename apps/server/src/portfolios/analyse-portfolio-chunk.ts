import {
  AnalysisInputError,
  runRiskAnalysis,
  type RiskAnalysisDependencies,
} from '@hazardscope/analysis';
import { scenarioSchema, type Rating, type RiskRequest } from '@hazardscope/contracts';
import { analyseAssetTotalRisk } from '@hazardscope/engine';
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
 * Analyses the assets of one chunk, each exactly as a single analysis of the same request on the
 * same analysis date (`runRiskAnalysis`), then its scenario's low-end and high-end runs on the same
 * site and asset for the band (as `analyseScenarioRange` does: the least and the most of the three
 * runs each year). An asset the analysis refuses (a point at sea) fails with the refusal's message;
 * it never stops the others.
 */
export function analysePortfolioChunk(
  assets: readonly PortfolioChunkAsset[],
  dependencies: Pick<RiskAnalysisDependencies, 'catalogue' | 'hazardData' | 'now'>,
): PortfolioAssetOutcome[] {
  return assets.map((asset) => {
    try {
      const { site, analysis } = runRiskAnalysis(asset.request, dependencies);
      const scenario = scenarioSchema.parse({
        ...analysis.inputs.scenario,
        climateBound: 'central',
      });
      const totals = analysis.properties.totalRisk;
      // The band's runs are read for their total alone: the engine computes only that.
      const runs = [
        totals,
        analyseAssetTotalRisk(site, analysis.inputs.asset, { ...scenario, climateBound: 'low' }),
        analyseAssetTotalRisk(site, analysis.inputs.asset, { ...scenario, climateBound: 'high' }),
      ];
      const edge = (pick: (...values: number[]) => number) =>
        totals.map((_, year) => pick(...runs.map((run) => run[year] ?? 0)));
      const lifeEndIndex = Math.min(
        totals.length - 1,
        analysis.properties.assetLifeEnd - analysis.inputs.scenario.startYear,
      );
      const jurisdiction = findJurisdiction(
        dependencies.hazardData.jurisdictions,
        asset.request.asset.latitude,
        asset.request.asset.longitude,
      );
      return {
        index: asset.index,
        analysed: true,
        currentRating: analysis.summary.currentRating,
        endOfLifeRating: analysis.summary.futureRating,
        endOfLifeValueAtRisk: totals[lifeEndIndex] ?? 0,
        country: jurisdiction.country?.alpha2 ?? null,
        region: jurisdiction.subdivision?.name ?? null,
        values: encodeAssetValues({
          totalRisk: totals,
          riskHazards: analysis.properties.riskHazards,
          lower: edge(Math.min),
          upper: edge(Math.max),
        }),
      };
    } catch (error) {
      if (!(error instanceof AnalysisInputError)) throw error;
      return { index: asset.index, analysed: false, failureReason: error.message };
    }
  });
}
