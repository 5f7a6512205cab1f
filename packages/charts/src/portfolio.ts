import {
  hazardKeys,
  ratingColours,
  ratingLabels,
  ratingSchema,
  type PortfolioSummary,
  type RatingCounts,
} from '@hazardscope/contracts';
import type { EChartsOption } from 'echarts';
import type { ChartInput } from './chart-input.ts';
import { axisLineStyle, baseOption, splitLineStyle } from './chart-style.ts';
import { bottomLegend } from './time-series-parts.ts';
import { valueAtRiskOverTimeOption } from './value-at-risk-over-time.ts';

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

export const portfolioValueAtRiskTitle =
  'Portfolio Value At Risk by hazard, value-weighted (% of replacement value per year)';

/**
 * The portfolio's VAR chart, on screen and in the portfolio report alike: the single-asset VAR
 * chart drawn from the summary's value-weighted VAR (`chartInputFromPortfolioSummary`) — a line
 * per hazard, the total with its running maximum, the rating reference lines — with the scenario's
 * band around the total, titled as the portfolio's.
 */
export function portfolioValueAtRiskOption(
  summary: Pick<PortfolioSummary, 'valueAtRisk'>,
): EChartsOption {
  const option = valueAtRiskOverTimeOption(chartInputFromPortfolioSummary(summary), {
    lower: summary.valueAtRisk.lower,
    upper: summary.valueAtRisk.upper,
  });
  const title = Array.isArray(option.title) ? option.title[0] : option.title;
  return { ...option, title: { ...title, text: portfolioValueAtRiskTitle } };
}

/**
 * The rating distribution of a portfolio at two moments (now and at the end of the assets' life):
 * one stacked bar per moment, split into the assets rated A, B and C, each in its rating's colour
 * and named with its letter, so colour is never the only cue.
 */
export function ratingDistributionOption(
  moments: readonly { label: string; counts: RatingCounts }[],
): EChartsOption {
  const ratings = ratingSchema.options;
  return {
    ...baseOption('Assets by rating (number of assets)', undefined, false),
    legend: bottomLegend,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: moments.map((moment) => moment.label),
      axisLine: axisLineStyle,
    },
    yAxis: {
      type: 'value',
      name: 'Assets',
      min: 0,
      minInterval: 1,
      splitLine: splitLineStyle,
    },
    series: ratings.map((rating) => ({
      name: `${rating} (${ratingLabels[rating]})`,
      type: 'bar',
      stack: 'assets',
      barMaxWidth: 72,
      color: ratingColours[rating],
      // The letter on a segment tall enough to hold it (5 % of the bar or more).
      data: moments.map((moment) => {
        const total = moment.counts.A + moment.counts.B + moment.counts.C;
        const value = moment.counts[rating];
        return { value, label: { show: total > 0 && value / total >= 0.05, formatter: rating } };
      }),
    })),
  };
}
