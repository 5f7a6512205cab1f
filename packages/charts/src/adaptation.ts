import { formatMoney, hazardKeys, type HazardKey } from '@hazardscope/contracts';
import type { EChartsOption, LineSeriesOption } from 'echarts';
import type { ChartInput } from './chart-input.ts';
import { axisLineStyle, baseOption, splitLineStyle } from './chart-style.ts';
import { niceCeiling } from './reference-lines.ts';
import {
  bottomLegend,
  hazardLineSeries,
  percentAxisMaximum,
  toPercent,
  yearAxis,
  yearlyPercentOption,
} from './time-series-parts.ts';

/**
 * The adaptation planner's charts: technical
 * insurance premiums of the baseline and each pathway over the years, their NPV as columns, and
 * per-hazard VAR and failure probability of each.
 */

/** One series of the planner: the baseline or a pathway, with its yearly results. */
export interface AdaptationSeries {
  /** 'Baseline', or 'Pathway - 1' … 'Pathway - 3'. */
  name: string;
  /** Technical insurance premiums ($) per year from the scenario start year. */
  premiums: readonly number[];
  riskHazards: readonly (readonly number[])[];
  failureHazards: readonly (readonly number[])[];
  netPresentValue: number;
}

export interface AdaptationChartInput {
  startYear: number;
  baseline: AdaptationSeries;
  pathways: readonly AdaptationSeries[];
  notCalculated: readonly HazardKey[];
  /** Hazards whose failure probability is not calculated (no line on the failure chart). */
  failureNotCalculated?: Partial<Record<HazardKey, string>>;
}

/** Baseline first, then Pathway - 1, 2, 3: one hue each, the same in every adaptation chart. */
const seriesColours = ['#1B2631', '#1C7ED6', '#E8590C', '#2B8A3E'] as const;

export const adaptationPathwayName = (pathwayNumber: number) => `Pathway - ${pathwayNumber}`;
export const adaptationChartTitles = {
  premiums: 'Technical Insurance Premiums',
  netPresentValue: 'Net Present Value of Technical Insurance Premiums and Capital Expenditures',
  premiumAxis: 'Technical Insurance Premium ($)',
} as const;

/** Y from 0 with a soft maximum of 0.25 (the axis grows past it with the data). */
const softMaximum = 0.25;

const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

const moneyAxis = {
  type: 'value' as const,
  name: adaptationChartTitles.premiumAxis,
  min: 0,
  // A round top above the tallest value, leaving room for the column labels.
  max: (extent: { max: number }) => niceCeiling(Math.max(extent.max * 1.1, softMaximum)),
  axisLabel: { formatter: (value: number) => dollars(value) },
  splitLine: splitLineStyle,
};

const yearsFrom = (startYear: number, length: number) =>
  Array.from({ length }, (_, index) => startYear + index);

/** 'Technical Insurance Premiums': one line per series over the years, in dollars. */
export function adaptationPremiumsOption(input: AdaptationChartInput): EChartsOption {
  const all = [input.baseline, ...input.pathways];
  const years = yearsFrom(input.startYear, input.baseline.premiums.length);
  return {
    ...baseOption(adaptationChartTitles.premiums, undefined, false),
    legend: bottomLegend,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formatMoney(value) : String(value)),
    },
    xAxis: yearAxis(years),
    yAxis: moneyAxis,
    series: all.map((series, index): LineSeriesOption => ({
      name: series.name,
      type: 'line',
      showSymbol: false,
      lineStyle: { width: index === 0 ? 3 : 2, type: index === 0 ? 'solid' : 'dashed' },
      color: seriesColours[index % seriesColours.length],
      data: years.map((year, yearIndex) => [year, series.premiums[yearIndex] ?? 0]),
    })),
  };
}

/**
 * The NPV columns: the baseline and each pathway whose NPV is above 0, labelled in dollars with
 * thousands separators.
 */
export function adaptationNetPresentValueOption(input: AdaptationChartInput): EChartsOption {
  const shown = [input.baseline, ...input.pathways]
    .map((series, index) => ({ series, colour: seriesColours[index % seriesColours.length] }))
    .filter(({ series }) => series.netPresentValue > 0);
  return {
    ...baseOption(adaptationChartTitles.netPresentValue, undefined, false),
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formatMoney(value) : String(value)),
    },
    xAxis: {
      type: 'category',
      data: shown.map(({ series }) => series.name),
      axisLine: axisLineStyle,
    },
    yAxis: { ...moneyAxis, name: 'Net present value ($)' },
    series: [
      {
        name: 'Net present value',
        type: 'bar',
        barMaxWidth: 72,
        label: { show: true, position: 'top', formatter: ({ value }) => dollars(Number(value)) },
        data: shown.map(({ series, colour }) => ({
          value: Math.round(series.netPresentValue),
          itemStyle: { color: colour },
        })),
      },
    ],
  };
}

function chartInputOf(input: AdaptationChartInput, series: AdaptationSeries): ChartInput {
  return {
    startYear: input.startYear,
    sample: false,
    totalRisk: series.premiums,
    riskHazards: series.riskHazards,
    failureHazards: series.failureHazards,
    combinedFailure: [],
    riskHazardsElements: [],
    elementNames: [],
    failureNotCalculated: input.failureNotCalculated ?? {},
    notCalculated: Object.fromEntries(
      input.notCalculated.map((hazard) => [hazard, 'Not Calculated']),
    ),
    dataLimited: {},
  };
}

function hazardMatrixOption(
  input: AdaptationChartInput,
  series: AdaptationSeries,
  matrix: readonly (readonly number[])[],
  title: string,
  axisName: string,
  /** Hazards left out of this chart with their reason (a failure probability not calculated). */
  leftOut: Partial<Record<HazardKey, string>> = {},
): EChartsOption {
  const chartInput = chartInputOf(input, series);
  const hazards = hazardKeys.filter(
    (hazard) => !input.notCalculated.includes(hazard) && leftOut[hazard] === undefined,
  );
  const maximumPercent = Math.max(
    0,
    ...matrix.flatMap((row) =>
      hazards.map((hazard) => toPercent(row[hazardKeys.indexOf(hazard)] ?? 0)),
    ),
  );
  return yearlyPercentOption(chartInput, {
    title,
    axisName,
    axisMaximumPercent: percentAxisMaximum(maximumPercent),
    series: hazardLineSeries(chartInput, matrix, leftOut),
  });
}

/** The Hazards tab: VAR (%) per hazard over the years, one chart for the baseline or a pathway. */
export function adaptationHazardRiskOption(
  input: AdaptationChartInput,
  series: AdaptationSeries,
): EChartsOption {
  return hazardMatrixOption(
    input,
    series,
    series.riskHazards,
    `Value At Risk by hazard — ${series.name}`,
    'Value At Risk (%)',
  );
}

/** The Failure tab: annual failure probability (%) per hazard, for the baseline or a pathway. */
export function adaptationFailureOption(
  input: AdaptationChartInput,
  series: AdaptationSeries,
): EChartsOption {
  return hazardMatrixOption(
    input,
    series,
    series.failureHazards,
    `Annual failure probability by hazard — ${series.name}`,
    'Failure probability (%)',
    input.failureNotCalculated ?? {},
  );
}

/**
 * The hazards the Failure tab draws no line for although their damage is calculated, with the
 * reason, to be shown as 'Not Calculated' beside the chart (a missing line must not read as no risk).
 */
export function adaptationFailureNotCalculated(
  input: AdaptationChartInput,
): { hazard: HazardKey; reason: string }[] {
  return hazardKeys.flatMap((hazard) => {
    const reason = input.failureNotCalculated?.[hazard];
    return reason === undefined || input.notCalculated.includes(hazard) ? [] : [{ hazard, reason }];
  });
}
