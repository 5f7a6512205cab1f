import { afterAll, describe, expect, it } from 'vitest';
import type { ReportInput } from '@hazardscope/report';
import { AppError } from '../errors.ts';
import { createReportPool, reportQueueRetryAfterSeconds } from './report-pool.ts';

describe('createReportPool', () => {
  const pool = createReportPool({ workers: 1, queueLimit: 1, idleTimeoutMilliseconds: 100 });
  afterAll(() => pool.close());

  it('accepts one rendering per worker plus the queue, and refuses the next with a 503 at once', async () => {
    // Not a report: the worker rejects it as soon as it starts, which is all this test needs.
    const notAReport = {} as ReportInput;
    const running = pool.render(notAReport);
    const waiting = pool.render(notAReport);
    expect(pool.pending).toBe(2);
    let refusal: unknown;
    try {
      void pool.render(notAReport);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(503);
    expect((refusal as AppError).retryAfterSeconds).toBe(reportQueueRetryAfterSeconds);
    // The worker ran both accepted tasks (and rejected the bad input inside the worker thread).
    await expect(running).rejects.toThrow();
    await expect(waiting).rejects.toThrow();
    expect(pool.pending).toBe(0);
  }, 60_000);

  it('prepares an input only once the rendering is admitted, and frees the place when that fails', async () => {
    let finishPreparing: (input: ReportInput) => void = () => undefined;
    const preparing = pool.render(
      () => new Promise<ReportInput>((resolve) => (finishPreparing = resolve)),
    );
    const failing = pool.render(() => Promise.reject(new Error('the range could not be computed')));
    let prepared = false;
    expect(() =>
      pool.render(async () => {
        prepared = true;
        return {} as ReportInput;
      }),
    ).toThrow(AppError);
    expect(prepared).toBe(false);
    await expect(failing).rejects.toThrow('the range could not be computed');
    expect(pool.pending).toBe(1);
    finishPreparing({} as ReportInput);
    await expect(preparing).rejects.toThrow();
    expect(pool.pending).toBe(0);
  }, 60_000);

  it('lets a rendering asked for with the key of one in progress join it rather than draw again', async () => {
    const notAReport = {} as ReportInput;
    const first = pool.render(notAReport, undefined, 'analysis revision');
    const joined = pool.render(notAReport, () => undefined, 'analysis revision');
    expect(joined).toBe(first);
    expect(pool.pending).toBe(1);
    const other = pool.render(notAReport, undefined, 'another revision');
    expect(other).not.toBe(first);
    expect(pool.pending).toBe(2);
    await expect(first).rejects.toThrow();
    await expect(other).rejects.toThrow();
    // Finished: the key names no rendering in progress any more.
    const next = pool.render(notAReport, undefined, 'analysis revision');
    expect(next).not.toBe(first);
    await expect(next).rejects.toThrow();
    expect(pool.pending).toBe(0);
  }, 60_000);
});
