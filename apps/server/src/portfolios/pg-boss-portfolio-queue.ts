import PgBoss from 'pg-boss';
import type { PortfolioChunkJob, PortfolioQueue } from './portfolio-queue.ts';

/** The pg-boss queue's name, and the schema its tables live in (beside the app's tables). */
const queueName = 'portfolio-chunk';
const schema = 'pgboss';

export interface PgBossQueueOptions {
  connectionString: string;
  /**
   * How long a worker may hold a chunk before pg-boss takes it back and hands it to another
   * worker (a worker killed mid-chunk holds it until then).
   */
  leaseSeconds: number;
  /** Attempts after the first before a chunk is given up as failed. */
  retryLimit: number;
}

/**
 * The queue on PostgreSQL: pg-boss (its tables in the `pgboss` schema, jobs taken with
 * `SELECT … FOR UPDATE SKIP LOCKED`), so any number of worker processes on any number of machines
 * share the chunks. A job is active from the moment a worker takes it; one not completed within
 * `leaseSeconds` expires and is retried, which is how a chunk held by a killed worker comes back.
 */
export async function createPgBossPortfolioQueue(
  options: PgBossQueueOptions,
): Promise<PortfolioQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema,
    max: 4,
    // Expired jobs are found by the maintenance run: every 30 s here (pg-boss's default is 2 min).
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error: Error) => console.warn(`pg-boss: ${error.message}`));
  await boss.start();
  await createQueueOnce(boss, {
    name: queueName,
    retryLimit: options.retryLimit,
    retryDelay: 1,
    expireInSeconds: options.leaseSeconds,
    retentionDays: 7,
  });
  let stopped: Promise<void> | undefined;
  return {
    kind: 'pg-boss',
    async enqueue(jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: queueName,
          data: job,
          retryLimit: options.retryLimit,
          retryDelay: 1,
          expireInSeconds: options.leaseSeconds,
        })),
      );
    },
    async work(handler, workOptions) {
      // One pg-boss worker per slot, each taking one chunk at a time: a slow chunk holds one slot.
      for (let slot = 0; slot < workOptions.concurrency; slot += 1) {
        await boss.work<PortfolioChunkJob>(
          queueName,
          { batchSize: 1, pollingIntervalSeconds: 1 },
          async ([job]) => {
            if (job !== undefined) await handler(job.data);
          },
        );
      }
    },
    async counts() {
      const result = (await boss
        .getDb()
        .executeSql(
          `SELECT state, count(*)::int AS count FROM ${schema}.job WHERE name = $1 GROUP BY state`,
          [queueName],
        )) as { rows: { state: string; count: number }[] };
      const of = (...states: string[]) =>
        result.rows
          .filter((row) => states.includes(row.state))
          .reduce((sum, row) => sum + row.count, 0);
      return { waiting: of('created', 'retry'), running: of('active'), failed: of('failed') };
    },
    async stop(graceMilliseconds) {
      // Graceful: no new chunk is taken, those held may finish within the grace period; any still
      // held then are failed at once, so pg-boss retries them on another worker without waiting
      // for their lease to expire.
      stopped ??= boss.stop({
        graceful: true,
        timeout: Math.max(1, graceMilliseconds),
        wait: true,
      });
      await stopped;
    },
  };
}

/** PostgreSQL's error code for a deadlock the server broke by aborting one transaction. */
const deadlockDetected = '40P01';
const createQueueAttempts = 5;

/**
 * `boss.createQueue`, repeated when PostgreSQL breaks a deadlock: pg-boss's create_queue inserts the
 * queue's row (ON CONFLICT DO NOTHING) and then creates its partition table, so two processes
 * starting at the same moment on a new database (two server instances, or a server and a worker)
 * can deadlock on the queue table's index and the partition's foreign key. The aborted one tries
 * again; by then the other has created the queue, and the call finds it and does nothing.
 */
async function createQueueOnce(
  boss: PgBoss,
  queueOptions: PgBoss.Queue & { retentionDays: number },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(queueOptions.name, queueOptions);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== deadlockDetected || attempt >= createQueueAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
