import { stringify } from 'csv-stringify/sync';
import { hazardKeys, hazardLabels, type AnalysisResult } from '@hazardscope/contracts';

/** What a row of the export holds: Value At Risk or failure probability, per year. */
export type ExportMeasure = 'Value At Risk (fraction of replacement cost)' | 'Failure probability';

/** The fixed columns before one column per year. */
export const exportFixedColumns = [
  'id',
  'name',
  'address',
  'archetype',
  'scenario',
  'replacementCost',
  'measure',
  'hazard',
  'note',
] as const;

export interface ExportTable {
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * The CSV export of one analysis: the asset's id, name, address,
 * archetype, emissions scenario (ssp126, ssp245, ssp370 or ssp585) and replacement cost, then one column per year of the analysis. For each measure —
 * Value At Risk as a fraction of replacement cost, and the annual failure probability — one row
 * per hazard of the analysis and one 'Total' row (total VAR; combined failure probability
 * 1 − Π(1 − FP_h)). The numbers are the engine's, unrounded. A hazard that was not calculated keeps
 * its row with empty years and 'Not Calculated: reason' as its note: a blank is not a zero.
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
      if (!inputs.scenario.hazards.includes(hazard)) return;
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
        ...years.map((_, yearIndex) => byHazard[yearIndex]?.[hazardIndex] ?? ''),
      ]);
    });
    rows.push([...fixed(measure, 'Total', ''), ...total]);
  }
  return { header: [...exportFixedColumns, ...years.map(String)], rows };
}

/**
 * The export table as CSV text (RFC 4180, with a header row), written by csv-stringify. A text cell
 * starting with = + - @ or a tab is prefixed with an apostrophe, so a spreadsheet shows an address
 * like '=HYPERLINK(…)' as text instead of running it (OWASP 'CSV Injection'). The text begins with
 * the UTF-8 byte order mark: Excel opens a CSV file without it in the computer's legacy code page,
 * which shows 'Köln' as 'KÃ¶ln'; with it, as UTF-8 (pandas and csv-parse skip it; Python's csv
 * module needs encoding='utf-8-sig').
 */
export function exportTableCsv(table: ExportTable): string {
  return stringify([table.header, ...table.rows], {
    bom: true,
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
}
