import { describe, expect, it } from 'vitest';
import { buildExportTable, exportTableCsv } from './export-table.ts';
import { testAnalysis } from './test-support/report-test-input.ts';

describe('buildExportTable', () => {
  it('states the emissions scenario of the analysis on every row', () => {
    const analysis = testAnalysis();
    analysis.inputs.scenario = { ...analysis.inputs.scenario, climateScenario: 'ssp370' };
    const table = buildExportTable('id-1', analysis);
    const column = table.header.indexOf('scenario');
    expect(column).toBe(4);
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) expect(row[column]).toBe('ssp370');
    expect(exportTableCsv(table).split('\n')[1]).toContain(',SH,ssp370,');
  });
});
