import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AnalysisInputError } from '@hazardscope/analysis';
import { AppError } from '../errors.ts';
import { returnMemoryOfExitedThread } from '../return-freed-memory.ts';
import type { ScenarioRange } from '@hazardscope/contracts';
import type { PortfolioAssetOutcome } from '../portfolios/analyse-portfolio-chunk.ts';
import type {
  EngineOutcome,
  PortfolioChunkTask,
  EngineTask,
  EngineWorkerData,
  ScenarioRangeTask,
  WorkerOutcome,
  WorkerTask,
} from './engine-task.ts';

/** Seconds a client refused by a full engine queue is asked to wait (Retry-After). */
export const engineBusyRetryAfterSeconds = 2;

const engineBusyMessage = `The server is running as many analyses as it can. Please try again in ${engineBusyRetryAfterSeconds} seconds.`;

export interface EnginePoolOptions {
  /** Worker threads at most; they read the main thread's hazard grids in shared memory. */
  threads: number;
  /** Analyses waiting for a thread beyond those running; one more is refused with 503. */
  queueLength: number;
  /**
   * How long a thread waits for its next analysis before it exits (ms). A thread holds ~90–110 MB
   * (its heap, the engine and catalogue, the hazard layers other than the grids); the next analysis
   * starts a new one, which loads those layers in about a second.
   */
  idleTimeoutMilliseconds: number;
}

/**
 * One worker thread for each core: the threads write and compress the replies, so the event loop
 * (HTTP, the embedded database) needs ~3 ms of CPU per analysis against the thread's ~10, and the
 * operating system shares the cores between them (on 2 cores, 50 clients at once: one thread
 * served ~105 analyses a second, two ~120–128, the health check's 99th percentile under 40 ms
 * with either); a queue of 64 analyses per thread, so 50 clients at once are queued, not refused,
 * while a larger crowd is refused at once instead of piling up; and threads kept for 10 minutes
 * after their last analysis, so a user's run, re-runs and scenario range reuse one, while a server
 * nobody uses holds none.
 */
export function defaultEnginePoolOptions(): EnginePoolOptions {
  const threads = os.availableParallelism();
  return { threads, queueLength: 64 * threads, idleTimeoutMilliseconds: 10 * 60_000 };
}

export interface EnginePool {
  /** Runs one analysis on a worker; AppError UNAVAILABLE (503, Retry-After) when the queue is full. */
  analyse(task: EngineTask): Promise<
    Omit<Extract<EngineOutcome, { kind: 'analysed' }>, 'kind'> & {
      analysisGzip?: Buffer;
      replyBody?: Buffer;
    }
  >;
  /**
   * Analyses a chunk of a portfolio on a worker. Not bounded by the queue's capacity: the portfolio
   * runner computes at most one chunk per thread at once, so these never pile up.
   */
  analysePortfolioChunk(task: Omit<PortfolioChunkTask, 'kind'>): Promise<PortfolioAssetOutcome[]>;
  /** Computes a stored run's scenario range on a worker; 503 as `analyse` when the queue is full. */
  scenarioRange(run: ScenarioRangeTask['run']): Promise<ScenarioRange>;
  /** Analyses admitted (running or waiting). */
  readonly admitted: number;
  /** Analyses waiting for a thread. */
  readonly queued: number;
  /** Worker threads alive now (0 before the first analysis and after an idle timeout). */
  readonly threads: number;
  close(): Promise<void>;
}

const workerFile = fileURLToPath(new URL('./engine-worker-entry.mjs', import.meta.url));

/**
 * The engine off the event loop: a piscina pool of worker threads with a bounded queue. Each thread
 * starts from engine-worker-entry.mjs beside this module: from the sources, a JavaScript entry that
 * registers tsx itself (a Node 20 worker thread does not inherit the main thread's loader); under
 * `npm start`, the bundled worker of the same name beside the bundled server.
 */
export function createEnginePool(
  options: EnginePoolOptions,
  shared: EngineWorkerData = {},
): EnginePool {
  const pool = startPool(options, shared);
  const capacity = options.threads + options.queueLength;
  let admitted = 0;
  const admit = () => {
    if (admitted >= capacity) {
      throw new AppError('UNAVAILABLE', engineBusyMessage, undefined, engineBusyRetryAfterSeconds);
    }
    admitted += 1;
  };
  return {
    get admitted() {
      return admitted;
    },
    get queued() {
      return pool.queueSize;
    },
    get threads() {
      return pool.threads.length;
    },
    async analysePortfolioChunk(task) {
      const outcome = await pool.run({ kind: 'portfolio-chunk', ...task });
      if (outcome.kind !== 'portfolio-chunk') throw new Error('the engine worker ran no chunk');
      return outcome.outcomes;
    },
    async scenarioRange(run) {
      admit();
      try {
        const outcome = await pool.run({ kind: 'scenario-range', run });
        if (outcome.kind !== 'scenario-range') throw new Error('the engine worker ran no range');
        return outcome.range;
      } finally {
        admitted -= 1;
      }
    },
    async analyse(task) {
      admit();
      try {
        const outcome = await pool.run(task);
        if (outcome.kind === 'scenario-range' || outcome.kind === 'portfolio-chunk')
          throw new Error(`the engine worker ran a ${outcome.kind} task`);
        if (outcome.kind === 'refused') {
          throw new AnalysisInputError(outcome.inputKind, outcome.message, outcome.field);
        }
        const { analysisGzip, replyBody } = outcome;
        return {
          fieldValues: outcome.fieldValues,
          ...(replyBody !== undefined && { replyBody: bufferOf(replyBody) }),
          ...(analysisGzip !== undefined && { analysisGzip: bufferOf(analysisGzip) }),
        };
      } finally {
        admitted -= 1;
      }
    },
    // At shutdown (after in-flight requests have answered) threads stop at once, even one still
    // loading the hazard layers.
    close: async () => pool.destroy(),
  };
}

function startPool(
  options: EnginePoolOptions,
  shared: EngineWorkerData,
): Piscina<WorkerTask, WorkerOutcome> {
  const pool = new Piscina<WorkerTask, WorkerOutcome>({
    filename: workerFile,
    // Threads start with the first analysis and exit when idle: none while nobody analyses.
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleTimeoutMilliseconds,
    maxQueue: options.queueLength,
    // First come, first served. By default piscina puts a task it could not hand to a busy thread
    // back at the end of its queue, so under sustained load with one thread the queue rotates and
    // some requests wait many turns: at 50 connections POST /api/risk had a median of ~370 ms and a
    // 99th percentile of ~4.9 s, nearly all of it waiting for the engine (measured in the server).
    stricterFIFO: true,
    // The main thread's grids in shared memory, so a thread holds no copy of its own. (geotiff's
    // web-worker shim, loaded with the hazard data, also takes any worker thread without
    // workerData for one of its own and fails; an object tells it this thread is not.)
    workerData: shared,
  });
  pool.on('workerDestroy', returnMemoryOfExitedThread);
  return pool;
}

/** A thread's bytes arrive as a plain Uint8Array; the database and the reply take a Buffer. */
function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
