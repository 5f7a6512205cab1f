import { describe, expect, it } from 'vitest';
import { adaptationNetPresentValueOption } from './adaptation.ts';
import { chartDataTable, dataTableYears } from './chart-data-table.ts';
import { ratingPieOption } from './rating-pie.ts';
import { linearChartInput } from './test-input.ts';
import { valueAtRiskOverTimeOption } from './value-at-risk-over-time.ts';
import { vulnerabilityOption } from './vulnerability.ts';

describe('dataTableYears', () => {
  it('keeps the first year, every ten years after it and the last year', () => {
    const years = Array.from({ length: 111 }, (_, index) => 1990 + index);
    expect(dataTableYears(years)).toEqual([
      1990, 2000, 2010, 2020, 2030, 2040, 2050, 2060, 2070, 2080, 2090, 2100,
    ]);
    expect(dataTableYears([2020, 2021, 2035])).toEqual([2020, 2035]);
    expect(dataTableYears([])).toEqual([]);
  });
});

describe('chartDataTable', () => {
  const input = linearChartInput({ startFraction: 0.0001, endFraction: 0.001 });

  it('gives a yearly chart one row per decade with every series, in the tooltip’s unit', () => {
    const table = chartDataTable(valueAtRiskOverTimeOption(input));
    expect(table.caption).toContain('Value At Risk');
    expect(table.rowHeading).toBe('Year');
    expect(table.columns).toContain('Total');
    expect(table.columns).toContain('Maximum to date');
    expect(table.rows.map((row) => row.label)).toContain('2050');
    const lastRow = table.rows.at(-1);
    expect(lastRow?.label).toBe('2100');
    // 2100: nine hazards at 0.1 % each → a total of 0.9 %.
    expect(lastRow?.cells[table.columns.indexOf('Total')]).toBe('0.90 %');
    expect(lastRow?.cells[0]).toBe('0.10 %');
    // The running maximum starts in 2020: earlier rows say there is no value.
    expect(table.rows[0]?.cells[table.columns.indexOf('Maximum to date')]).toBe('–');
  });

  it('gives a pie one row per slice', () => {
    const table = chartDataTable(ratingPieOption(input, 2100));
    expect(table.rowHeading).toBe('Hazard');
    expect(table.rows).toHaveLength(9);
    expect(table.rows[0]).toEqual({ label: 'Riverine Flooding', cells: ['0.10 %'] });
  });

  it('gives a bar chart by element one row per element and a column per hazard', () => {
    const option = vulnerabilityOption(input, 2100);
    const table = chartDataTable(option);
    expect(table.rowHeading).toBe('Element');
    expect(table.rows.length).toBeGreaterThan(0);
    expect(table.columns).toHaveLength(9);
    for (const row of table.rows) expect(row.cells).toHaveLength(9);
  });

  it('gives a bar chart by category (the adaptation NPV columns) a row per bar, styled bars included', () => {
    const flat = (name: string, amount: number, netPresentValue: number) => ({
      name,
      premiums: [amount, amount],
      riskHazards: [[0], [0]],
      failureHazards: [[0], [0]],
      netPresentValue,
    });
    const table = chartDataTable(
      adaptationNetPresentValueOption({
        startYear: 2020,
        baseline: flat('Baseline', 100, 4888),
        pathways: [flat('Pathway - 1', 50, 20809)],
        notCalculated: [],
      }),
    );
    expect(table.rows.map((row) => row.label)).toEqual(['Baseline', 'Pathway - 1']);
    expect(table.rows.map((row) => row.cells.length)).toEqual([1, 1]);
    expect(table.rows[1]?.cells[0]).toContain('20,809');
  });
});
