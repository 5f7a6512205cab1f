import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolioChunks, portfolios } from '../database/schema.ts';
import type { Lifecycle } from '../operations/lifecycle.ts';
import { counterOf, gaugeOf, type Metrics } from '../operations/metrics.ts';
import type { EnginePool } from '../risk/engine-pool.ts';
import { createInProcessPortfolioQueue } from './in-process-portfolio-queue.ts';
import { createPgBossPortfolioQueue } from './pg-boss-portfolio-queue.ts';
import { processPortfolioChunk } from './process-portfolio-chunk.ts';
import type { PortfolioQueue } from './portfolio-queue.ts';

/**
 * Assets per engine task. A chunk goes to the engine threads in slices, one after another, so a
 * single analysis (`POST /api/risk`) queued meanwhile waits for one slice (~25 × 30 ms), not for a
 * whole chunk of 500 (~15 s); the engine queue is first come, first served.
 */
const engineSliceAssets = 25;

async function analyseInSlices(
  enginePool: EnginePool,
  task: Parameters<EnginePool['analysePortfolioChunk']>[0],
): Promise<Awaited<ReturnType<EnginePool['analysePortfolioChunk']>>> {
  const outcomes = [];
  for (let start = 0; start < task.assets.length; start += engineSliceAssets) {
    outcomes.push(
      ...(await enginePool.analysePortfolioChunk({
        now: task.now,
        assets: task.assets.slice(start, start + engineSliceAssets),
      })),
    );
  }
  return outcomes;
}

/** Chunks a process holds beyond those it computes: read, or written, while the others compute. */
const heldAhead = 1;

/**
 * Runs at most `count` tasks at once, the others waiting in the order they asked: the chunks a
 * process computes at once, whatever it holds.
 */
export function createTurns(count: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async take<T>(task: () => Promise<T>): Promise<T> {
      if (running >= count) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        // The turn passes straight to the next waiting task, or is given back.
        const next = waiting.shift();
        if (next === undefined) running -= 1;
        else next();
      }
    },
  };
}

/** Attempts after the first before a chunk is given up (a chunk that throws every time). */
const chunkRetryLimit = 5;

export interface PortfolioRunnerContext {
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'PORTFOLIO_WORKER'
    | 'PORTFOLIO_CONCURRENCY'
    | 'PORTFOLIO_LEASE_SECONDS'
    | 'SHUTDOWN_GRACE_SECONDS'
  >;
  database: DatabaseClient;
  clock: Clock;
  enginePool: EnginePool;
  lifecycle: Pick<Lifecycle, 'onShutdown'>;
  metrics: Pick<Metrics, 'register'>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Threads of the engine pool: one chunk at a time each, by default. */
  engineThreads: number;
}

/**
 * The portfolio queue of this process, and its worker when the process computes chunks: pg-boss
 * with DATABASE_URL, the in-process queue on the embedded database (which also enqueues again the
 * chunks a previous run of the process left unwritten). Its figures join the metrics; on shutdown
 * it stops taking chunks and hands back, after the grace period, the ones it still holds.
 */
export async function startPortfolioRunner(
  context: PortfolioRunnerContext,
): Promise<PortfolioQueue> {
  const { config } = context;
  const queue = config.DATABASE_URL
    ? await createPgBossPortfolioQueue({
        connectionString: config.DATABASE_URL,
        leaseSeconds: config.PORTFOLIO_LEASE_SECONDS,
        retryLimit: chunkRetryLimit,
      })
    : createInProcessPortfolioQueue({ retryLimit: chunkRetryLimit });
  let assetsAnalysed = 0;
  let lastCounts = { waiting: 0, running: 0, failed: 0 };
  const readCounts = async () => {
    lastCounts = await queue.counts().catch(() => lastCounts);
    return lastCounts;
  };
  context.metrics.register(
    gaugeOf(
      'portfolio_chunks_waiting',
      'Portfolio chunks waiting for a worker.',
      async () => (await readCounts()).waiting,
    ),
    gaugeOf(
      'portfolio_chunks_running',
      'Portfolio chunks being computed by a worker.',
      () => lastCounts.running,
    ),
    gaugeOf(
      'portfolio_chunks_failed',
      'Portfolio chunks given up after every retry failed.',
      () => lastCounts.failed,
    ),
    counterOf(
      'portfolio_assets_analysed_total',
      'Portfolio assets analysed and written by this process.',
      () => assetsAnalysed,
    ),
  );

  const computes = config.PORTFOLIO_WORKER === 'true' || !config.DATABASE_URL;
  if (computes) {
    // One chunk more is held than are computed at once: while a chunk's results are written (and
    // the next chunk is taken and read), the held one computes, so the engine threads do not wait
    // for the database between chunks. Each chunk is still taken, computed and written in its own
    // transaction (processPortfolioChunk); the one waiting for its turn holds its lease meanwhile,
    // for at most one chunk's computation.
    const computing = config.PORTFOLIO_CONCURRENCY ?? context.engineThreads;
    const engineTurns = createTurns(computing);
    await queue.work(
      async (job) => {
        const started = Date.now();
        const outcome = await processPortfolioChunk(
          {
            database: context.database,
            clock: context.clock,
            analyseChunk: (task) =>
              engineTurns.take(() => analyseInSlices(context.enginePool, task)),
          },
          job,
        );
        if (outcome === 'written') {
          const [row] = await context.database
            .select({ assets: portfolioChunks.assets })
            .from(portfolioChunks)
            .where(
              and(
                eq(portfolioChunks.portfolioId, job.portfolioId),
                eq(portfolioChunks.chunk, job.chunk),
              ),
            );
          assetsAnalysed += row?.assets ?? 0;
        }
        context.log.info(
          { ...job, outcome, milliseconds: Date.now() - started },
          'portfolio chunk',
        );
      },
      { concurrency: computing + heldAhead },
    );
    if (queue.kind === 'in-process') await resumeUnwrittenChunks(context.database, queue);
  }
  // On shutdown: no new chunk is taken; those held may finish within the grace period, then go
  // back to the queue (pg-boss fails them for an immediate retry elsewhere) or stay unwritten for
  // the next start (in-process).
  context.lifecycle.onShutdown('portfolio queue', () =>
    queue.stop(config.SHUTDOWN_GRACE_SECONDS * 1000),
  );
  return queue;
}

/**
 * The embedded database's queue lives in memory: at start, every chunk of a queued or running
 * portfolio that has not been written is enqueued again, so a process killed mid-run loses nothing.
 */
async function resumeUnwrittenChunks(database: DatabaseClient, queue: PortfolioQueue) {
  const unwritten = await database
    .select({ portfolioId: portfolioChunks.portfolioId, chunk: portfolioChunks.chunk })
    .from(portfolioChunks)
    .innerJoin(portfolios, eq(portfolios.id, portfolioChunks.portfolioId))
    .where(
      and(inArray(portfolios.status, ['queued', 'running']), isNull(portfolioChunks.writtenAt)),
    )
    .orderBy(portfolios.queuedAt, portfolioChunks.chunk);
  await queue.enqueue(unwritten);
}
