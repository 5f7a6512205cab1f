import {
  formatPercent,
  hazardColours,
  hazardKeys,
  hazardLabels,
  ratingForValueAtRisk,
  ratingLabels,
} from '@hazardscope/contracts';
import type { EChartsOption } from 'echarts';
import { valueInYear, type ChartInput } from './chart-input.ts';
import { baseOption, seriesColour } from './chart-style.ts';
import { computedHazards } from './time-series-parts.ts';

/**
 * The share of one year's VAR that each hazard contributes, with the year's total VAR and rating in
 * the subtitle (pies for the start year, 2050 and 2100).
 */
export function ratingPieOption(input: ChartInput, year: number): EChartsOption {
  const hazardRisks = valueInYear(input.riskHazards, input.startYear, year) ?? [];
  const totalRisk = valueInYear(input.totalRisk, input.startYear, year) ?? 0;
  const rating = ratingForValueAtRisk(totalRisk);
  const slices = computedHazards(input)
    .map((hazard) => ({
      hazard,
      value: hazardRisks[hazardKeys.indexOf(hazard)] ?? 0,
    }))
    .filter((slice) => slice.value > 0);
  const base = baseOption(
    `Risk by hazard, ${year}`,
    `VAR ${formatPercent(totalRisk)} · Rating ${rating} (${ratingLabels[rating]})${input.sample ? ' · SAMPLE ONLY' : ''}`,
    input.sample,
  );
  return {
    ...base,
    legend: {
      type: 'plain',
      bottom: 0,
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { fontSize: 11 },
    },
    tooltip: {
      trigger: 'item',
      valueFormatter: (value) => (typeof value === 'number' ? formatPercent(value) : String(value)),
    },
    series: [
      {
        type: 'pie',
        name: `VAR ${year}`,
        radius: ['34%', '58%'],
        center: ['50%', '50%'],
        // Each slice's share of the year's VAR; the legend names the slices and the tooltip gives
        // the VAR itself. Slices under 12° carry no label, so labels never collide.
        label: {
          show: slices.length > 0,
          formatter: ({ percent }) => `${Math.round(Number(percent))}%`,
          fontSize: 11,
        },
        labelLine: { length: 6, length2: 6 },
        minShowLabelAngle: 12,
        data:
          slices.length > 0
            ? slices.map((slice) => ({
                name: hazardLabels[slice.hazard],
                value: slice.value,
                itemStyle: { color: seriesColour(hazardColours[slice.hazard], input.sample) },
              }))
            : [{ name: 'No risk', value: 1, itemStyle: { color: '#E9ECEF' } }],
      },
    ],
  };
}
