import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RiskRequest } from '@hazardscope/contracts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import {
  portfolioAssetResults,
  portfolioAssets,
  portfolioChunks,
  portfolios,
} from '../database/schema.ts';
import type { PortfolioAssetOutcome, PortfolioChunkAsset } from './analyse-portfolio-chunk.ts';
import type { PortfolioChunkJob } from './portfolio-queue.ts';
import { summarisePortfolio } from './summarise-portfolio.ts';

export interface ProcessPortfolioChunkContext {
  database: DatabaseClient;
  clock: Clock;
  /** Runs the analyses of a chunk (the engine's thread pool). */
  analyseChunk(task: {
    now: Date;
    assets: PortfolioChunkAsset[];
  }): Promise<PortfolioAssetOutcome[]>;
}

export type ChunkResult = 'written' | 'already-written' | 'stopped';

/** Statuses whose chunks are still to be computed; any other means the remaining chunks stop. */
const runnableStatuses = ['queued', 'running'];

/**
 * Takes one chunk: reads its assets, has the engine analyse them, and writes every result, the
 * chunk's mark and the portfolio's counts in ONE transaction. The mark is set only where it was
 * unset (the idempotence guard), so a chunk computed twice — its worker killed after the commit,
 * or its lease expired while it was still being computed — is written and counted once, and a
 * worker killed before the commit leaves nothing behind. A cancelled or deleted portfolio's
 * remaining chunks are skipped. The transaction that writes the last chunk marks the portfolio
 * done, and the summary is computed after it (again by the next reader if that step dies).
 */
export async function processPortfolioChunk(
  context: ProcessPortfolioChunkContext,
  job: PortfolioChunkJob,
): Promise<ChunkResult> {
  const { database } = context;
  const [portfolio] = await database
    .select({ status: portfolios.status, analysisDate: portfolios.analysisDate })
    .from(portfolios)
    .where(eq(portfolios.id, job.portfolioId));
  if (portfolio === undefined || !runnableStatuses.includes(portfolio.status)) return 'stopped';
  const [chunk] = await database
    .select({ writtenAt: portfolioChunks.writtenAt })
    .from(portfolioChunks)
    .where(
      and(eq(portfolioChunks.portfolioId, job.portfolioId), eq(portfolioChunks.chunk, job.chunk)),
    );
  if (chunk === undefined) return 'stopped';
  if (chunk.writtenAt !== null) return 'already-written';

  const now = context.clock();
  await database
    .update(portfolios)
    .set({
      status: 'running',
      startedAt: sql`coalesce(${portfolios.startedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(portfolios.id, job.portfolioId), eq(portfolios.status, 'queued')));
  const assets = await database
    .select({ index: portfolioAssets.index, request: portfolioAssets.request })
    .from(portfolioAssets)
    .where(
      and(eq(portfolioAssets.portfolioId, job.portfolioId), eq(portfolioAssets.chunk, job.chunk)),
    )
    .orderBy(asc(portfolioAssets.index));
  const outcomes = await context.analyseChunk({
    now: portfolio.analysisDate,
    assets: assets.map((asset) => ({ index: asset.index, request: asset.request as RiskRequest })),
  });

  const analysed = outcomes.filter((outcome) => outcome.analysed).length;
  const failed = outcomes.length - analysed;
  const writtenAt = context.clock().toISOString();
  const finished = await database.transaction(async (transaction) => {
    const claimed = await transaction
      .update(portfolioChunks)
      .set({ writtenAt: new Date(writtenAt) })
      .where(
        and(
          eq(portfolioChunks.portfolioId, job.portfolioId),
          eq(portfolioChunks.chunk, job.chunk),
          isNull(portfolioChunks.writtenAt),
        ),
      )
      .returning({ chunk: portfolioChunks.chunk });
    // Written meanwhile by another worker (or the portfolio deleted): nothing to add.
    if (claimed.length === 0) return undefined;
    if (outcomes.length > 0) {
      await transaction.insert(portfolioAssetResults).values(
        outcomes.map((outcome) => ({
          portfolioId: job.portfolioId,
          index: outcome.index,
          ...(outcome.analysed
            ? {
                valueAtRisk: Buffer.from(
                  outcome.values.buffer,
                  outcome.values.byteOffset,
                  outcome.values.byteLength,
                ),
                currentRating: outcome.currentRating,
                endOfLifeRating: outcome.endOfLifeRating,
                endOfLifeValueAtRisk: outcome.endOfLifeValueAtRisk,
                country: outcome.country,
                region: outcome.region,
              }
            : { failureReason: outcome.failureReason }),
        })),
      );
    }
    const complete = sql`${portfolios.done} + ${portfolios.failed} + ${outcomes.length} >= ${portfolios.total}`;
    const [counts] = await transaction
      .update(portfolios)
      .set({
        done: sql`${portfolios.done} + ${analysed}`,
        failed: sql`${portfolios.failed} + ${failed}`,
        status: sql`case when ${portfolios.status} in ('queued', 'running') and ${complete} then (case when ${portfolios.done} + ${analysed} = 0 then 'failed' else 'done' end) else ${portfolios.status} end`,
        finishedAt: sql`case when ${complete} then ${writtenAt}::timestamptz else ${portfolios.finishedAt} end`,
      })
      .where(eq(portfolios.id, job.portfolioId))
      .returning({ status: portfolios.status });
    return counts?.status === 'done' || counts?.status === 'failed';
  });
  if (finished === undefined) return 'already-written';
  if (finished) await summarisePortfolio(database, job.portfolioId);
  return 'written';
}
