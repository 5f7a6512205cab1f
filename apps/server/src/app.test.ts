import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('public configuration', () => {
  it('tells the web app the product name and never a secret', async () => {
    const { app, close } = await startTestApp(databaseVariants()[0]!, {
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
