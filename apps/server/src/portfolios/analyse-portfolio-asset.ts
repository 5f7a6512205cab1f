import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { engineVersion } from '@hazardscope/analysis';
import type { RiskRequest } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import { portfolioAssets, riskRuns } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { ReplyEncoding } from '../http/reply-encoding.ts';
import type { EnginePool } from '../risk/engine-pool.ts';
import { runEngineContext } from '../risk/read-risk-run.ts';
import { entitledPortfolio } from './portfolio-access.ts';
import { portfolioMessages } from './portfolio-messages.ts';

/**
 * `GET /api/portfolios/{id}/assets/{index}/analysis`: one asset of the portfolio as a single
 * analysis, for the result dialog: the same request on the portfolio's analysis date, so the
 * numbers are those the portfolio stored. Answered as `POST /api/risk` answers (a RiskReply body,
 * written and compressed on the engine thread), with real results for an owner entitled to the
 * portfolio's, and kept as the owner's run of this portfolio (risk_runs.portfolio_id): its scenario
 * range and an analysis saved from it stay real for the owner while the portfolio is paid for
 * (ownsPaidPortfolio).
 */
export async function analysePortfolioAsset(
  context: ResultAccessContext & { enginePool: EnginePool },
  account: AccountRow,
  portfolioId: string,
  index: number,
  encoding: ReplyEncoding,
): Promise<Buffer> {
  const portfolio = await entitledPortfolio(context, account, portfolioId);
  const [asset] = await context.database
    .select({ request: portfolioAssets.request })
    .from(portfolioAssets)
    .where(and(eq(portfolioAssets.portfolioId, portfolioId), eq(portfolioAssets.index, index)));
  if (asset === undefined) throw new AppError('NOT_FOUND', portfolioMessages.assetNotFound);
  const request = asset.request as RiskRequest;
  // The asset opened again answers with the run kept the first time (saved or not): one run per
  // asset, kept as long as the portfolio (expireUnsavedRuns), whose numbers do not change.
  const [kept] = await context.database
    .select({ id: riskRuns.id })
    .from(riskRuns)
    .where(
      and(
        eq(riskRuns.portfolioId, portfolioId),
        eq(riskRuns.accountId, account.id),
        // Not a re-run of the asset from the result dialog (analyse-for-reply.ts).
        isNull(riskRuns.revisionGroupId),
        sql`${riskRuns.request} = ${JSON.stringify(request)}::jsonb`,
      ),
    )
    .limit(1);
  const runId = kept?.id ?? randomUUID();
  const outcome = await context.enginePool.analyse({
    request,
    now: portfolio.analysisDate,
    externalElevation: undefined,
    warnings: [],
    keepResult: kept === undefined,
    reply: { runId, realResults: true, encoding },
  });
  if (outcome.replyBody === undefined) throw new Error('the engine worker wrote no reply');
  if (kept !== undefined) return outcome.replyBody;
  await context.database.insert(riskRuns).values({
    id: runId,
    accountId: account.id,
    request,
    analysisGzip: outcome.analysisGzip ?? null,
    engineContext: runEngineContext(undefined, [], undefined),
    engineVersion,
    fieldValues: outcome.fieldValues,
    portfolioId,
    createdAt: portfolio.analysisDate,
  });
  return outcome.replyBody;
}
