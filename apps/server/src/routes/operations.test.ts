import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplySchema, readinessReplySchema } from '@hazardscope/contracts';
import { databaseVariants, openEmbeddedTestDatabase } from '../database/test-databases.ts';
import type { Database } from '../database/open-database.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const metricsToken = 'a-metrics-token-of-32-characters';

/** The value of one sample line of the exposition text (`name{labels} value`), or undefined. */
function sampleOf(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find(
      (entry) => entry.startsWith(`${name}${labels} `) || entry.startsWith(`${name}${labels}{`),
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe.each(databaseVariants())('operations on $name', (variant) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(variant, { environment: { METRICS_TOKEN: metricsToken } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const scrape = (authorization?: string) =>
    testApp.request({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  describe('GET /metrics', () => {
    it('asks for the token, and refuses a wrong one, with 401', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${metricsToken}`]) {
        const reply = await scrape(authorization);
        expect(reply.statusCode).toBe(401);
        expect(reply.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(errorReplySchema.parse(reply.json()).message).toContain('METRICS_TOKEN');
      }
    });

    it('answers the Prometheus text: requests by route and status, the pools, the database, the process', async () => {
      await testApp.request({ method: 'GET', url: '/api/health' });
      await testApp.request({ method: 'GET', url: '/api/analysis/not-a-uuid' });
      const reply = await scrape(`Bearer ${metricsToken}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = reply.body;
      expect(
        sampleOf(
          text,
          'hazardscope_http_request_duration_seconds_count',
          '{method="GET",route="/api/health",status_code="200"}',
        ),
      ).toBeGreaterThanOrEqual(1);
      // The route's pattern, never the path called: one series however many ids are asked for.
      expect(text).toContain('route="/api/analysis/:id",status_code="401"');
      expect(text).not.toContain('not-a-uuid');
      for (const name of [
        'hazardscope_engine_queue_length',
        'hazardscope_engine_active_analyses',
        'hazardscope_engine_threads',
        'hazardscope_report_pending',
        'hazardscope_report_threads',
        'hazardscope_database_query_errors_total',
        'hazardscope_http_open_connections',
        'hazardscope_http_connections_refused_total',
        'hazardscope_process_resident_memory_bytes',
        'hazardscope_nodejs_heap_size_used_bytes',
        'hazardscope_nodejs_eventloop_lag_p99_seconds',
        'hazardscope_portfolio_chunks_waiting',
        'hazardscope_portfolio_chunks_running',
        'hazardscope_portfolio_chunks_failed',
        'hazardscope_portfolio_assets_analysed_total',
      ]) {
        expect(sampleOf(text, name), name).toBeGreaterThanOrEqual(0);
      }
      if (variant.name === 'postgres') {
        expect(sampleOf(text, 'hazardscope_database_connections')).toBeGreaterThanOrEqual(1);
        expect(sampleOf(text, 'hazardscope_database_connections_waiting')).toBe(0);
      }
    });

    it('counts a statement the database refuses', async () => {
      const before = sampleOf(
        (await scrape(`Bearer ${metricsToken}`)).body,
        'hazardscope_database_query_errors_total',
      );
      await expect(
        testApp.database.client.execute(sql`select * from a_table_that_does_not_exist`),
      ).rejects.toThrow();
      await expect(
        testApp.database.client.transaction(async (transaction) => {
          await transaction.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow();
      const after = sampleOf(
        (await scrape(`Bearer ${metricsToken}`)).body,
        'hazardscope_database_query_errors_total',
      );
      expect(after).toBe((before ?? 0) + 2);
    });
  });

  describe('request ids', () => {
    it('returns an id in X-Request-Id and in the body of an error reply', async () => {
      const reply = await testApp.request({ method: 'GET', url: '/api/analysis/not-a-uuid' });
      const requestId = reply.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(errorReplySchema.parse(reply.json()).requestId).toBe(requestId);
      const ok = await testApp.request({ method: 'GET', url: '/api/health' });
      expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(ok.headers['x-request-id']).not.toBe(requestId);
    });

    it("keeps a proxy's plain id, and replaces one that could forge a log line", async () => {
      const kept = await testApp.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a.42:1' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
      const replaced = await testApp.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'x"} {"level":60' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs one JSON line per request, under its id, without the query string', async () => {
      const reply = await testApp.request({
        method: 'GET',
        url: '/api/v1/materials?secret=hunter2',
      });
      const requestId = reply.headers['x-request-id'] as string;
      const lines = testApp.logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.reqId === requestId);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', path: '/api/v1/materials' },
        res: { statusCode: reply.statusCode },
        route: '/api/v1/materials',
      });
      expect(lines[0]!.responseTimeMilliseconds).toEqual(expect.any(Number));
      expect(JSON.stringify(testApp.logLines)).not.toContain('hunter2');
    });
  });

  describe('GET /api/ready', () => {
    it('is ready while the database answers, and not ready once draining begins', async () => {
      const ready = await testApp.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(readinessReplySchema.parse(ready.json())).toEqual({ status: 'ready' });

      // Last in this file: a draining app stays draining.
      testApp.app.lifecycle.beginDraining(new AbortController().signal);
      const draining = await testApp.request({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'not-ready', reason: 'draining' });
      // Liveness is another question: the process still answers.
      expect((await testApp.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});

describe('without METRICS_TOKEN', () => {
  // Its own embedded database, which the test closes under the app.
  let database: Database;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await openEmbeddedTestDatabase();
    testApp = await startTestApp(database);
  });
  afterAll(async () => {
    await testApp?.app.close();
  });

  it('serves no metrics, and /api/ready says when the database is gone', async () => {
    expect((await testApp.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await database.close();
    const reply = await testApp.request({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ status: 'not-ready', reason: 'database-unavailable' });
  });
});
