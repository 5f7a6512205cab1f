import { afterAll, describe, expect, it, vi } from 'vitest';
import { runRiskAnalysis, AnalysisInputError } from '@hazardscope/analysis';
import { catalogue } from '@hazardscope/catalogue';
import { riskRequestSchema, type AnalysisResult } from '@hazardscope/contracts';
import { resultAsShown, sampleAsShown } from '../analyses/result-as-shown.ts';
import { loadHazardData } from '@hazardscope/hazard-data';
import { AppError } from '../errors.ts';
import { createEnginePool, engineBusyRetryAfterSeconds } from './engine-pool.ts';
import { gunzipSync } from 'node:zlib';

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
};

describe('the engine worker pool', () => {
  const pool = createEnginePool({ threads: 1, queueLength: 2, idleTimeoutMilliseconds: 60_000 });
  afterAll(() => pool.close());

  it('returns what the engine computes on the main thread, warnings first, as JSON text and as stored gzip', async () => {
    const outcome = await pool.analyse({
      ...task,
      warnings: ['The elevation service did not answer.'],
    });
    const expected = runRiskAnalysis(london, {
      catalogue,
      hazardData: loadHazardData(),
      now,
      externalElevation: undefined,
    });
    expected.analysis.warnings.unshift('The elevation service did not answer.');
    expect(JSON.parse(outcome.analysisJson)).toEqual(expected.analysis);
    expect(outcome.warnings).toEqual(expected.analysis.warnings);
    expect(outcome.fieldValues).toEqual(expected.fieldValues);
    expect(JSON.parse(gunzipSync(outcome.analysisGzip).toString('utf8'))).toEqual(
      expected.analysis,
    );
  });

  it('carries what the sample profile shown in its place is made from', async () => {
    const outcome = await pool.analyse(task);
    const analysis = JSON.parse(outcome.analysisJson) as AnalysisResult;
    expect(sampleAsShown(outcome.sampleSource)).toEqual(resultAsShown(analysis, false));
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
    expect(second.analysisJson).toBe(first.analysisJson);
  });
});
