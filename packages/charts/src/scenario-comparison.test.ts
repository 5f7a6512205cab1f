import type { BarSeriesOption, LineSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataTable } from './chart-data-table.ts';
import { scenarioComparisonOption } from './scenario-comparison.ts';
import { linearChartInput } from './test-input.ts';
import { failureProbabilityOverTimeOption } from './failure-probability-over-time.ts';
import { valueAtRiskOverTimeOption } from './value-at-risk-over-time.ts';

describe('valueAtRiskOverTimeOption with the scenario range', () => {
  it('draws the low and high ends of the total under the hazard lines and widens the axis to the high end', () => {
    const input = linearChartInput({ startFraction: 0.0001, endFraction: 0.001 });
    const upper = input.totalRisk.map((value) => value * 3);
    const lower = input.totalRisk.map((value) => value / 2);
    const option = valueAtRiskOverTimeOption(input, { lower, upper });
    const series = option.series as LineSeriesOption[];
    expect(series.slice(0, 2).map((entry) => entry.name)).toEqual([
      'Total, high end of range',
      'Total, low end of range',
    ]);
    expect((series[0]!.data as number[][]).at(-1)).toEqual([2100, expect.closeTo(2.7, 9)]);
    expect((series[1]!.data as number[][]).at(-1)).toEqual([2100, expect.closeTo(0.45, 9)]);
    const axis = option.yAxis as { max: number };
    expect(axis.max).toBeGreaterThanOrEqual(2.7);
    expect(axis.max).toBeGreaterThan(
      (valueAtRiskOverTimeOption(input).yAxis as { max: number }).max,
    );
    expect(chartDataTable(option).columns).toContain('Total, high end of range');
  });
});

describe('failureProbabilityOverTimeOption with the scenario range', () => {
  it('draws the band of the combined probability under the hazard lines and widens the axis to its high end', () => {
    const input = linearChartInput({ startFraction: 0.0001, endFraction: 0.001 });
    const upper = input.combinedFailure.map((value) => value * 4);
    const lower = input.combinedFailure.map((value) => value / 2);
    const option = failureProbabilityOverTimeOption(input, { lower, upper });
    const series = option.series as LineSeriesOption[];
    expect(series.slice(0, 2).map((entry) => entry.name)).toEqual([
      'Combined, high end of range',
      'Combined, low end of range',
    ]);
    const last = input.combinedFailure.at(-1)!;
    expect((series[0]!.data as number[][]).at(-1)).toEqual([2100, expect.closeTo(last * 400, 9)]);
    expect((series[1]!.data as number[][]).at(-1)).toEqual([2100, expect.closeTo(last * 50, 9)]);
    const axis = option.yAxis as { max: number };
    expect(axis.max).toBeGreaterThanOrEqual(last * 400);
    expect(failureProbabilityOverTimeOption(input).series).toHaveLength(series.length - 2);
  });
});

describe('scenarioComparisonOption', () => {
  it('gives one bar per scenario and year, in percent, named as the scenarios are', () => {
    const option = scenarioComparisonOption({
      years: [2030, 2050, 2100],
      totalRiskByScenario: {
        ssp126: [0.001, 0.0012, 0.0012],
        ssp245: [0.001, 0.0014, 0.0019],
        ssp370: [0.001, 0.0015, 0.004],
        ssp585: [0.0011, 0.0017, 0.0046],
      },
    });
    const series = option.series as BarSeriesOption[];
    expect(series.map((entry) => entry.name)).toEqual([
      'SSP1-2.6 (low emissions)',
      'SSP2-4.5 (intermediate emissions)',
      'SSP3-7.0 (high emissions)',
      'RCP 8.5 (≈ SSP5-8.5)',
    ]);
    expect(series[3]!.data).toEqual([
      expect.closeTo(0.11, 9),
      expect.closeTo(0.17, 9),
      expect.closeTo(0.46, 9),
    ]);
    const table = chartDataTable(option);
    expect(table.rows.map((row) => row.label)).toEqual(['2030', '2050', '2100']);
  });
});
