import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskReplySchema } from '@hazardscope/contracts';
import { loadHazardData } from '@hazardscope/hazard-data';
import { accounts, allowListEntries } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import {
  bearer,
  readVerificationCode,
  registerVerifiedAccount,
  uniqueUsername,
} from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const hazardData = loadHazardData();
const sydney = { latitude: -33.8688, longitude: 151.2093, address: 'Sydney NSW, Australia' };

/**
 * The allow-list grants real results ('allow') and CSV export ('export') without payment. Typing an
 * address proves nothing, so no route may let a right reach an address whose owner has not proven
 * it: not auto-create, not a profile e-mail change, not a sign-in link mailed to another address.
 */
describe.each(databaseVariants())('allow-list rights need a proven address on $name', (variant) => {
  let testApp: TestApp;
  /** Listed by the ALLOWLIST setting (both kinds). */
  const settingListed = uniqueUsername('setting-listed');
  /** Listed by a database entry, for export only. */
  const entryListed = uniqueUsername('entry-listed');

  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      hazardData,
      environment: { ALLOWLIST: settingListed },
    });
    await testApp.database.client
      .insert(allowListEntries)
      .values({ username: entryListed, kind: 'export' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.request(options);
  const currentAccount = (apiKey: string) =>
    inject({ method: 'GET', url: '/api/account', headers: bearer(apiKey) });
  const allowList = (username: string, kinds: ('allow' | 'export')[]) =>
    testApp.database.client
      .insert(allowListEntries)
      .values(kinds.map((kind) => ({ username, kind })));
  const autoCreate = (username: string) =>
    inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}&create=save-analysis`,
    });
  const askAllowList = async (kind: 'allow' | 'export', username: string, apiKey: string) =>
    (
      await inject({
        method: 'POST',
        url: '/api/allowlist',
        payload: { [kind]: username },
        headers: bearer(apiKey),
      })
    ).body;
  const realResults = async (apiKey: string) => {
    const reply = await inject({
      method: 'POST',
      url: '/api/risk',
      payload: { archetype: { acronym: 'SH' }, asset: sydney },
      headers: bearer(apiKey),
    });
    return riskReplySchema.parse(reply.json()).response.realResults;
  };
  const verify = async (username: string) => {
    const reply = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: await readVerificationCode(testApp, username) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { apiKey: string; emailVerified: boolean };
  };

  const changeEmail = async (apiKey: string, username: string) => {
    const reply = await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(apiKey),
      // registerVerifiedAccount's password; ignored for the passwordless account (a fresh session).
      payload: { username, newsletter: 0, currentPassword: 'correct horse battery' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as { username: string; emailVerified: boolean };
  };

  it('auto-create returns no key for an allow-listed address, only a mailed code', async () => {
    for (const username of [settingListed, entryListed]) {
      const reply = await autoCreate(username);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ message: 'Please verify email' });
      expect(reply.body).not.toContain('apiKey');
      // Asking again (the account now exists, without password) answers the same, still no key.
      const again = await autoCreate(username);
      expect(again.statusCode).toBe(403);
      expect(again.body).not.toContain('apiKey');
    }
  });

  it('auto-create returns no key for an ordinary address either, and the code logs in', async () => {
    const username = uniqueUsername('saver');
    const reply = await autoCreate(username);
    expect(reply.statusCode).toBe(403);
    expect(reply.body).not.toContain('apiKey');
    const account = await verify(username);
    expect(account.emailVerified).toBe(true);
    const current = await currentAccount(account.apiKey);
    expect(current.json()).toMatchObject({ username, emailVerified: true });
  });

  it('grants the rights once the owner of the listed address enters the mailed code', async () => {
    const { apiKey } = await verify(settingListed);
    expect(await askAllowList('allow', settingListed, apiKey)).toBe('Authorised');
    expect(await askAllowList('export', settingListed, apiKey)).toBe('Authorised');
    expect(await realResults(apiKey)).toBe(true);
  });

  it('moves no right with a profile e-mail change until the new address is proven', async () => {
    const target = uniqueUsername('listed-later');
    await allowList(target, ['allow', 'export']);
    const attacker = await registerVerifiedAccount(testApp);
    const changed = await changeEmail(attacker.apiKey, target);
    expect(changed).toMatchObject({ username: target, emailVerified: false });
    expect(await askAllowList('allow', target, attacker.apiKey)).toBe('Not authorised');
    expect(await askAllowList('export', target, attacker.apiKey)).toBe('Not authorised');
    expect(await realResults(attacker.apiKey)).toBe(false);

    // The code went to the new address; whoever reads it there proves it, and the rights follow.
    const proven = await verify(target);
    expect(await askAllowList('allow', target, proven.apiKey)).toBe('Authorised');
    expect(await realResults(proven.apiKey)).toBe(true);
  });

  it('does not let a sign-in link mailed to the old address prove a new one', async () => {
    // A passwordless account of the attacker's own address, proven with its code.
    const own = uniqueUsername('own');
    await autoCreate(own);
    const session = await verify(own);
    // Logging in without a password mails a sign-in link (a key that proves the address) to `own`.
    const linkRequest = await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(own)}`,
    });
    expect(linkRequest.statusCode).toBe(401);
    const mailedKey = (await testApp.latestMailTo(own))?.text.match(/crapikey=([\w-]+)/)?.[1];
    expect(mailedKey).toBeDefined();

    const target = uniqueUsername('listed-by-link');
    await allowList(target, ['allow']);
    await changeEmail(session.apiKey, target);

    // The link went to the old address: after the change it opens nothing, the session that made
    // the change stays.
    const viaOldLink = await currentAccount(mailedKey!);
    expect(viaOldLink.statusCode).toBe(401);
    const current = await currentAccount(session.apiKey);
    expect(current.json()).toMatchObject({ username: target, emailVerified: false });
    expect(await askAllowList('allow', target, session.apiKey)).toBe('Not authorised');
    expect(await realResults(session.apiKey)).toBe(false);
  });

  const requestResetToken = async (username: string) => {
    const requested = await inject({
      method: 'GET',
      url: `/api/account/password_reset?username=${encodeURIComponent(username)}`,
    });
    expect(requested.statusCode).toBe(200);
    const token = (await testApp.latestMailTo(username))?.text.match(/pwResetToken=([\w-]+)/)?.[1];
    if (token === undefined) throw new Error(`no reset link mailed to ${username}`);
    return token;
  };
  const resetPassword = (token: string) =>
    inject({
      method: 'PUT',
      url: '/api/account/password_reset',
      payload: { token, password: 'another horse battery' },
    });

  it('does not let a reset link mailed to the old address prove a new one', async () => {
    const target = uniqueUsername('listed-by-reset');
    await allowList(target, ['allow', 'export']);
    // The attacker's own proven address receives the reset link…
    const attacker = await registerVerifiedAccount(testApp);
    const token = await requestResetToken(attacker.username);
    // …then the account's address becomes the listed one, not proven…
    await changeEmail(attacker.apiKey, target);
    // …and the link mailed before the change is void: no password, no proof, no key.
    const reset = await resetPassword(token);
    expect(reset.statusCode, reset.body).toBe(400);
    expect(reset.json()).toMatchObject({ field: 'token' });
    expect(reset.body).not.toContain('apiKey');

    const current = await currentAccount(attacker.apiKey);
    expect(current.json()).toMatchObject({ username: target, emailVerified: false });
    expect(await askAllowList('allow', target, attacker.apiKey)).toBe('Not authorised');
    expect(await askAllowList('export', target, attacker.apiKey)).toBe('Not authorised');
    expect(await realResults(attacker.apiKey)).toBe(false);
  });

  it('lets a mailed secret prove only the address it was sent to, even one a change left live', async () => {
    // Each secret is mailed to the attacker's own address; the account's address is then changed
    // in the database without voiding anything, as a future change path might forget to.
    const target = uniqueUsername('listed-by-binding');
    await allowList(target, ['allow']);
    const moveToTarget = (username: string) =>
      testApp.database.client
        .update(accounts)
        .set({ username: target, emailVerifiedAt: null })
        .where(eq(accounts.username, username));
    const deleteTarget = () =>
      testApp.database.client.delete(accounts).where(eq(accounts.username, target));

    // A reset link.
    const attacker = await registerVerifiedAccount(testApp);
    const token = await requestResetToken(attacker.username);
    await moveToTarget(attacker.username);
    const reset = await resetPassword(token);
    expect(reset.statusCode, reset.body).toBe(400);
    expect(reset.body).not.toContain('apiKey');
    // The password did not change: the old one still logs in, to an unproven address.
    const login = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: target, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: 'Please verify email' });
    await deleteTarget();

    // A verification code.
    const own = uniqueUsername('own-code');
    expect((await autoCreate(own)).statusCode).toBe(403);
    const code = await readVerificationCode(testApp, own);
    await moveToTarget(own);
    const byCode = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username: target, authenticationKey: code },
    });
    expect(byCode.statusCode, byCode.body).toBe(400);
    expect(byCode.body).not.toContain('apiKey');
    await deleteTarget();

    // A sign-in link: it still opens the account it was mailed for, but proves nothing.
    const linked = uniqueUsername('own-link');
    await autoCreate(linked);
    const session = await verify(linked);
    await inject({ method: 'GET', url: `/api/account?username=${encodeURIComponent(linked)}` });
    const mailedKey = (await testApp.latestMailTo(linked))?.text.match(/crapikey=([\w-]+)/)?.[1];
    expect(mailedKey).toBeDefined();
    await moveToTarget(linked);
    const viaLink = await currentAccount(mailedKey!);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json()).toMatchObject({ username: target, emailVerified: false });
    expect(await askAllowList('allow', target, session.apiKey)).toBe('Not authorised');
    expect(await realResults(mailedKey!)).toBe(false);
  });
});
