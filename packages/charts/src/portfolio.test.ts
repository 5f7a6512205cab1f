import { hazardKeys } from '@hazardscope/contracts';
import type { LineSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import {
  chartInputFromPortfolioSummary,
  portfolioValueAtRiskOption,
  portfolioValueAtRiskTitle,
  ratingDistributionOption,
} from './portfolio.ts';

const years = 111;
const total = Array.from({ length: years }, (_, index) => 0.001 + index * 0.0001);
const summary = {
  valueAtRisk: {
    firstYear: 1990,
    total,
    byHazard: Object.fromEntries(
      hazardKeys.map((hazard, hazardIndex) => [
        hazard,
        hazardIndex === 0 ? total : total.map(() => 0),
      ]),
    ) as Record<(typeof hazardKeys)[number], number[]>,
    lower: total.map((value) => value * 0.8),
    upper: total.map((value) => value * 1.2),
  },
};

describe('chartInputFromPortfolioSummary', () => {
  it('reads the value-weighted VAR per year and hazard as the single chart does', () => {
    const input = chartInputFromPortfolioSummary(summary);
    expect(input.startYear).toBe(1990);
    expect(input.riskHazards).toHaveLength(years);
    expect(input.riskHazards[1]?.[0]).toBe(total[1]);
  });
});

describe('portfolioValueAtRiskOption', () => {
  it('plots every year from 1990 to 2100 with the portfolio title', () => {
    const option = portfolioValueAtRiskOption(summary);
    expect((option.title as { text: string }).text).toBe(portfolioValueAtRiskTitle);
    const totalSeries = (option.series as LineSeriesOption[]).find(
      (series) => series.name === 'Total',
    );
    const points = totalSeries?.data as [number, number][];
    expect(points[0]?.[0]).toBe(1990);
    expect(points.at(-1)?.[0]).toBe(2100);
    // Fractions become percent: 0.001 in 1990 is 0.1 %.
    expect(points[0]?.[1]).toBeCloseTo(0.1, 10);
  });

  it('draws the scenario band of the summary around the total', () => {
    const names = (portfolioValueAtRiskOption(summary).series as LineSeriesOption[]).map(
      (series) => series.name,
    );
    expect(names).toContain('Total, high end of range');
    expect(names).toContain('Total, low end of range');
  });
});

describe('ratingDistributionOption', () => {
  it('stacks the assets of each rating per moment, named with the letter', () => {
    const option = ratingDistributionOption([
      { label: 'Now (2025)', counts: { A: 5, B: 3, C: 2 } },
      { label: 'End of life (2100)', counts: { A: 1, B: 4, C: 5 } },
    ]);
    const series = option.series as {
      name: string;
      data: { value: number; label: { show: boolean } }[];
      stack: string;
    }[];
    expect(series.map((entry) => entry.name)).toEqual(['A (Low)', 'B (Moderate)', 'C (High)']);
    expect(series.map((entry) => entry.data.map((item) => item.value))).toEqual([
      [5, 1],
      [3, 4],
      [2, 5],
    ]);
    expect(new Set(series.map((entry) => entry.stack)).size).toBe(1);
  });

  it('writes the letter only on a segment of 5 % of the bar or more', () => {
    const option = ratingDistributionOption([{ label: 'Now', counts: { A: 98, B: 1, C: 1 } }]);
    const series = option.series as { data: { label: { show: boolean } }[] }[];
    expect(series.map((entry) => entry.data[0]?.label.show)).toEqual([true, false, false]);
  });
});
