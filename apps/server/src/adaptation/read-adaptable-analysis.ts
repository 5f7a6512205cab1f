import type { AccountRow } from '../accounts/account-row.ts';
import { analysisMessages } from '../analyses/analysis-messages.ts';
import { ownOriginalAnalysis } from '../analyses/own-original-analysis.ts';
import {
  readerHasAllowListRight,
  showsRealResults,
  type ResultAccessContext,
} from '../analyses/result-access.ts';
import { readStoredAnalysisDocument } from '../analyses/stored-analysis-document.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { ownsPaidPortfolio } from '../portfolios/portfolio-access.ts';
import { readRiskRun, type StoredRiskRun } from '../risk/read-risk-run.ts';
import { adaptationMessages } from './adaptation-messages.ts';

/**
 * The saved analysis an adaptation plans for, with its run: the caller's own (anyone else's is 404,
 * as if it did not exist), not itself an adaptation, and one whose real results the caller may see
 * (purchased, saved from an asset of the caller's paid portfolio, or an allow-listed reader:
 * result-access.ts). Otherwise 403: adaptation results are
 * real results, never shown as a sample.
 */
export async function readAdaptableAnalysis(
  context: ResultAccessContext,
  account: AccountRow,
  analysisId: string,
): Promise<{ id: string; groupId: string; baseRun: StoredRiskRun }> {
  const [row] = await context.database
    .select()
    .from(analyses)
    .where(ownOriginalAnalysis(analysisId, account.id));
  if (row === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound, 'analysisId');
  const document = readStoredAnalysisDocument(row.document);
  const baseRun = await readRiskRun(context.database, document.runId);
  if (baseRun === undefined) throw new AppError('GONE', analysisMessages.outdatedDocument);
  const real = showsRealResults({
    purchased:
      row.paidAt !== null ||
      (await ownsPaidPortfolio(context.database, account, baseRun.portfolioId)),
    allowListRight: await readerHasAllowListRight(context, account),
  });
  if (!real) throw new AppError('FORBIDDEN', adaptationMessages.needsPurchase, 'analysisId');
  return { id: row.id, groupId: row.groupId, baseRun };
}
