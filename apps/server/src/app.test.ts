import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database/open-database.ts';
import { databaseVariants } from './database/test-databases.ts';
import { startTestApp, testAppVersion, type TestApp } from './testing/start-test-app.ts';

describe.each(databaseVariants())('server on $name', (variant) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(variant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports health with the version and the database status', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'ok',
      version: testAppVersion,
      database: { kind: variant.name, status: 'ok' },
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('keeps an idle kept-alive connection longer than the 60 s idle timeout of a proxy in front', () => {
    expect(testApp.app.server.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it('applies the migrations (the events table exists)', async () => {
    const { events } = await import('./database/schema.ts');
    const { client } = testApp.database;
    await client.insert(events).values({ type: 'search', payload: { a: 1 } });
    const rows = await client.select().from(events);
    expect(rows).toHaveLength(1);
  });
});

// The apps of the tests below take turns on one embedded database: each app's own would take
// seconds to start (over 30 s on a busy two-core machine, where the configuration test timed out).
let database: Database;
beforeAll(async () => {
  database = await databaseVariants()[0]!.open();
});
afterAll(async () => {
  await database?.close();
});

describe('public configuration', () => {
  it('tells the web app the product name and never a secret', async () => {
    const { app, close } = await startTestApp(database, {
      environment: {
        PRODUCT_NAME: 'Riskview',
        SMTP_URL: 'smtp://mailer:smtp-secret@mail.example.org:587',
      },
    });
    const reply = await app.inject({ method: 'GET', url: '/api/config' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ productName: 'Riskview', mapStyleUrl: null });
    expect(reply.body).not.toContain('smtp-secret');
    await close();
  });
});

describe('closing', () => {
  it('waits for a clean-up of expired records under way before it finishes', async () => {
    const testApp = await startTestApp(database);
    // A transaction of the test's own holds the embedded database (it runs one at a time), so the
    // clean-up that starts after listening is still waiting for it when the app closes.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = database.client.transaction(async () => released);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => setImmediate(resolve));
    let closed = false;
    const closing = testApp.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    release();
    await Promise.all([holding, closing]);
    const cleanUpLines = testApp.logLines.filter((line) => line.includes('expired records'));
    expect(cleanUpLines).toHaveLength(1);
    expect(cleanUpLines[0]).toContain('expired records deleted');
  });
});
