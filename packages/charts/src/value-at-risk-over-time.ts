import type { EChartsOption } from 'echarts';
import type { ChartInput } from './chart-input.ts';
import { valueAtRiskAxisMaximumPercent, valueAtRiskReferenceLines } from './reference-lines.ts';
import {
  hazardLineSeries,
  highestPercent,
  rangeBandSeries,
  totalAndMaximumToDateSeries,
  yearlyPercentOption,
  type YearlyRange,
} from './time-series-parts.ts';

/**
 * Annual VAR (%) per hazard over the years, the total, and its running maximum from 2020, with the
 * reference lines at 0.2 %, 1 % and 10 % that fall within the axis; with `range`, the band of the
 * total between the low and the high end of the scenario's range.
 */
export function valueAtRiskOverTimeOption(input: ChartInput, range?: YearlyRange): EChartsOption {
  const axisMaximumPercent = valueAtRiskAxisMaximumPercent(highestPercent(input.totalRisk, range));
  const visibleLines = valueAtRiskReferenceLines.filter(
    (line) => line.percent <= axisMaximumPercent,
  );
  const [total, maximumToDate] = totalAndMaximumToDateSeries(input, input.totalRisk, 'Total');
  // The lines and their labels above the hazard lines, each label on a white halo, so that a
  // hazard line crossing a label's place does not strike it through.
  total.markLine = {
    silent: true,
    symbol: 'none',
    z: 10,
    data: visibleLines.map((line) => ({
      yAxis: line.percent,
      name: line.label,
      lineStyle: { color: line.colour, type: 'dashed', width: 1.5 },
      label: {
        formatter: line.label,
        position: 'insideEndTop',
        color: line.colour,
        textBorderColor: '#FFFFFF',
        textBorderWidth: 3,
      },
    })),
  };
  return yearlyPercentOption(input, {
    title: 'Value At Risk by hazard (% of replacement cost per year)',
    axisName: 'VAR (%)',
    axisMaximumPercent,
    series: [
      ...(range === undefined ? [] : rangeBandSeries(input, range, 'Total')),
      ...hazardLineSeries(input, input.riskHazards),
      total,
      maximumToDate,
    ],
  });
}
