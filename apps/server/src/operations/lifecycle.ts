/**
 * A step of the shutdown sequence. It is called once draining begins (the server no longer
 * accepts connections and answers not-ready), alongside the requests still in flight, and is
 * awaited before the worker pools and the database close. It should stop taking new work at once
 * and finish what it holds; when `graceOver` aborts, the grace period has run out and it must hand
 * unfinished work back (a queue job returned to its queue) and resolve promptly.
 */
export type ShutdownStep = (graceOver: AbortSignal) => Promise<void>;

export interface Lifecycle {
  /** True from the moment shutdown began: the readiness probe answers 503. */
  readonly draining: boolean;
  /**
   * Work that runs outside any request (a report drawn ahead of its download) and that shutdown
   * must wait for, as it waits for requests. Returns the same promise.
   */
  track<Result>(name: string, work: Promise<Result>): Promise<Result>;
  /** Joins the shutdown sequence (see ShutdownStep); steps run together, in no set order. */
  onShutdown(name: string, step: ShutdownStep): void;
  /** Begins draining: the readiness probe fails and every step starts. Idempotent. */
  beginDraining(graceOver: AbortSignal): void;
  /** Resolves once tracked work and every step have finished (they never reject it). */
  settled(): Promise<void>;
  /** What is still running, by name, for the log line of a shutdown that ran out of time. */
  unfinished(): string[];
}

/**
 * The server's life after start-up: whether it is draining, the background work a shutdown waits
 * for, and the steps that join the shutdown (the portfolio queue's worker, for one). main.ts drives
 * it on SIGTERM; app.ts waits for `settled()` before the pools and the database close.
 */
export function createLifecycle(log: { error(object: object, message: string): void }): Lifecycle {
  let draining = false;
  const running = new Map<Promise<unknown>, string>();
  const steps: { name: string; step: ShutdownStep }[] = [];
  // The caller of `track` handles its work's failure; a step's failure is logged here.
  const follow = (name: string, work: Promise<unknown>, logFailure: boolean) => {
    const settledWork = work.then(
      () => undefined,
      (error: unknown) => {
        if (logFailure) log.error({ err: error, step: name }, 'shutdown step failed');
      },
    );
    running.set(settledWork, name);
    void settledWork.finally(() => running.delete(settledWork));
  };
  return {
    get draining() {
      return draining;
    },
    track(name, work) {
      follow(name, work, false);
      return work;
    },
    onShutdown(name, step) {
      steps.push({ name, step });
    },
    beginDraining(graceOver) {
      if (draining) return;
      draining = true;
      for (const { name, step } of steps) follow(`shutdown: ${name}`, step(graceOver), true);
    },
    async settled() {
      // Work may start more work (a step that hands a job back writes to the database): wait
      // until nothing is left.
      while (running.size > 0) await Promise.all(running.keys());
    },
    unfinished: () => [...running.values()],
  };
}
