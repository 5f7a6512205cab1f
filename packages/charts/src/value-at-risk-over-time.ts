import type { EChartsOption } from 'echarts';
import { yearsOf, type ChartInput } from './chart-input.ts';
import { baseOption } from './chart-style.ts';
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

/**
 * Annual VAR (%) per hazard over the years, the total, and its running maximum from 2020, with the
 * reference lines at 0.2 %, 1 % and 10 % that fall within the axis.
 */
export function valueAtRiskOverTimeOption(input: ChartInput): EChartsOption {
  const axisMaximumPercent = valueAtRiskAxisMaximumPercent(
    Math.max(0, ...input.totalRisk.map(toPercent)),
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
    series: [...hazardLineSeries(input, input.riskHazards), total, maximumToDate],
  };
}
