import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/open-database.ts';
import { openEmbeddedTestDatabase } from '../database/test-databases.ts';
import { startTestApp } from '../testing/start-test-app.ts';

/** What a production server shows: the outbox only to its own machine, the API docs only when asked. */
describe('production exposure', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const statusOf = async (environment: Record<string, string>, url: string) => {
    const { app, close } = await startTestApp(database, { environment });
    const reply = await app.inject({ method: 'GET', url });
    await close();
    return reply.statusCode;
  };

  it('serves /dev/outbox in production only on loopback without SMTP', async () => {
    const production = { NODE_ENV: 'production' };
    expect(await statusOf({ ...production, HOST: '127.0.0.1' }, '/dev/outbox')).toBe(200);
    expect(await statusOf({ ...production, HOST: '0.0.0.0' }, '/dev/outbox')).toBe(404);
    expect(
      await statusOf(
        { ...production, HOST: '127.0.0.1', SMTP_URL: 'smtp://mail.example.org' },
        '/dev/outbox',
      ),
    ).toBe(404);
  });

  it('serves the API docs in production only with API_DOCS=true', async () => {
    expect(await statusOf({ NODE_ENV: 'production' }, '/api/docs/json')).toBe(404);
    expect(await statusOf({ NODE_ENV: 'production', API_DOCS: 'true' }, '/api/docs/json')).toBe(
      200,
    );
    expect(await statusOf({ NODE_ENV: 'development' }, '/api/docs/json')).toBe(200);
  });
});
