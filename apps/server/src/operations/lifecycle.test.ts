import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle.ts';

/** A promise and the functions that settle it, for work the test finishes by hand. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

const silentLog = { error: () => undefined };

describe('the lifecycle', () => {
  it('is settled only once the work it tracks has finished, failed or not', async () => {
    const lifecycle = createLifecycle(silentLog);
    const first = deferred();
    const second = deferred();
    lifecycle.track('first report', first.promise);
    lifecycle.track('second report', second.promise).catch(() => undefined);
    let settled = false;
    const settling = lifecycle.settled().then(() => (settled = true));
    first.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(lifecycle.unfinished()).toEqual(['second report']);
    second.reject(new Error('the worker died'));
    await settling;
    expect(lifecycle.unfinished()).toEqual([]);
  });

  it('starts every shutdown step when draining begins, once, and waits for them', async () => {
    const failures: object[] = [];
    const lifecycle = createLifecycle({ error: (object) => failures.push(object) });
    const grace = new AbortController();
    const seen: AbortSignal[] = [];
    const chunk = deferred();
    lifecycle.onShutdown('portfolio worker', async (graceOver) => {
      seen.push(graceOver);
      await chunk.promise;
    });
    lifecycle.onShutdown('a step that fails', async () => {
      throw new Error('could not hand the job back');
    });
    expect(lifecycle.draining).toBe(false);
    lifecycle.beginDraining(grace.signal);
    lifecycle.beginDraining(grace.signal);
    expect(lifecycle.draining).toBe(true);
    expect(seen).toEqual([grace.signal]);
    let settled = false;
    const settling = lifecycle.settled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(lifecycle.unfinished()).toEqual(['shutdown: portfolio worker']);
    chunk.resolve();
    await settling;
    expect(failures).toEqual([expect.objectContaining({ step: 'shutdown: a step that fails' })]);
  });
});
