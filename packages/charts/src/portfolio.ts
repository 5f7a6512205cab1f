import { hazardKeys, type PortfolioSummary } from '@hazardscope/contracts';
import type { ChartInput } from './chart-input.ts';

/**
 * The chart input of a portfolio: its value-weighted VAR per year (Σ value × VAR ÷ Σ value), total
 * and by hazard, so the single analysis's VAR-over-time chart draws the portfolio too, with the
 * scenario band passed as its range. A portfolio keeps no failure probabilities or elements.
 */
export function chartInputFromPortfolioSummary(
  summary: Pick<PortfolioSummary, 'valueAtRisk'>,
): ChartInput {
  const { valueAtRisk } = summary;
  return {
    startYear: valueAtRisk.firstYear,
    sample: false,
    totalRisk: valueAtRisk.total,
    riskHazards: valueAtRisk.total.map((_, year) =>
      hazardKeys.map((hazard) => valueAtRisk.byHazard[hazard][year] ?? 0),
    ),
    failureHazards: [],
    combinedFailure: [],
    riskHazardsElements: [],
    elementNames: [],
    notCalculated: {},
    failureNotCalculated: {},
    dataLimited: {},
  };
}
