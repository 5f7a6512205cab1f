import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskReplySchema } from '@hazardscope/contracts';
import { loadHazardData } from '@hazardscope/hazard-data';
import { allowListEntries } from '../database/schema.ts';
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
    const current = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(account.apiKey),
    });
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
    await testApp.database.client.insert(allowListEntries).values([
      { username: target, kind: 'allow' },
      { username: target, kind: 'export' },
    ]);
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
    await testApp.database.client
      .insert(allowListEntries)
      .values({ username: target, kind: 'allow' });
    await changeEmail(session.apiKey, target);

    const viaOldLink = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(mailedKey!),
    });
    expect(viaOldLink.statusCode).toBe(200);
    expect(viaOldLink.json()).toMatchObject({ username: target, emailVerified: false });
    expect(await askAllowList('allow', target, mailedKey!)).toBe('Not authorised');
    expect(await realResults(mailedKey!)).toBe(false);
  });
});
