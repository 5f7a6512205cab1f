import { and, asc, eq } from 'drizzle-orm';
import type { AllowListKind } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analysisMessages } from '../analyses/analysis-messages.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import { isAnalysisId, type AnalysisRow } from '../analyses/saved-analysis-row.ts';
import {
  readStoredAnalysisDocument,
  type StoredAnalysisDocument,
} from '../analyses/stored-analysis-document.ts';
import { isAllowListed } from '../allowlist/is-allow-listed.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { ownsPaidPortfolio } from '../portfolios/portfolio-access.ts';
import { readRiskRun, type StoredRiskRun } from '../risk/read-risk-run.ts';
import { reportMessages } from './report-messages.ts';

/** What a report or an export is made from: the reader's own analysis with its real result. */
export interface ReportableAnalysis {
  row: AnalysisRow;
  document: StoredAnalysisDocument;
  run: StoredRiskRun;
  /** Its place in its group: 0 for the original, its revisions from 1 in order of creation. */
  revisionNumber: number;
}

/**
 * What a report or an export may be made of: one of the reader's OWN saved analyses (another's, or
 * none, answers 404 as the saved-analysis calls do), purchased (or saved from an asset of the
 * reader's paid portfolio) or opened by a reader whose proven address is allow-listed — 'allow' for the PDF report, 'export' for the CSV export.
 * Anything else answers 403 naming what would unlock it.
 */
export async function readReportableAnalysis(
  context: ResultAccessContext,
  reader: AccountRow,
  analysisId: string,
  use: 'report' | 'export',
): Promise<ReportableAnalysis> {
  const { database } = context;
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [row] = await database
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.ownerId, reader.id)));
  if (row === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const document = readStoredAnalysisDocument(row.document);
  const run = await readRiskRun(database, document.runId);
  if (run === undefined) throw new AppError('GONE', analysisMessages.outdatedDocument);
  const kind: AllowListKind = use === 'report' ? 'allow' : 'export';
  // Saved from an asset of the reader's paid portfolio counts as purchased (ownsPaidPortfolio).
  const permitted =
    row.paidAt !== null ||
    (await ownsPaidPortfolio(database, reader, run.portfolioId)) ||
    (await isAllowListed(database, context.config, reader, kind));
  if (!permitted) {
    throw new AppError(
      'FORBIDDEN',
      use === 'report' ? reportMessages.reportNeedsPurchase : reportMessages.exportNeedsPermission,
    );
  }
  const group = await database
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.groupId, row.groupId), eq(analyses.isAdaptation, false)))
    .orderBy(asc(analyses.createdAt), asc(analyses.id));
  const position = group.findIndex((member) => member.id === row.id);
  // The group's first analysis is the original (0); its revisions count from 1 in creation order.
  return { row, document, run, revisionNumber: Math.max(0, position) };
}
