import { and, eq, isNull } from 'drizzle-orm';
import type { PortfolioReply } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolioChunks, portfolios } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { getPortfolio, type GetPortfolioContext } from './get-portfolio.ts';
import { ownedPortfolio, portfolioShowsRealResults } from './portfolio-access.ts';
import { portfolioMessages } from './portfolio-messages.ts';
import type { PortfolioQueue } from './portfolio-queue.ts';

export interface RunPortfolioContext extends GetPortfolioContext {
  queue: Pick<PortfolioQueue, 'enqueue'>;
}

/**
 * `POST /api/portfolios/{id}/run`: queues a quoted portfolio once its owner is entitled to its
 * results (paid, or allow-listed); 403 before. Only the transition from quoted to queued enqueues,
 * so a repeated call queues nothing twice.
 */
export async function runPortfolio(
  context: RunPortfolioContext,
  account: AccountRow,
  portfolioId: string,
): Promise<PortfolioReply> {
  const portfolio = await ownedPortfolio(context.database, account, portfolioId);
  if (portfolio.status === 'quoted') {
    if (!(await portfolioShowsRealResults(context, account, portfolio)))
      throw new AppError('FORBIDDEN', portfolioMessages.paymentRequired);
    await queuePortfolio(context, portfolioId);
  }
  return getPortfolio(context, account, portfolioId);
}

/** Moves a quoted portfolio to queued and enqueues its chunks not yet written. */
export async function queuePortfolio(
  context: { database: DatabaseClient; clock: () => Date; queue: Pick<PortfolioQueue, 'enqueue'> },
  portfolioId: string,
): Promise<void> {
  const moved = await context.database
    .update(portfolios)
    .set({ status: 'queued', queuedAt: context.clock() })
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.status, 'quoted')))
    .returning({ id: portfolios.id });
  if (moved.length === 0) return;
  const chunks = await context.database
    .select({ chunk: portfolioChunks.chunk })
    .from(portfolioChunks)
    .where(and(eq(portfolioChunks.portfolioId, portfolioId), isNull(portfolioChunks.writtenAt)));
  await context.queue.enqueue(chunks.map(({ chunk }) => ({ portfolioId, chunk })));
}
