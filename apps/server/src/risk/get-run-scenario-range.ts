import { eq } from 'drizzle-orm';
import type { ScenarioRange } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analysisMessages } from '../analyses/analysis-messages.ts';
import {
  readerHasAllowListRight,
  showsRealResults,
  type ResultAccessContext,
} from '../analyses/result-access.ts';
import { isAnalysisId } from '../analyses/saved-analysis-row.ts';
import { ownsPaidRow } from '../database/owns-paid-row.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { EnginePool } from './engine-pool.ts';
import { ownsPaidPortfolio } from '../portfolios/portfolio-access.ts';
import { readCompleteRiskRun, type RiskRunAccess } from './read-risk-run.ts';

/**
 * `GET /api/risk/:runId/scenario-range`: the range of a run's scenario and the comparison of
 * scenarios before the run is saved. Only the run's owner may ask (anyone else, and a run that
 * has expired, get 404 as if it did not exist); the numbers are real results, so the owner must
 * see real results of this run — the allow-list right, a re-run of a group they purchased, or a
 * run of an asset of their paid portfolio — and is answered 403 otherwise.
 */
export async function getRunScenarioRange(
  context: ResultAccessContext & { enginePool: EnginePool },
  reader: AccountRow,
  runId: string,
): Promise<ScenarioRange> {
  if (!isAnalysisId(runId)) throw new AppError('NOT_FOUND', analysisMessages.runNotFound);
  const run = await readCompleteRiskRun(context, runId, async (owned) => {
    if (owned === undefined || owned.accountId !== reader.id) {
      throw new AppError('NOT_FOUND', analysisMessages.runNotFound);
    }
    await demandRealResults(context, reader, owned);
  });
  return context.enginePool.scenarioRange(run);
}

/**
 * 403 unless the reader sees real results of this run: of its group (none: `null`) or of its
 * portfolio (none: `null`).
 */
async function demandRealResults(
  context: ResultAccessContext,
  reader: AccountRow,
  { revisionGroupId, portfolioId }: NonNullable<RiskRunAccess>,
): Promise<void> {
  const purchasedGroup =
    revisionGroupId !== null &&
    (await ownsPaidRow(
      context.database,
      analyses,
      eq(analyses.groupId, revisionGroupId),
      reader.id,
    ));
  const purchased =
    purchasedGroup || (await ownsPaidPortfolio(context.database, reader, portfolioId));
  const allowListRight = await readerHasAllowListRight(context, reader);
  if (!showsRealResults({ purchased, allowListRight })) {
    throw new AppError('FORBIDDEN', analysisMessages.scenarioRangeNeedsPurchase);
  }
}
