import os from 'node:os';
import { loadHazardData } from '@hazardscope/hazard-data';
import { systemClock } from './clock.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openDatabase } from './database/open-database.ts';
import { createLifecycle } from './operations/lifecycle.ts';
import { createMetrics } from './operations/metrics.ts';
import { startPortfolioRunner } from './portfolios/portfolio-runner.ts';
import { createEnginePool } from './risk/engine-pool.ts';

/** After the grace period, the time to hand chunks back before the process exits anyway (ms). */
const handBackMilliseconds = 5_000;

/**
 * `npm run worker`: a process that only computes portfolio chunks from the PostgreSQL queue. It
 * needs DATABASE_URL and the embedded hazard data, nothing else; run as many as you like on as
 * many machines as you like against one database. On SIGTERM or SIGINT it takes no new chunk,
 * lets the ones it holds finish within SHUTDOWN_GRACE_SECONDS, and hands back any still held.
 */
async function main() {
  const config = parseConfig(process.env);
  if (config.DATABASE_URL === undefined)
    throw new ConfigError(
      'The portfolio worker needs DATABASE_URL (a PostgreSQL database the server uses too). On the embedded database the server computes portfolios itself.',
    );
  const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  const hazardData = loadHazardData();
  const threads = config.PORTFOLIO_CONCURRENCY ?? os.availableParallelism();
  const enginePool = createEnginePool(
    { threads, queueLength: threads, idleTimeoutMilliseconds: 10 * 60_000 },
    { hazardGridBuffers: hazardData.gridBuffers },
  );
  const log = {
    info: (object: object, message: string) => console.log(JSON.stringify({ ...object, message })),
    warn: (object: object, message: string) => console.warn(JSON.stringify({ ...object, message })),
    error: (object: object, message: string) =>
      console.error(JSON.stringify({ ...object, message })),
  };
  const lifecycle = createLifecycle(log);
  const queue = await startPortfolioRunner({
    config: { ...config, PORTFOLIO_WORKER: 'true' },
    database: database.client,
    clock: systemClock,
    enginePool,
    lifecycle,
    metrics: createMetrics({ processMetrics: false }),
    log,
    engineThreads: threads,
  });
  log.info({ threads, queue: queue.kind, pid: process.pid }, 'portfolio worker started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'portfolio worker stopping: no new chunk, handing back what is held');
    // Past the grace period and a few seconds to hand back, exit whatever is left.
    setTimeout(
      () => process.exit(1),
      config.SHUTDOWN_GRACE_SECONDS * 1000 + handBackMilliseconds,
    ).unref();
    lifecycle.beginDraining(new AbortController().signal);
    await lifecycle.settled();
    await enginePool.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : 'The portfolio worker could not start:',
    error instanceof ConfigError ? '' : error,
  );
  process.exit(1);
});
