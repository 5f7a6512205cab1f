import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PortfolioReportInput, ReportInput, ReportProgress } from '@hazardscope/report/inputs';
import { AppError } from '../errors.ts';
import { returnMemoryOfExitedThread } from '../return-freed-memory.ts';
import type { RenderReportTask } from './render-report-task.ts';

export interface ReportPoolOptions {
  /** Worker threads drawing reports at once (REPORT_WORKERS). */
  workers: number;
  /** Renderings that may wait for a worker (REPORT_QUEUE_LIMIT); more answer 503. */
  queueLimit: number;
  /**
   * How long an idle worker is kept before it exits and hands its memory back (ms). A worker holds
   * the charting and PDF libraries, fonts and the drawing's heap: ~100–200 MB while it lives.
   */
  idleTimeoutMilliseconds: number;
}

export interface ReportPool {
  /**
   * Draws one report in a worker; `onProgress` follows its charts. Throws a 503 AppError at once
   * (before anything is queued or a reply is started) when the queue is full. `input` may be a
   * function that prepares it, called only once the rendering is admitted (its time counts as
   * part of the rendering's). With a `shareKey`, a rendering asked for while one of the same key
   * is in progress joins it (its progress from then on, and its PDF) instead of drawing again.
   */
  render(
    input: ReportInput | (() => Promise<ReportInput>),
    onProgress?: (progress: ReportProgress) => void,
    shareKey?: string,
  ): Promise<Buffer>;
  /** Draws a portfolio's summary report in a worker; 503 as `render` when the queue is full. */
  renderPortfolio(input: PortfolioReportInput): Promise<Buffer>;
  /** Renderings running or waiting now. */
  readonly pending: number;
  /** Worker threads alive now (0 when idle long enough). */
  readonly threads: number;
  close(): Promise<void>;
}

/** A rendering that later callers of the same key join. */
interface SharedRendering {
  rendering: Promise<Buffer>;
  listeners: Set<(progress: ReportProgress) => void>;
  /** The last progress reported, for a caller that joins midway. */
  latest: ReportProgress | undefined;
}

/** Seconds a caller turned away by a full queue is asked to wait: about one report's rendering. */
export const reportQueueRetryAfterSeconds = 5;

const reportPoolMessages = {
  busy: 'Reports are being prepared for other users right now. Please try again in a few seconds.',
} as const;

/**
 * The pool of worker threads that draw PDF reports (piscina), apart from the request thread: the
 * server keeps answering while a report renders, a bounded number render at once and a bounded
 * number wait, and an idle worker exits so its memory returns to the system.
 */
export function createReportPool(options: ReportPoolOptions): ReportPool {
  const pool = new Piscina<RenderReportTask, Uint8Array>({
    filename: new URL('./render-report-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.workers,
    // A backstop only: render() refuses first, counting what it has accepted itself.
    maxQueue: options.workers + options.queueLimit,
    // First come, first served (see the engine pool): a waiting rendering is never sent back to
    // the end of the queue.
    stricterFIFO: true,
    idleTimeout: options.idleTimeoutMilliseconds,
    // geotiff's `web-worker` shim (imported through @hazardscope/hazard-data) reads
    // `workerData.mod` in any worker thread and fails when workerData is undefined.
    workerData: {},
  });
  pool.on('workerDestroy', returnMemoryOfExitedThread);
  let pending = 0;
  const shared = new Map<string, SharedRendering>();
  const reportPool: ReportPool = {
    get pending() {
      return pending;
    },
    get threads() {
      return pool.threads.length;
    },
    render(input, onProgress, shareKey) {
      const running = shareKey === undefined ? undefined : shared.get(shareKey);
      if (running !== undefined) {
        if (onProgress !== undefined) {
          running.listeners.add(onProgress);
          if (running.latest !== undefined) onProgress(running.latest);
        }
        return running.rendering;
      }
      refuseWhenFull();
      if (shareKey === undefined) return renderInWorker(input, onProgress);
      const listeners = new Set(onProgress === undefined ? [] : [onProgress]);
      const entry: SharedRendering = {
        listeners,
        latest: undefined,
        rendering: renderInWorker(input, (progress) => {
          entry.latest = progress;
          for (const listener of listeners) listener(progress);
        }).finally(() => shared.delete(shareKey)),
      };
      shared.set(shareKey, entry);
      return entry.rendering;
    },
    async renderPortfolio(input) {
      refuseWhenFull();
      pending += 1;
      try {
        const rendered = await pool.run({ portfolio: input });
        return Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
      } finally {
        pending -= 1;
      }
    },
    close: () => pool.close(),
  };
  return reportPool;

  // Counted here rather than read from piscina's queue (which also holds a task while its worker
  // starts), so the limit is exact: a full pool is a 503 the caller can act on.
  function refuseWhenFull() {
    if (pending >= options.workers + options.queueLimit) {
      throw new AppError(
        'UNAVAILABLE',
        reportPoolMessages.busy,
        undefined,
        reportQueueRetryAfterSeconds,
      );
    }
  }

  async function renderInWorker(
    input: ReportInput | (() => Promise<ReportInput>),
    onProgress: ((progress: ReportProgress) => void) | undefined,
  ): Promise<Buffer> {
    pending += 1;
    const channel = new MessageChannel();
    channel.port1.on('message', (progress: ReportProgress) => onProgress?.(progress));
    try {
      const prepared = typeof input === 'function' ? await input() : input;
      const rendered = await pool.run(
        { input: prepared, progressPort: channel.port2 },
        { transferList: [channel.port2] },
      );
      return Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
    } finally {
      pending -= 1;
      channel.port1.close();
    }
  }
}
