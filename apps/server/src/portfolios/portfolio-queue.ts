/** One chunk of a portfolio to compute: the job the queue hands a worker. */
export interface PortfolioChunkJob {
  portfolioId: string;
  chunk: number;
}

export interface PortfolioQueueCounts {
  /** Chunks waiting for a worker. */
  waiting: number;
  /** Chunks a worker holds now. */
  running: number;
  /** Chunks given up after every retry failed. */
  failed: number;
}

/**
 * The job queue of portfolio chunks. Two implementations share it: pg-boss on PostgreSQL (any
 * number of worker processes on any number of machines; a job held by a worker that died is handed
 * out again once its lease expires) and an in-process queue on the embedded database (one process,
 * the engine's thread pool). A chunk may be handed out more than once; process-portfolio-chunk.ts
 * writes and counts it once.
 */
export interface PortfolioQueue {
  readonly kind: 'pg-boss' | 'in-process';
  enqueue(jobs: readonly PortfolioChunkJob[]): Promise<void>;
  /**
   * Starts taking chunks, at most `concurrency` at once, each handed to `handler`. A handler that
   * throws leaves its chunk to be retried.
   */
  work(
    handler: (job: PortfolioChunkJob) => Promise<void>,
    options: { concurrency: number },
  ): Promise<void>;
  counts(): Promise<PortfolioQueueCounts>;
  /**
   * Stops taking chunks and waits up to `graceMilliseconds` for those being computed; any still
   * held then are handed back to the queue for another worker.
   */
  stop(graceMilliseconds: number): Promise<void>;
}
