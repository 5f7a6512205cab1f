import type { EChartsOption, LineSeriesOption } from 'echarts';
import { yearsOf, type ChartInput } from './chart-input.ts';
import { baseOption, seriesColour } from './chart-style.ts';
import { valueAtRiskAxisMaximumPercent, valueAtRiskReferenceLines } from './reference-lines.ts';
import {
  bottomLegend,
  hazardLineSeries,
  percentAxis,
  percentTooltip,
  sampleSubtitle,
  toPercent,
  totalAndMaximumToDateSeries,
  yearAxis,
} from './time-series-parts.ts';

/** The lower and upper total VAR per year of the scenario's range (fractions, as `totalRisk`). */
export interface TotalRiskRange {
  lower: readonly number[];
  upper: readonly number[];
}

/** Colour of the band between the low and the high end of the range. */
const rangeColour = '#1B2631';

/**
 * The band of the total between the low and the high end of the scenario's range: the high end
 * filled lightly down to the axis, the low end filled with the background on top of it, so the
 * band between the two lines stays shaded; both lines drawn under the hazard lines.
 */
function rangeSeries(input: ChartInput, range: TotalRiskRange): LineSeriesOption[] {
  const years = yearsOf(input);
  const line = (name: string, values: readonly number[], fill: string, opacity: number) =>
    ({
      name,
      type: 'line',
      showSymbol: false,
      z: 1,
      lineStyle: { width: 1, type: 'dashed' },
      color: seriesColour(rangeColour, input.sample),
      areaStyle: { color: fill, opacity },
      data: years.map((year, yearIndex) => [year, toPercent(values[yearIndex] ?? 0)]),
    }) satisfies LineSeriesOption;
  return [
    line('Total, high end of range', range.upper, rangeColour, 0.12),
    line('Total, low end of range', range.lower, '#FFFFFF', 1),
  ];
}

/**
 * Annual VAR (%) per hazard over the years, the total, and its running maximum from 2020, with the
 * reference lines at 0.2 %, 1 % and 10 % that fall within the axis; with `range`, the band of the
 * total between the low and the high end of the scenario's range.
 */
export function valueAtRiskOverTimeOption(
  input: ChartInput,
  range?: TotalRiskRange,
): EChartsOption {
  const axisMaximumPercent = valueAtRiskAxisMaximumPercent(
    Math.max(0, ...input.totalRisk.map(toPercent), ...(range?.upper ?? []).map(toPercent)),
  );
  const visibleLines = valueAtRiskReferenceLines.filter(
    (line) => line.percent <= axisMaximumPercent,
  );
  const [total, maximumToDate] = totalAndMaximumToDateSeries(input, input.totalRisk, 'Total');
  total.markLine = {
    silent: true,
    symbol: 'none',
    data: visibleLines.map((line) => ({
      yAxis: line.percent,
      name: line.label,
      lineStyle: { color: line.colour, type: 'dashed', width: 1.5 },
      label: { formatter: line.label, position: 'insideEndTop', color: line.colour },
    })),
  };
  return {
    ...baseOption(
      'Value At Risk by hazard (% of replacement cost per year)',
      sampleSubtitle(input),
      input.sample,
    ),
    legend: bottomLegend,
    tooltip: percentTooltip,
    xAxis: yearAxis(yearsOf(input)),
    yAxis: percentAxis('VAR (%)', axisMaximumPercent),
    series: [
      ...(range === undefined ? [] : rangeSeries(input, range)),
      ...hazardLineSeries(input, input.riskHazards),
      total,
      maximumToDate,
    ],
  };
}
