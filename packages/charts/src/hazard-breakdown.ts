import { hazardColours, hazardKeys, hazardLabels, type HazardKey } from '@hazardscope/contracts';
import type { EChartsOption } from 'echarts';
import { yearsOf, type ChartInput } from './chart-input.ts';
import { baseOption, seriesColour } from './chart-style.ts';
import { niceCeiling } from './reference-lines.ts';
import {
  bottomLegend,
  computedHazards,
  percentAxis,
  percentTooltip,
  sampleSubtitle,
  toPercent,
  yearAxis,
} from './time-series-parts.ts';

/** How the total VAR builds up from each hazard over the years: stacked areas. */
export function hazardBreakdownOption(input: ChartInput): EChartsOption {
  const years = yearsOf(input);
  return {
    ...baseOption(
      'Contribution of each hazard to Value At Risk (% per year)',
      sampleSubtitle(input),
      input.sample,
    ),
    legend: bottomLegend,
    tooltip: percentTooltip,
    xAxis: yearAxis(years),
    yAxis: percentAxis(
      'VAR (%)',
      niceCeiling(Math.max(0.25, ...input.totalRisk.map((value) => toPercent(value) * 1.1))),
    ),
    series: computedHazards(input).map((hazard) => {
      const index = hazardKeys.indexOf(hazard);
      return {
        name: hazardLabels[hazard],
        type: 'line',
        stack: 'value-at-risk',
        showSymbol: false,
        areaStyle: { opacity: 0.85 },
        lineStyle: { width: 0.5 },
        color: seriesColour(hazardColours[hazard], input.sample),
        data: years.map((year, yearIndex) => [
          year,
          toPercent(input.riskHazards[yearIndex]?.[index] ?? 0),
        ]),
      };
    }),
  };
}

/**
 * One hazard's VAR and failure probability over the years, on two axes; for a hazard that was not
 * computed, an empty chart that says 'Not Calculated' and why.
 */
export function singleHazardOption(input: ChartInput, hazard: HazardKey): EChartsOption {
  const years = yearsOf(input);
  const index = hazardKeys.indexOf(hazard);
  const reason = input.notCalculated[hazard];
  const base = baseOption(
    `${hazardLabels[hazard]}: VAR and failure probability (% per year)`,
    reason === undefined ? sampleSubtitle(input) : undefined,
    input.sample,
  );
  if (reason !== undefined) {
    return {
      ...base,
      graphic: [
        {
          type: 'text',
          left: 'center',
          top: 'middle',
          style: {
            text: `Not Calculated\n${reason}`,
            fontSize: 14,
            fill: '#5C6B7A',
            align: 'center',
          },
        },
      ],
    };
  }
  const risk = years.map((year, yearIndex) => [
    year,
    toPercent(input.riskHazards[yearIndex]?.[index] ?? 0),
  ]);
  const failure = years.map((year, yearIndex) => [
    year,
    toPercent(input.failureHazards[yearIndex]?.[index] ?? 0),
  ]);
  const maximumOf = (points: number[][]) => Math.max(0, ...points.map((point) => point[1] ?? 0));
  const colour = seriesColour(hazardColours[hazard], input.sample);
  return {
    ...base,
    legend: bottomLegend,
    tooltip: percentTooltip,
    xAxis: yearAxis(years),
    yAxis: [
      percentAxis('VAR (%)', niceCeiling(Math.max(maximumOf(risk) * 1.15, 0.01))),
      {
        ...percentAxis(
          'Failure probability (%)',
          niceCeiling(Math.max(maximumOf(failure) * 1.15, 0.01)),
        ),
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: 'VAR',
        type: 'line',
        showSymbol: false,
        color: colour,
        lineStyle: { width: 2.5 },
        data: risk,
      },
      {
        name: 'Failure probability',
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        color: colour,
        lineStyle: { width: 1.5, type: 'dashed' },
        data: failure,
      },
    ],
  };
}
