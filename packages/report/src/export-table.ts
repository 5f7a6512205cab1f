import { stringify } from 'csv-stringify/sync';
import {
  assetValueCurrency,
  formatPlainDecimal,
  hazardKeys,
  hazardLabels,
  roundFraction,
  type AnalysisResult,
} from '@hazardscope/contracts';

/** What a row of the export holds: Value At Risk or failure probability, per year. */
export type ExportMeasure = 'Value At Risk (fraction of replacement cost)' | 'Failure probability';

/**
 * The fixed columns before one column per year. The replacement cost's header names its currency,
 * as the measure names its unit: the analysis carries no currency code of its own (all of an
 * asset's money is in `assetValueCurrency`), so a currency column would repeat one constant on
 * every row and move the year columns that a reader's formulas find by position.
 */
export const exportFixedColumns = [
  'id',
  'name',
  'address',
  'archetype',
  'scenario',
  `replacementCost (${assetValueCurrency})`,
  'measure',
  'hazard',
  'note',
] as const;

export interface ExportTable {
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * The CSV export of one analysis: the asset's id, name, address, archetype, emissions scenario
 * (ssp126, ssp245, ssp370 or ssp585) and replacement cost, then one column per year of the
 * analysis. For each measure — Value At Risk as a fraction of replacement cost, and the annual
 * failure probability — one row per hazard of the analysis and one 'Total' row (total VAR; combined
 * failure probability 1 − Π(1 − FP_h)). The yearly numbers are the engine's at the resolution it
 * keeps each hazard's fraction at (`roundFraction`, 1e-9): the totals, computed from those, lose
 * only the noise of their floating-point sums (0.0062721660000000234 → 0.006272166). A hazard that
 * was not calculated, or was left out of the analysis, keeps its row with empty years and 'Not
 * Calculated: reason' as its note: a blank is not a zero.
 */
export function buildExportTable(analysisId: string, analysis: AnalysisResult): ExportTable {
  const { properties, inputs, metadata, summary } = analysis;
  const startYear = inputs.scenario.startYear;
  const years = properties.totalRisk.map((_, index) => startYear + index);
  const fixed = (measure: ExportMeasure, hazard: string, note: string) => [
    analysisId,
    properties.name,
    properties.address,
    inputs.archetype.acronym,
    inputs.scenario.climateScenario,
    inputs.asset.design.replacementCost,
    measure,
    hazard,
    note,
  ];
  const rows: (string | number)[][] = [];
  const measures = [
    {
      measure: 'Value At Risk (fraction of replacement cost)',
      byHazard: properties.riskHazards,
      total: properties.totalRisk,
    },
    {
      measure: 'Failure probability',
      byHazard: properties.failureHazards,
      total: summary.combinedFailure,
    },
  ] as const;
  for (const { measure, byHazard, total } of measures) {
    hazardKeys.forEach((hazard, hazardIndex) => {
      // A hazard left out of the analysis keeps its row, noted 'Not Calculated: Switched off for
      // this analysis' (the engine's reason), so a reader sees it was left out, not that it was 0.
      const reason = metadata[hazard]?.no_calc_reason;
      if (reason !== undefined) {
        rows.push([
          ...fixed(measure, hazardLabels[hazard], `Not Calculated: ${reason}`),
          ...years.map(() => ''),
        ]);
        return;
      }
      const limitation = metadata[hazard]?.data_limitation;
      rows.push([
        ...fixed(
          measure,
          hazardLabels[hazard],
          limitation === undefined || properties.sample ? '' : `Data limitation: ${limitation}`,
        ),
        ...years.map((_, yearIndex) => {
          const value = byHazard[yearIndex]?.[hazardIndex];
          return value === undefined ? '' : roundFraction(value);
        }),
      ]);
    });
    rows.push([...fixed(measure, 'Total', ''), ...total.map(roundFraction)]);
  }
  return { header: [...exportFixedColumns, ...years.map(String)], rows };
}

/**
 * The export table as CSV text (RFC 4180, with a header row), written by csv-stringify. A number is
 * written as a plain decimal of at most 15 significant digits (`formatPlainDecimal`):
 * '0.000000234', not '2.34e-7', which a spreadsheet may keep as text, and without binary noise. A
 * text cell starting with = + - @ or a tab is prefixed with an apostrophe, so a spreadsheet shows an
 * address like '=HYPERLINK(…)' as text instead of running it (OWASP 'CSV Injection'). The text
 * begins with the UTF-8 byte order mark: Excel opens a CSV file without it in the computer's legacy
 * code page, which shows 'Köln' as 'KÃ¶ln'; with it, as UTF-8 (pandas and csv-parse skip it;
 * Python's csv module needs encoding='utf-8-sig').
 */
export function exportTableCsv(table: ExportTable): string {
  return stringify([table.header, ...table.rows], { bom: true, cast: exportCsvCast });
}

/**
 * How every CSV export writes its cells (csv-stringify's `cast`): numbers as plain decimals, text
 * through `escapeSpreadsheetText`. Streamed exports use it too: `stringify({ cast: exportCsvCast })`.
 */
export const exportCsvCast = {
  number: formatPlainDecimal,
  string: escapeSpreadsheetText,
};

/**
 * Spreadsheet formula injection (OWASP 'CSV Injection'): a cell that starts with = + - @, a tab or
 * a carriage return is run as a formula when a CSV is opened in Excel, LibreOffice or Google Sheets
 * ('=HYPERLINK(…)', '@SUM(…)', '+cmd|…'). OWASP's treatment: prefix such a cell with a single
 * quote, which spreadsheets show as text. A plain number ('-33.8679', '+12') cannot run and is left
 * as it is, so a negative coordinate kept as text stays a number.
 * https://owasp.org/www-community/attacks/CSV_Injection
 */
export function escapeSpreadsheetText(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

/**
 * A cell as an upload reads it: the quote `escapeSpreadsheetText` put before a formula-like cell is
 * taken off again, so an exported file edited and uploaded again reads as it was typed.
 */
export function unescapeSpreadsheetText(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * One cell as csv-stringify writes it with `exportCsvCast` (a field with a comma, a quote or a line
 * break between quotes, its quotes doubled; null as nothing), for an export that builds its lines
 * itself: a streamed export of millions of rows writes them several times faster than through the
 * stringifier's per-record machinery.
 */
export function exportCsvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return formatPlainDecimal(value);
  const text = exportCsvCast.string(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
