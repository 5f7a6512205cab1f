import type { SavedAnalysis } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { AppError } from '../errors.ts';
import { ownsPaidPortfolio } from '../portfolios/portfolio-access.ts';
import { readRiskRun } from '../risk/read-risk-run.ts';
import { analysisMessages } from './analysis-messages.ts';
import {
  readerHasAllowListRight,
  showsRealResults,
  type ResultAccessContext,
} from './result-access.ts';
import { resultAsShown } from './result-as-shown.ts';
import { toSavedAnalysis, type AnalysisSummaryRow } from './saved-analysis-row.ts';
import { readStoredAnalysisDocument } from './stored-analysis-document.ts';

/**
 * One whole saved analysis as this reader may see it: the stored document validated, the real
 * result read from its run, and real or sample decided now (result-access.ts), whoever asks.
 */
export async function readSavedAnalysis(
  context: ResultAccessContext,
  row: AnalysisSummaryRow & { document: unknown },
  reader: AccountRow | undefined,
): Promise<SavedAnalysis> {
  const document = readStoredAnalysisDocument(row.document);
  const run = await readRiskRun(context.database, document.runId);
  if (run === undefined) throw new AppError('GONE', analysisMessages.outdatedDocument);
  const realResults = showsRealResults({
    // Saved from an asset of a paid portfolio: real for the portfolio's owner, who paid for it.
    purchased:
      row.paidAt !== null || (await ownsPaidPortfolio(context.database, reader, run.portfolioId)),
    allowListRight: await readerHasAllowListRight(context, reader),
  });
  const shown = resultAsShown(run.analysis, realResults);
  return toSavedAnalysis(row, reader?.id, {
    ...shown,
    input_source: 'ana_v1_schema',
    runId: document.runId,
    realResults,
    engineVersion: document.engineVersion,
    design: document.design,
    customisation: {
      fields: document.request.asset.fields ?? {},
      elements: document.request.asset.elements ?? {},
    },
    ...(document.adaptationOptions !== undefined
      ? { adaptationOptions: document.adaptationOptions }
      : {}),
  });
}
