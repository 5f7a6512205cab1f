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

/** One slice of a pie: a hazard's VAR in the year, or the grey ring of a year without risk. */
export interface PieSlice {
  readonly name: string;
  readonly value: number;
  readonly colour: string;
}

/** What a ratings pie shows, for the ECharts option (paper) and the screen's own SVG pie alike. */
export interface RatingPie {
  readonly title: string;
  readonly subtitle: string;
  /** The name of the figures: the tooltip's heading and the data table's column. */
  readonly seriesName: string;
  readonly slices: readonly PieSlice[];
  /** False for the grey ring of a year without risk: its one slice carries no share label. */
  readonly labelled: boolean;
  /** Sample results: faded colours and the 'SAMPLE ONLY' watermark. */
  readonly sample: boolean;
}

/** The smallest slice (degrees) whose share is labelled, so that labels never collide. */
export const pieMinimumLabelledAngleDegrees = 12;

/** The share of the pie a slice takes, as the whole percent its label shows ('18%'). */
export function pieShareLabel(sharePercent: number): string {
  return `${Math.round(sharePercent)}%`;
}

/**
 * The share of one year's VAR that each hazard contributes, with the year's total VAR and rating in
 * the subtitle (pies for the start year, 2050 and 2100).
 */
export function ratingPie(input: ChartInput, year: number): RatingPie {
  const hazardRisks = valueInYear(input.riskHazards, input.startYear, year) ?? [];
  const totalRisk = valueInYear(input.totalRisk, input.startYear, year) ?? 0;
  const rating = ratingForValueAtRisk(totalRisk);
  const slices = computedHazards(input)
    .map((hazard) => ({
      name: hazardLabels[hazard],
      value: hazardRisks[hazardKeys.indexOf(hazard)] ?? 0,
      colour: seriesColour(hazardColours[hazard], input.sample),
    }))
    .filter((slice) => slice.value > 0);
  return {
    title: `Risk by hazard, ${year}`,
    subtitle: `VAR ${formatPercent(totalRisk)} · Rating ${rating} (${ratingLabels[rating]})${input.sample ? ' · SAMPLE ONLY' : ''}`,
    seriesName: `VAR ${year}`,
    slices: slices.length > 0 ? slices : [{ name: 'No risk', value: 1, colour: '#E9ECEF' }],
    labelled: slices.length > 0,
    sample: input.sample,
  };
}

/** A ratings pie as an ECharts option (the report draws it; the screen's table reads it). */
export function ratingPieOption(input: ChartInput, year: number): EChartsOption {
  const pie = ratingPie(input, year);
  return {
    ...baseOption(pie.title, pie.subtitle, pie.sample),
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
        name: pie.seriesName,
        radius: ['34%', '58%'],
        center: ['50%', '50%'],
        // Each slice's share of the year's VAR; the legend names the slices and the tooltip gives
        // the VAR itself.
        label: {
          show: pie.labelled,
          formatter: ({ percent }) => pieShareLabel(Number(percent)),
          fontSize: 11,
          // Never cut a share to '3…': the ring leaves room beside it for '100%' (fitChart).
          overflow: 'none',
        },
        labelLine: { length: 6, length2: 6 },
        minShowLabelAngle: pieMinimumLabelledAngleDegrees,
        data: pie.slices.map((slice) => ({
          name: slice.name,
          value: slice.value,
          itemStyle: { color: slice.colour },
        })),
      },
    ],
  };
}
