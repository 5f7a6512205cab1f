import type { PortfolioChunkJob, PortfolioQueue } from './portfolio-queue.ts';

/**
 * The queue on the embedded database (PGlite, one process): chunks wait in memory and run on the
 * server's engine thread pool. Nothing is lost when the process dies: the chunks not yet written
 * stay in the portfolio_chunks table, and the server enqueues them again when it starts
 * (resumeUnwrittenChunks in portfolio-runner.ts). A chunk whose handler fails is retried up to
 * `retryLimit` times, then counted as failed.
 */
export function createInProcessPortfolioQueue(options: { retryLimit: number }): PortfolioQueue {
  const waiting: (PortfolioChunkJob & { attempts: number })[] = [];
  const keys = new Set<string>();
  const running = new Set<Promise<void>>();
  let failed = 0;
  let handler: ((job: PortfolioChunkJob) => Promise<void>) | undefined;
  let concurrency = 0;
  let stopped = false;
  const keyOf = (job: PortfolioChunkJob) => `${job.portfolioId}:${job.chunk}`;

  const pump = () => {
    while (!stopped && handler !== undefined && running.size < concurrency) {
      const job = waiting.shift();
      if (job === undefined) return;
      const work = handler({ portfolioId: job.portfolioId, chunk: job.chunk }).then(
        () => {
          keys.delete(keyOf(job));
        },
        () => {
          if (job.attempts + 1 > options.retryLimit) {
            failed += 1;
            keys.delete(keyOf(job));
          } else {
            waiting.push({ ...job, attempts: job.attempts + 1 });
          }
        },
      );
      running.add(work);
      void work.finally(() => {
        running.delete(work);
        pump();
      });
    }
  };

  return {
    kind: 'in-process',
    async enqueue(jobs) {
      for (const job of jobs) {
        // The same chunk enqueued twice (a resume while it waits) waits once.
        if (keys.has(keyOf(job))) continue;
        keys.add(keyOf(job));
        waiting.push({ ...job, attempts: 0 });
      }
      pump();
    },
    async work(nextHandler, workOptions) {
      handler = nextHandler;
      concurrency = workOptions.concurrency;
      pump();
    },
    async counts() {
      return { waiting: waiting.length, running: running.size, failed };
    },
    async stop(graceMilliseconds) {
      stopped = true;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, graceMilliseconds);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
