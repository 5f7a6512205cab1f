import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets, outbox } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { registerVerifiedAccount } from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

/** Limits hold under parallel bursts: the count and the check are one atomic step. */
describe.each(databaseVariants())('rate limits under parallel bursts on $name', (variant) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(variant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const statuses = (replies: { statusCode: number }[]) =>
    replies.map((reply) => reply.statusCode).toSorted();

  it('lets 10 of 50 parallel wrong passwords from one address through, and no more', async () => {
    const account = await registerVerifiedAccount(testApp);
    const remoteAddress = testApp.nextClientAddress();
    const login = (password: string, from = remoteAddress) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: from,
        payload: { username: account.username, password },
      });
    const replies = await Promise.all(Array.from({ length: 50 }, () => login('wrong wrong wrong')));
    expect(statuses(replies)).toEqual([...Array(10).fill(401), ...Array(40).fill(429)]);
    const limited = replies.find((reply) => reply.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+/);
    // Another person behind another address still logs in to the same account.
    expect((await login('correct horse battery', testApp.nextClientAddress())).statusCode).toBe(
      200,
    );
    // The guessing address stays limited, right password or not.
    expect((await login('correct horse battery')).statusCode).toBe(429);
  });

  it('counts a right password as no failure', async () => {
    const account = await registerVerifiedAccount(testApp);
    const remoteAddress = testApp.nextClientAddress();
    const login = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress,
        payload: { username: account.username, password },
      });
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await login('correct horse battery')).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('wrong wrong wrong')).statusCode).toBe(401);
    }
    expect((await login('wrong wrong wrong')).statusCode).toBe(429);
  });

  it('lets 5 of 30 parallel verification-code guesses through', async () => {
    const username = `code-race-${Date.now()}@example.org`;
    await testApp.request({
      method: 'PUT',
      url: '/api/account',
      payload: { username, password: 'correct horse battery' },
    });
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        testApp.request({
          method: 'POST',
          url: '/api/account/authentication_code',
          payload: { username, authenticationKey: String(100000 + index) },
        }),
      ),
    );
    const guessed = replies.filter((reply) => reply.statusCode !== 429);
    expect(guessed.length).toBe(5);
  });

  it('sends at most 5 mails an hour to one address under 30 parallel reset requests; one link stays live', async () => {
    const account = await registerVerifiedAccount(testApp);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        testApp.request({
          method: 'GET',
          url: `/api/account/password_reset?username=${encodeURIComponent(account.username)}`,
        }),
      ),
    );
    // The registration's code was the first of the address's 5 mails this hour.
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(4);
    const mails = await testApp.database.client
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.recipient, account.username));
    expect(mails).toHaveLength(5);
    expect(mails.filter((mail) => /reset/i.test(mail.subject))).toHaveLength(4);
    const live = await testApp.database.client
      .select({ id: oneTimeSecrets.id })
      .from(oneTimeSecrets)
      .where(
        and(
          eq(oneTimeSecrets.accountId, account._id.$oid),
          eq(oneTimeSecrets.purpose, 'password_reset'),
          isNull(oneTimeSecrets.usedAt),
          gt(oneTimeSecrets.expiresAt, testApp.now()),
        ),
      );
    expect(live).toHaveLength(1);
  });
});
