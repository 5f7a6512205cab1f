import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, analyses, events, outbox } from '../database/schema.ts';
import { pageViewEventType } from '../events/record-page-view.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { registerVerifiedAccount, uniqueUsername } from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { cleanUpExpiredRecords, retentionDays } from './clean-up-expired-records.ts';

const dayMilliseconds = 86_400_000;

describe.each(databaseVariants())('cleanUpExpiredRecords on $name', (variant) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(variant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const register = async (username: string) => {
    const reply = await testApp.request({
      method: 'PUT',
      url: '/api/account',
      payload: { username, password: 'correct horse battery', newsLetterValue: 0, mail: 'verify' },
    });
    expect(reply.statusCode).toBe(200);
  };
  const accountIdOf = async (username: string) =>
    (
      await testApp.database.client
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.username, username))
    )[0]?.id;

  it('deletes unverified accounts and outbox mail after a week, keeping verified accounts and any with saved analyses', async () => {
    const unverified = uniqueUsername('never-verified');
    const unverifiedWithAnalysis = uniqueUsername('unverified-saver');
    await register(unverified);
    await register(unverifiedWithAnalysis);
    const verified = await registerVerifiedAccount(testApp);
    const saverId = (await accountIdOf(unverifiedWithAnalysis))!;
    await testApp.database.client.insert(analyses).values({
      ownerId: saverId,
      groupId: saverId,
      title: 'Kept with its owner',
      document: {},
      summary: {},
    });

    const withinAWeek = await cleanUpExpiredRecords(
      testApp.database.client,
      new Date(Date.now() + (retentionDays.unverifiedAccount - 1) * dayMilliseconds),
    );
    expect(withinAWeek.unverifiedAccounts).toBe(0);
    // The verified account's 7-day session key was issued at the test clock's time (March 2026),
    // long past by the real date given here: it is gone.
    expect(withinAWeek.expiredKeys).toBeGreaterThanOrEqual(1);
    expect(await accountIdOf(unverified)).toBeDefined();

    const afterAWeek = await cleanUpExpiredRecords(
      testApp.database.client,
      new Date(Date.now() + (retentionDays.unverifiedAccount + 1) * dayMilliseconds),
    );
    expect(await accountIdOf(unverified)).toBeUndefined();
    expect(await accountIdOf(unverifiedWithAnalysis)).toBe(saverId);
    expect(await accountIdOf(verified.username)).toBeDefined();
    expect(afterAWeek.outboxMail).toBeGreaterThanOrEqual(3);
    expect(await testApp.database.client.select().from(outbox)).toEqual([]);
  });

  it('keeps usage events, page views included, two years', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const rows = await testApp.database.client
      .insert(events)
      .values([
        { type: 'search', payload: {}, createdAt: new Date(now.getTime() - 731 * dayMilliseconds) },
        { type: 'search', payload: {}, createdAt: new Date(now.getTime() - 729 * dayMilliseconds) },
        {
          type: pageViewEventType,
          payload: { path: '/login' },
          createdAt: new Date(now.getTime() - 731 * dayMilliseconds),
        },
      ])
      .returning({ id: events.id });
    const counts = await cleanUpExpiredRecords(testApp.database.client, now);
    expect(counts.usageEvents).toBe(2);
    const left = await testApp.database.client
      .select({ id: events.id })
      .from(events)
      .where(
        inArray(
          events.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left).toEqual([{ id: rows[1]!.id }]);
  });
});
