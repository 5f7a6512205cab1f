import { and, eq, inArray } from 'drizzle-orm';
import type { AccountRow } from '../accounts/account-row.ts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolios } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { ownedPortfolio } from './portfolio-access.ts';
import { portfolioMessages } from './portfolio-messages.ts';

/**
 * `POST /api/portfolios/{id}/cancel`: a quoted, queued or running portfolio becomes cancelled; the
 * workers skip its remaining chunks (process-portfolio-chunk.ts reads the status before each). The
 * chunks already written stay. 409 once it has finished.
 */
export async function cancelPortfolio(
  context: { database: DatabaseClient; clock: Clock },
  account: AccountRow,
  portfolioId: string,
): Promise<void> {
  await ownedPortfolio(context.database, account, portfolioId);
  const stopped = await context.database
    .update(portfolios)
    .set({ status: 'cancelled', finishedAt: context.clock() })
    .where(
      and(
        eq(portfolios.id, portfolioId),
        inArray(portfolios.status, ['quoted', 'queued', 'running']),
      ),
    )
    .returning({ id: portfolios.id });
  if (stopped.length === 0) throw new AppError('CONFLICT', portfolioMessages.cannotCancel);
}

/**
 * `DELETE /api/portfolios/{id}`: deletes the portfolio, its assets, results and chunks (the
 * foreign keys cascade); its remaining chunks find no portfolio and stop. A paid order keeps its
 * record with the portfolio unset.
 */
export async function deletePortfolio(
  database: DatabaseClient,
  account: AccountRow,
  portfolioId: string,
): Promise<void> {
  await ownedPortfolio(database, account, portfolioId);
  await database
    .delete(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.ownerId, account.id)));
}
