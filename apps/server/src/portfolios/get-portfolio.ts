import {
  portfolioSummarySchema,
  type ClimateScenario,
  type PortfolioReply,
  type PortfolioStatus,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import {
  ownedPortfolio,
  portfolioShowsRealResults,
  type PortfolioRow,
} from './portfolio-access.ts';
import { portfolioQuoteOf } from './portfolio-quote.ts';
import { summarisePortfolio } from './summarise-portfolio.ts';

export interface GetPortfolioContext extends ResultAccessContext {
  config: ResultAccessContext['config'] & Pick<Config, 'PURCHASE_PRICE' | 'PURCHASE_CURRENCY'>;
  clock: Clock;
}

/**
 * `GET /api/portfolios/{id}`: status, progress with an estimate of the time left (the pace since
 * the first chunk started, over the assets left), the quote, and — once done, for an owner
 * entitled to real results — the dashboard summary.
 */
export async function getPortfolio(
  context: GetPortfolioContext,
  account: AccountRow,
  portfolioId: string,
): Promise<PortfolioReply> {
  const portfolio = await ownedPortfolio(context.database, account, portfolioId);
  const entitled = await portfolioShowsRealResults(context, account, portfolio);
  const finished = portfolio.status === 'done' || portfolio.status === 'failed';
  let summary = null;
  if (finished && entitled) {
    // Stored by the worker that wrote the last chunk; computed here if that step died.
    summary =
      portfolio.summary === null
        ? await summarisePortfolio(context.database, portfolio.id)
        : portfolioSummarySchema.parse(portfolio.summary);
  }
  return {
    ...portfolioHeadline(portfolio),
    rejected: portfolio.rejectedRows.length,
    startedAt: portfolio.startedAt?.toISOString() ?? null,
    estimatedSecondsLeft: estimatedSecondsLeft(portfolio, context.clock()),
    quote: portfolioQuoteOf(context.config, portfolio.total, !entitled),
    summary,
  };
}

/** What a portfolio's list entry and its status share. */
export function portfolioHeadline(portfolio: PortfolioRow) {
  return {
    id: portfolio.id,
    title: portfolio.title,
    scenario: portfolio.scenario as ClimateScenario,
    status: portfolio.status as PortfolioStatus,
    total: portfolio.total,
    done: portfolio.done,
    failed: portfolio.failed,
    createdAt: portfolio.createdAt.toISOString(),
    finishedAt: portfolio.finishedAt?.toISOString() ?? null,
  };
}

function estimatedSecondsLeft(portfolio: PortfolioRow, now: Date): number | null {
  if (portfolio.status !== 'running' || portfolio.startedAt === null) return null;
  const processed = portfolio.done + portfolio.failed;
  if (processed === 0) return null;
  const elapsedSeconds = Math.max(0, (now.getTime() - portfolio.startedAt.getTime()) / 1000);
  return Math.round((elapsedSeconds / processed) * (portfolio.total - processed));
}
