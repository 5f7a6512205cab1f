import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { pageViewEventType } from '../events/record-page-view.ts';
import { pageViewRateLimit } from '../rate-limits/rate-limit-rule.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe.each(databaseVariants())('POST /api/page-view on $name', (variant) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(variant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const pageView = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    testApp.request({
      method: 'POST',
      url: '/api/page-view',
      payload,
      headers,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
  const pageViewsSince = (since: Date) =>
    testApp.database.client
      .select({ username: events.username, payload: events.payload })
      .from(events)
      .where(and(eq(events.type, pageViewEventType), gte(events.createdAt, since)));

  it('stores a listed path as a page-view event with nothing else, and sets no cookie', async () => {
    testApp.advance(60_000);
    const since = testApp.now();
    const reply = await pageView({ path: '/analysis-result/ratings-tab' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Recorded.' });
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(await pageViewsSince(since)).toEqual([
      { username: null, payload: { path: '/analysis-result/ratings-tab' } },
    ]);
  });

  it('refuses a path that is not a page-view path, or anything besides the path, with a 400', async () => {
    testApp.advance(60_000);
    const since = testApp.now();
    const unknown = await pageView({ path: '/admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatch(/path must be one of the page-view paths/);
    expect((await pageView({ path: '/login', username: 'a@example.com' })).statusCode).toBe(400);
    expect((await pageView({})).statusCode).toBe(400);
    expect(await pageViewsSince(since)).toEqual([]);
  });

  it('stores nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    testApp.advance(60_000);
    const since = testApp.now();
    const refusals: Record<string, string>[] = [{ dnt: '1' }, { 'sec-gpc': '1' }];
    for (const headers of refusals) {
      const reply = await pageView({ path: '/login' }, headers);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        message: 'Not recorded: the browser asks not to be tracked.',
      });
    }
    expect(await pageViewsSince(since)).toEqual([]);
  });

  it('answers 429 past the per-address limit', async () => {
    const address = testApp.nextClientAddress();
    const [rule] = pageViewRateLimit(address);
    const limit = rule?.limit ?? 0;
    for (let call = 0; call < limit; call += 1) {
      const reply = await pageView({ path: '/analysis' }, {}, address);
      expect(reply.statusCode).toBe(200);
    }
    expect((await pageView({ path: '/analysis' }, {}, address)).statusCode).toBe(429);
  }, 120_000);
});
