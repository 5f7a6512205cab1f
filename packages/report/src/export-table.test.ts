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

  it('begins with the UTF-8 byte order mark, so a spreadsheet reads names such as Köln as UTF-8', () => {
    const analysis = testAnalysis();
    analysis.properties.address = 'Köln, Nordrhein-Westfalen, Germany';
    const csv = exportTableCsv(buildExportTable('id-1', analysis));
    expect(csv.startsWith('\uFEFFid,name,address,')).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.split('\n')[1]).toContain(',"Köln, Nordrhein-Westfalen, Germany",');
  });

  it('notes a data limitation on the hazard’s rows of a real result, not of the sample', () => {
    const analysis = testAnalysis();
    analysis.metadata.forest_fire = {
      description: 'Wildfire.',
      data_limitation: 'The urban map can miss parks.',
    };
    const note = buildExportTable('id-1', analysis).header.indexOf('note');
    const fireRows = (sample: boolean) =>
      buildExportTable('id-1', {
        ...analysis,
        properties: { ...analysis.properties, sample },
      }).rows.filter((row) => row[note - 1] === 'Forest Fire');
    expect(fireRows(false).map((row) => row[note])).toEqual([
      'Data limitation: The urban map can miss parks.',
      'Data limitation: The urban map can miss parks.',
    ]);
    expect(fireRows(true).map((row) => row[note])).toEqual(['', '']);
  });
});
