import type { EChartsOption } from 'echarts';
import type { ChartInput } from './chart-input.ts';
import {
  hazardLineSeries,
  highestPercent,
  percentAxisMaximum,
  rangeBandSeries,
  totalAndMaximumToDateSeries,
  yearlyPercentOption,
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
  return yearlyPercentOption(input, {
    title: 'Annual failure probability by hazard (%)',
    axisName: 'Failure probability (%)',
    axisMaximumPercent: percentAxisMaximum(highestPercent(input.combinedFailure, range)),
    series: [
      ...(range === undefined ? [] : rangeBandSeries(input, range, 'Combined')),
      ...hazardLineSeries(input, input.failureHazards, input.failureNotCalculated),
      ...totalAndMaximumToDateSeries(input, input.combinedFailure, 'Combined'),
    ],
  });
}
