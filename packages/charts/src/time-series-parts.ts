import {
  formatPercent,
  hazardColours,
  hazardKeys,
  hazardLabels,
  type HazardKey,
} from '@hazardscope/contracts';
import type {
  EChartsOption,
  LineSeriesOption,
  TooltipComponentOption,
  XAXisComponentOption,
  YAXisComponentOption,
} from 'echarts';
import { runningMaximumFrom, yearsOf, type ChartInput } from './chart-input.ts';
import { axisLineStyle, baseOption, seriesColour, splitLineStyle } from './chart-style.ts';
import { niceCeiling } from './reference-lines.ts';

/** Fraction → percent, the unit every risk chart plots. */
export const toPercent = (fraction: number) => fraction * 100;

/** Hazards that have a result (not 'Not Calculated'), in the fixed hazard order. */
export function computedHazards(input: ChartInput): HazardKey[] {
  return hazardKeys.filter((hazard) => input.notCalculated[hazard] === undefined);
}

/** The x axis of every yearly chart: calendar years without thousands separators. */
export function yearAxis(years: readonly number[]): XAXisComponentOption {
  return {
    type: 'value',
    name: 'Year',
    nameLocation: 'middle',
    nameGap: 28,
    min: years[0],
    max: years.at(-1),
    // Every decade from the first year (1990, 2000 … 2100): ECharts' own 'nice' ticks (2000, 2020 …)
    // plus the forced first label put 1990 on top of 2000. Labels that would still collide on a
    // narrow screen are hidden.
    interval: 10,
    axisLabel: { formatter: (value: number) => String(value), hideOverlap: true },
    // The tooltip's heading is the pointer's label: a calendar year, not '2,056.00'.
    axisPointer: {
      snap: true,
      label: { formatter: ({ value }) => String(Math.round(Number(value))) },
    },
    axisLine: axisLineStyle,
    splitLine: { show: false },
  };
}

/** A percent y axis starting at 0 (axes start at 0 for risk). */
export function percentAxis(name: string, maximumPercent: number): YAXisComponentOption {
  return {
    type: 'value',
    name,
    min: 0,
    max: maximumPercent,
    axisLabel: { formatter: (value: number) => `${Number(value.toPrecision(3))}%` },
    splitLine: splitLineStyle,
  };
}

/** Tooltip giving the year and each value with its unit. */
export const percentTooltip: TooltipComponentOption = {
  trigger: 'axis',
  valueFormatter: (value) =>
    typeof value === 'number' ? formatPercent(value / 100) : String(value),
};

export const bottomLegend: EChartsOption['legend'] = {
  type: 'plain',
  bottom: 0,
  icon: 'roundRect',
};

/** One line per computed hazard from a [year][hazard] matrix of fractions. */
export function hazardLineSeries(
  input: ChartInput,
  matrix: readonly (readonly number[])[],
  /** Hazards left out of this chart (a failure probability that is not calculated). */
  leftOut: Partial<Record<HazardKey, string>> = {},
): LineSeriesOption[] {
  const years = yearsOf(input);
  return computedHazards(input)
    .filter((hazard) => leftOut[hazard] === undefined)
    .map((hazard) => {
      const index = hazardKeys.indexOf(hazard);
      return {
        name: hazardLabels[hazard],
        type: 'line',
        showSymbol: false,
        lineStyle: { width: 1.5 },
        color: seriesColour(hazardColours[hazard], input.sample),
        data: years.map((year, yearIndex) => [year, toPercent(matrix[yearIndex]?.[index] ?? 0)]),
      };
    });
}

/** The bold total line and the dotted running maximum from 2020 of a yearly series of fractions. */
export function totalAndMaximumToDateSeries(
  input: ChartInput,
  values: readonly number[],
  totalName: string,
): [LineSeriesOption, LineSeriesOption] {
  const years = yearsOf(input);
  const maximumToDate = runningMaximumFrom(values, input.startYear);
  return [
    {
      name: totalName,
      type: 'line',
      showSymbol: false,
      lineStyle: { width: 3 },
      color: seriesColour('#1B2631', input.sample),
      data: years.map((year, yearIndex) => [year, toPercent(values[yearIndex] ?? 0)]),
    },
    {
      name: 'Maximum to date',
      type: 'line',
      showSymbol: false,
      lineStyle: { width: 2, type: 'dotted' },
      color: seriesColour('#5C6B7A', input.sample),
      data: years.map((year, yearIndex) => {
        const maximum = maximumToDate[yearIndex];
        return [year, maximum === null || maximum === undefined ? null : toPercent(maximum)];
      }),
    },
  ];
}

/** The lower and upper values per year of a scenario's range (fractions, indexed as the input's years). */
export interface YearlyRange {
  lower: readonly number[];
  upper: readonly number[];
}

/** Colour of the band between the low and the high end of the range. */
const rangeColour = '#1B2631';

/**
 * The band of a yearly series between the low and the high end of the scenario's range: the high
 * end filled lightly down to the axis, the low end filled with the background on top of it, so the
 * band between the two lines stays shaded; both lines drawn under the hazard lines. `seriesName`
 * is the line the band belongs to ('Total', 'Combined').
 */
export function rangeBandSeries(
  input: ChartInput,
  range: YearlyRange,
  seriesName: string,
): LineSeriesOption[] {
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
    line(`${seriesName}, high end of range`, range.upper, rangeColour, 0.12),
    line(`${seriesName}, low end of range`, range.lower, '#FFFFFF', 1),
  ];
}

export const sampleSubtitle = (input: ChartInput) =>
  input.sample ? 'Sample only — not real climate risk' : undefined;

/**
 * The top of a percent axis over plotted data: 15 % above its largest value, rounded up to a nice
 * number, and at least 0.1 % so that a chart of zeros still has a scale.
 */
export const percentAxisMaximum = (dataMaximumPercent: number) =>
  niceCeiling(Math.max(dataMaximumPercent * 1.15, 0.1));

/**
 * The largest percent a yearly chart of `values` (fractions) plots: the values themselves and, with
 * a range, its high end; 0 when there is nothing above it.
 */
export const highestPercent = (values: readonly number[], range?: YearlyRange) =>
  Math.max(0, ...values.map(toPercent), ...(range?.upper ?? []).map(toPercent));

/**
 * A chart of yearly percentages over the input's years: the title (with the sample subtitle and
 * watermark of a sample), the legend at the bottom, the tooltip in percent, the year axis, and a
 * percent axis from 0 to `axisMaximumPercent`.
 */
export function yearlyPercentOption(
  input: ChartInput,
  chart: {
    title: string;
    axisName: string;
    axisMaximumPercent: number;
    series: LineSeriesOption[];
  },
): EChartsOption {
  return {
    ...baseOption(chart.title, sampleSubtitle(input), input.sample),
    legend: bottomLegend,
    tooltip: percentTooltip,
    xAxis: yearAxis(yearsOf(input)),
    yAxis: percentAxis(chart.axisName, chart.axisMaximumPercent),
    series: chart.series,
  };
}
