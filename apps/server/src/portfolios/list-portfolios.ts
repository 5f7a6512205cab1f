import { desc, eq } from 'drizzle-orm';
import type { PortfolioListReply } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolios } from '../database/schema.ts';
import { portfolioHeadline } from './get-portfolio.ts';

/** `GET /api/portfolios`: the caller's portfolios, newest first, for My Analyses. */
export async function listPortfolios(
  database: DatabaseClient,
  account: AccountRow,
): Promise<PortfolioListReply> {
  const rows = await database
    .select()
    .from(portfolios)
    .where(eq(portfolios.ownerId, account.id))
    .orderBy(desc(portfolios.createdAt));
  return { portfolios: rows.map(portfolioHeadline) };
}
