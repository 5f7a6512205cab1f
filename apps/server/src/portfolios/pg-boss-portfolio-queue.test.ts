import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioReplySchema, portfolioUploadReplySchema } from '@hazardscope/contracts';
import { openDatabase, type Database } from '../database/open-database.ts';
import { createScratchPostgres } from '../database/test-databases.ts';
import { bearer, registerVerifiedAccount, uniqueUsername } from '../testing/account-helpers.ts';
import { multipartUpload } from '../testing/multipart-upload.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { createPgBossPortfolioQueue } from './pg-boss-portfolio-queue.ts';
import type { PortfolioChunkJob } from './portfolio-queue.ts';

const postgresUrl = process.env.DATABASE_URL;

// pg-boss needs PostgreSQL; without DATABASE_URL these tests are skipped (the in-process queue
// is tested on PGlite through the portfolio routes).
describe.skipIf(postgresUrl === undefined)('the pg-boss portfolio queue', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchPostgres(postgresUrl!);
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('starts four processes at once on a new database: each finds or creates the one queue', async () => {
    // Two instances starting together once deadlocked in pg-boss's create_queue (CI, 2026-11-29).
    const fresh = await createScratchPostgres(postgresUrl!);
    try {
      const queues = await Promise.all(
        Array.from({ length: 4 }, () =>
          createPgBossPortfolioQueue({
            connectionString: fresh.url,
            leaseSeconds: 30,
            retryLimit: 3,
          }),
        ),
      );
      expect(queues.map((queue) => queue.kind)).toEqual([
        'pg-boss',
        'pg-boss',
        'pg-boss',
        'pg-boss',
      ]);
      await Promise.all(queues.map((queue) => queue.stop(1_000)));
    } finally {
      await fresh.drop();
    }
  }, 60_000);

  it('hands a chunk whose worker failed to a worker again', async () => {
    const queue = await createPgBossPortfolioQueue({
      connectionString: scratch.url,
      leaseSeconds: 30,
      retryLimit: 3,
    });
    const attempts: PortfolioChunkJob[] = [];
    const finished = new Promise<void>((resolve) => {
      void queue.work(
        async (job) => {
          attempts.push(job);
          if (attempts.length === 1) throw new Error('a worker dies mid-chunk');
          resolve();
        },
        { concurrency: 2 },
      );
    });
    const job = { portfolioId: crypto.randomUUID(), chunk: 7 };
    await queue.enqueue([job]);
    await finished;
    expect(attempts).toEqual([job, job]);
    await queue.stop(1_000);
  }, 60_000);

  it('runs a portfolio through the server on PostgreSQL', async () => {
    const username = uniqueUsername('pg-boss');
    const testApp: TestApp = await startTestApp(database, {
      environment: { DATABASE_URL: scratch.url, ALLOWLIST: username },
      enginePool: { threads: 1, queueLength: 8, idleTimeoutMilliseconds: 60_000 },
    });
    try {
      const owner = await registerVerifiedAccount(testApp, username);
      const { payload, headers } = multipartUpload(
        { title: 'On pg-boss', scenario: 'ssp126' },
        {
          name: 'assets.csv',
          content:
            'id,latitude,longitude,asset_type,replacement_value\nA,-33.8679,151.2073,SO,315000\nB,47.3769,8.5417,SH,900000\n',
        },
      );
      const uploaded = await testApp.request({
        method: 'POST',
        url: '/api/portfolios',
        payload,
        headers: { ...headers, ...bearer(owner.apiKey) },
      });
      const { id } = portfolioUploadReplySchema.parse(uploaded.json());
      await testApp.request({
        method: 'POST',
        url: `/api/portfolios/${id}/run`,
        headers: bearer(owner.apiKey),
      });
      let status = '';
      for (let attempt = 0; attempt < 300 && status !== 'done'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const reply = await testApp.request({
          method: 'GET',
          url: `/api/portfolios/${id}`,
          headers: bearer(owner.apiKey),
        });
        const portfolio = portfolioReplySchema.parse(reply.json());
        status = portfolio.status;
        if (status === 'done') expect(portfolio).toMatchObject({ done: 2, failed: 0 });
      }
      expect(status).toBe('done');
    } finally {
      await testApp.close();
    }
  }, 120_000);
});
