import { describe, expect, it } from 'vitest';
import { hazardKeys, roundFraction } from '@hazardscope/contracts';
import {
  buildExportTable,
  escapeSpreadsheetText,
  exportTableCsv,
  unescapeSpreadsheetText,
} from './export-table.ts';
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

  it('keeps a hazard left out of the analysis, noted as switched off, not dropped or zero', () => {
    const analysis = testAnalysis();
    analysis.inputs.scenario = {
      ...analysis.inputs.scenario,
      hazards: hazardKeys.filter((hazard) => hazard !== 'cyclone_wind'),
    };
    analysis.metadata.cyclone_wind = {
      description: 'Tropical cyclone wind.',
      no_calc_reason: 'Switched off for this analysis',
    };
    const table = buildExportTable('id-1', analysis);
    const note = table.header.indexOf('note');
    const cycloneRows = table.rows.filter((row) => row[note - 1] === 'Tropical Cyclone Wind');
    expect(cycloneRows).toHaveLength(2);
    for (const row of cycloneRows) {
      expect(row[note]).toBe('Not Calculated: Switched off for this analysis');
      expect(row.slice(note + 1).every((cell) => cell === '')).toBe(true);
    }
  });

  it('names the currency of the replacement cost in its header', () => {
    const table = buildExportTable('id-1', testAnalysis());
    expect(table.header[5]).toBe('replacementCost (USD)');
    expect(exportTableCsv(table).split('\n')[1]).toContain(',SH,ssp585,220000,');
  });

  it('writes the totals without the noise of their floating-point sums', () => {
    const analysis = testAnalysis();
    const csvRows = exportTableCsv(buildExportTable('id-1', analysis)).trim().split('\n');
    const yearCount = analysis.properties.totalRisk.length;
    const totalCells = (measure: string) =>
      csvRows
        .find((row) => row.includes(`,${measure},Total,`))!
        .split(',')
        .slice(-yearCount);
    // The sums carry noise in their 16th and 17th digits (0.0006917799999999999): the fixture
    // tests what it should.
    const significantDigits = (text: string) => text.replace(/^0\.0*|\./g, '').length;
    expect(analysis.properties.totalRisk.some((sum) => significantDigits(String(sum)) >= 16)).toBe(
      true,
    );
    const totals = {
      'Value At Risk (fraction of replacement cost)': analysis.properties.totalRisk,
      'Failure probability': analysis.summary.combinedFailure,
    };
    for (const [measure, values] of Object.entries(totals)) {
      const cells = totalCells(measure);
      expect(cells).toEqual(values.map((value) => String(roundFraction(value))));
      // Each hazard's fraction has at most 9 decimals (1e-9), and so does their total.
      for (const cell of cells) expect(cell).toMatch(/^(0|0\.\d{1,9}|1)$/);
    }
    expect(totalCells('Value At Risk (fraction of replacement cost)')[1]).toBe('0.00069178');
  });

  it('writes small numbers as plain decimals, not in scientific notation', () => {
    const analysis = testAnalysis();
    const fireIndex = hazardKeys.indexOf('forest_fire');
    analysis.properties.riskHazards[0]![fireIndex] = 2.34e-7;
    analysis.properties.riskHazards[1]![fireIndex] = 5e-9;
    const csv = exportTableCsv(buildExportTable('id-1', analysis));
    const fireRow = csv
      .split('\n')
      .find((row) => row.includes(',Value At Risk (fraction of replacement cost),Forest Fire,'))!;
    expect(fireRow).toContain(',0.000000234,0.000000005,');
    expect(csv).not.toMatch(/\d[eE][-+]?\d/);
  });
});

describe('escapeSpreadsheetText', () => {
  it('puts a quote before text a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    for (const text of [
      '=1+1',
      '+cmd|calc',
      '-2+3',
      '@SUM(A1)',
      '\tTAB',
      '\rCR',
      '=HYPERLINK("x")',
    ])
      expect(escapeSpreadsheetText(text)).toBe(`'${text}`);
  });
  it('leaves plain numbers and ordinary text as they are', () => {
    for (const text of ['-33.8679', '+12', '1.5e6', 'Zürich', '', "'quoted"])
      expect(escapeSpreadsheetText(text)).toBe(text);
  });
  it('is undone on upload, so an exported file reads back as typed', () => {
    for (const text of ['=1+1', '-2+3', '-33.8679', "'plain", 'text'])
      expect(unescapeSpreadsheetText(escapeSpreadsheetText(text))).toBe(text);
  });
});
