import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { buildTestApp, testAppVersion } from './build-test-app.ts';
import type { Database } from './database/open-database.ts';
import { databaseVariants } from './database/test-databases.ts';

describe.each(databaseVariants())('server on $name', (variant) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await variant.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('reports health with the version and the database status', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'ok',
      version: testAppVersion,
      database: { kind: variant.name, status: 'ok' },
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('applies the migrations (the events table exists)', async () => {
    const { events } = await import('./database/schema.ts');
    await database.client.insert(events).values({ type: 'search', payload: { a: 1 } });
    const rows = await database.client.select().from(events);
    expect(rows).toHaveLength(1);
  });
});

describe('public configuration', () => {
  it('tells the web app the product name and never a secret', async () => {
    const { openDatabase } = await import('./database/open-database.ts');
    const database = await openDatabase({ kind: 'pglite', dataDirectory: undefined });
    const app = await buildTestApp(database, {
      PRODUCT_NAME: 'Riskview',
      SMTP_URL: 'smtp://mailer:smtp-secret@mail.example.org:587',
    });
    const reply = await app.inject({ method: 'GET', url: '/api/config' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ productName: 'Riskview', mapStyleUrl: null });
    expect(reply.body).not.toContain('smtp-secret');
    await app.close();
    await database.close();
  });
});
