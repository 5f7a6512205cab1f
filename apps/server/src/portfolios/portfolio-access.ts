import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../accounts/account-row.ts';
import {
  readerHasAllowListRight,
  showsRealResults,
  type ResultAccessContext,
} from '../analyses/result-access.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { ownsPaidRow } from '../database/owns-paid-row.ts';
import { portfolios } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { portfolioMessages } from './portfolio-messages.ts';

export type PortfolioRow = typeof portfolios.$inferSelect;

/** The caller's own portfolio; anyone else's is 404, as if it did not exist. */
export async function ownedPortfolio(
  database: DatabaseClient,
  account: AccountRow,
  portfolioId: string,
): Promise<PortfolioRow> {
  const [portfolio] = await database
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.ownerId, account.id)));
  if (portfolio === undefined) throw new AppError('NOT_FOUND', portfolioMessages.notFound);
  return portfolio;
}

/**
 * Whether the owner may see the portfolio's real results: the same rule as a single analysis —
 * paid for, or the owner allow-listed — decided at each read.
 */
export async function portfolioShowsRealResults(
  context: ResultAccessContext,
  account: AccountRow,
  portfolio: Pick<PortfolioRow, 'paidAt'>,
): Promise<boolean> {
  return showsRealResults({
    purchased: portfolio.paidAt !== null,
    allowListRight: await readerHasAllowListRight(context, account),
  });
}

/** The owner's portfolio whose real results they may see; 403 otherwise. */
export async function entitledPortfolio(
  context: ResultAccessContext,
  account: AccountRow,
  portfolioId: string,
): Promise<PortfolioRow> {
  const portfolio = await ownedPortfolio(context.database, account, portfolioId);
  if (!(await portfolioShowsRealResults(context, account, portfolio)))
    throw new AppError('FORBIDDEN', portfolioMessages.notEntitled);
  return portfolio;
}

/**
 * Whether a run of one asset of a portfolio (risk_runs.portfolio_id; null for any other run) shows
 * real results to this reader as a purchase would: the portfolio is the reader's own and paid for.
 * The owner paid for every asset's numbers, so that run — and an analysis saved from it — is real
 * for them, decided at each read: deleting the portfolio (which clears the run's portfolio) or
 * another reader gets nothing from it. An allow-listed reader is entitled anyway (result-access.ts).
 */
export async function ownsPaidPortfolio(
  database: DatabaseClient,
  reader: AccountRow | undefined,
  portfolioId: string | null,
): Promise<boolean> {
  if (reader === undefined || portfolioId === null) return false;
  return ownsPaidRow(database, portfolios, eq(portfolios.id, portfolioId), reader.id);
}
