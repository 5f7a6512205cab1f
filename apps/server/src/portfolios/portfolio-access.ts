import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../accounts/account-row.ts';
import {
  readerHasAllowListRight,
  showsRealResults,
  type ResultAccessContext,
} from '../analyses/result-access.ts';
import type { DatabaseClient } from '../database/open-database.ts';
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
