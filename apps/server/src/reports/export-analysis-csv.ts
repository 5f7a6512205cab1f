import { assetFileName } from '@hazardscope/contracts';
import { buildExportTable, exportTableCsv } from '@hazardscope/report/inputs';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import { readReportableAnalysis } from './read-reportable-analysis.ts';

/**
 * The CSV export of one of the reader's analyses, with the export
 * permission only: purchased, or an export allow-listing of the reader's proven address.
 */
export async function exportAnalysisCsv(
  context: ResultAccessContext,
  reader: AccountRow,
  analysisId: string,
): Promise<{ fileName: string; csv: string }> {
  const reportable = await readReportableAnalysis(context, reader, analysisId, 'export');
  const { analysis } = reportable.run;
  return {
    fileName: assetFileName(analysis.properties.address, 'csv'),
    csv: exportTableCsv(buildExportTable(reportable.row.id, analysis)),
  };
}
