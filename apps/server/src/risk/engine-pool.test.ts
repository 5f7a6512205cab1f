import { afterAll, describe, expect, it, vi } from 'vitest';
import { runRiskAnalysis, AnalysisInputError } from '@hazardscope/analysis';
import { catalogue } from '@hazardscope/catalogue';
import { riskReplySchema, riskRequestSchema } from '@hazardscope/contracts';
import { resultAsShown } from '../analyses/result-as-shown.ts';
import { loadHazardData } from '@hazardscope/hazard-data';
import { AppError } from '../errors.ts';
import { createEnginePool, engineBusyRetryAfterSeconds } from './engine-pool.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const london = riskRequestSchema.parse({
  archetype: { acronym: 'SH' },
  asset: { latitude: 51.5072, longitude: -0.1276 },
});
const now = new Date('2026-06-01T00:00:00Z');
const task = {
  request: london,
  now,
  externalElevation: undefined,
  warnings: [],
  keepResult: true,
};

describe('the engine worker pool', () => {
  const pool = createEnginePool({ threads: 1, queueLength: 2, idleTimeoutMilliseconds: 60_000 });
  afterAll(() => pool.close());

  const expected = runRiskAnalysis(london, {
    catalogue,
    hazardData: loadHazardData(),
    now,
    externalElevation: undefined,
  });
  const runId = '6f1c2d4e-8a3b-4c5d-9e7f-0a1b2c3d4e5f';

  it('returns what the engine computes on the main thread, warnings first, as stored gzip', async () => {
    const outcome = await pool.analyse({
      ...task,
      warnings: ['The elevation service did not answer.'],
    });
    const withWarning = structuredClone(expected.analysis);
    withWarning.warnings.unshift('The elevation service did not answer.');
    expect(outcome.fieldValues).toEqual(expected.fieldValues);
    expect(JSON.parse(gunzipSync(outcome.analysisGzip!).toString('utf8'))).toEqual(withWarning);
    expect(outcome.replyBody).toBeUndefined();
  });

  it('writes the reply with the real result when asked for real results', async () => {
    const outcome = await pool.analyse({
      ...task,
      reply: { runId, realResults: true, encoding: 'identity' },
    });
    const { response } = riskReplySchema.parse(JSON.parse(outcome.replyBody?.toString() ?? 'null'));
    expect(response).toEqual({
      _id: runId,
      warnings: expected.analysis.warnings,
      realResults: true,
      analysis: expected.analysis,
    });
  });

  it('writes the reply with the sample profile in place of the result otherwise, and keeps the real one when asked', async () => {
    const outcome = await pool.analyse({
      ...task,
      reply: { runId, realResults: false, encoding: 'identity' },
    });
    const { response } = riskReplySchema.parse(JSON.parse(outcome.replyBody?.toString() ?? 'null'));
    const sample = resultAsShown(expected.analysis, false);
    expect(response).toEqual({
      _id: runId,
      warnings: sample.warnings,
      realResults: false,
      analysis: sample,
    });
    expect(response.analysis.properties.sample).toBe(true);
    expect(JSON.parse(gunzipSync(outcome.analysisGzip!).toString('utf8'))).toEqual(
      expected.analysis,
    );
  });

  it('keeps no result when the task does not ask for it', async () => {
    const outcome = await pool.analyse({
      ...task,
      keepResult: false,
      reply: { runId, realResults: false, encoding: 'identity' },
    });
    expect(outcome.analysisGzip).toBeUndefined();
    expect(outcome.fieldValues).toEqual(expected.fieldValues);
    expect(
      JSON.parse(outcome.replyBody?.toString() ?? 'null').response.analysis.properties.sample,
    ).toBe(true);
  });

  it('compresses the reply as the client accepts it', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const outcome = await pool.analyse({
        ...task,
        reply: { runId, realResults: false, encoding },
      });
      const { response } = riskReplySchema.parse(
        JSON.parse(decode(outcome.replyBody ?? Buffer.alloc(0)).toString('utf8')),
      );
      expect(response.analysis).toEqual(resultAsShown(expected.analysis, false));
    }
  });

  it('refuses a point at sea with the analysis package’s own error', async () => {
    const atSea = riskRequestSchema.parse({
      archetype: { acronym: 'SH' },
      asset: { latitude: 30, longitude: -40 },
    });
    const refusal = await pool
      .analyse({ ...task, request: atSea })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AnalysisInputError);
    expect((refusal as AnalysisInputError).kind).toBe('invalid');
  });

  it('admits one running and two queued analyses, refuses the fourth with 503 and Retry-After', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => pool.analyse(task)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    const error = (refused as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(503);
    expect(error.retryAfterSeconds).toBe(engineBusyRetryAfterSeconds);
    expect(pool.admitted).toBe(0);
  });
});

describe('the engine worker pool over time', () => {
  const pool = createEnginePool({ threads: 1, queueLength: 2, idleTimeoutMilliseconds: 200 });
  afterAll(() => pool.close());

  it('starts a thread with the first analysis, lets it exit when idle and starts another for the next', async () => {
    expect(pool.threads).toBe(0);
    const first = await pool.analyse(task);
    expect(pool.threads).toBe(1);
    await vi.waitFor(() => expect(pool.threads).toBe(0), { timeout: 10_000, interval: 50 });
    const second = await pool.analyse(task);
    expect(second.analysisGzip).toEqual(first.analysisGzip);
  });
});

describe('the engine worker pool under load', () => {
  const pool = createEnginePool({ threads: 1, queueLength: 8, idleTimeoutMilliseconds: 60_000 });
  afterAll(() => pool.close());

  it('answers queued analyses first come, first served', async () => {
    // One thread and five waiting. By piscina's default a task it could not hand to the busy thread
    // went back to the end of the queue, so the queue rotated: they finished 1, 3, 5, 2, 6, 4.
    const finished: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5, 6].map((order) => pool.analyse(task).then(() => finished.push(order))),
    );
    expect(finished).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
