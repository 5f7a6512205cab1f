import type { EChartsOption } from 'echarts';
import { yearsOf, type ChartInput } from './chart-input.ts';
import { baseOption } from './chart-style.ts';
import { niceCeiling } from './reference-lines.ts';
import {
  bottomLegend,
  hazardLineSeries,
  percentAxis,
  percentTooltip,
  rangeBandSeries,
  sampleSubtitle,
  toPercent,
  totalAndMaximumToDateSeries,
  yearAxis,
  type YearlyRange,
} from './time-series-parts.ts';

/**
 * Annual failure probability (%) per hazard, combined, and its running maximum from 2020. A hazard
 * whose failure probability is not calculated has no line (a flat 0 would read as no risk). With
 * `range`, the band of the combined probability between the low and the high end of the
 * scenario's range.
 */
export function failureProbabilityOverTimeOption(
  input: ChartInput,
  range?: YearlyRange,
): EChartsOption {
  const dataMaximumPercent = Math.max(
    0,
    ...input.combinedFailure.map(toPercent),
    ...(range?.upper ?? []).map(toPercent),
  );
  return {
    ...baseOption('Annual failure probability by hazard (%)', sampleSubtitle(input), input.sample),
    legend: bottomLegend,
    tooltip: percentTooltip,
    xAxis: yearAxis(yearsOf(input)),
    yAxis: percentAxis(
      'Failure probability (%)',
      niceCeiling(Math.max(dataMaximumPercent * 1.15, 0.1)),
    ),
    series: [
      ...(range === undefined ? [] : rangeBandSeries(input, range, 'Combined')),
      ...hazardLineSeries(input, input.failureHazards, input.failureNotCalculated),
      ...totalAndMaximumToDateSeries(input, input.combinedFailure, 'Combined'),
    ],
  };
}
