import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants } from '../database/test-databases.ts';
import {
  bearer,
  readVerificationCode,
  registerVerifiedAccount,
  uniqueUsername,
} from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const minute = 60 * 1000;

describe.each(databaseVariants())('account calls on $name', (variant) => {
  let testApp: TestApp;
  /** Every password and key a test used: none may appear in a log line. */
  const secrets: string[] = [];
  const password = 'correct horse battery';

  beforeAll(async () => {
    testApp = await startTestApp(variant);
    secrets.push(password);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.request(options);

  it('registers, mails a 6-digit code, and logs in when the code is entered', async () => {
    const username = uniqueUsername('Register').toUpperCase();
    const registered = await inject({
      method: 'PUT',
      url: '/api/account',
      payload: { username, password, newsLetterValue: 1, mail: { template: 'verify' } },
    });
    expect(registered.statusCode).toBe(200);
    const lowercased = username.toLowerCase();
    const code = await readVerificationCode(testApp, lowercased);
    const verified = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username: lowercased, authenticationKey: code },
    });
    expect(verified.statusCode).toBe(200);
    const account = verified.json();
    secrets.push(account.apiKey);
    expect(account).toMatchObject({
      username: lowercased,
      newsletterSubscription: true,
      password: true,
      emailVerified: true,
      _id: { $oid: expect.any(String) },
    });
    expect(account.apiKey).toMatch(/^[\w-]{43}$/);
    expect(verified.body).not.toContain('argon2');
  });

  it('answers the account of the Authorization header, as Bearer or as the bare key', async () => {
    const account = await registerVerifiedAccount(testApp);
    secrets.push(account.apiKey);
    for (const authorization of [`Bearer ${account.apiKey}`, account.apiKey]) {
      const reply = await inject({
        method: 'GET',
        url: '/api/account',
        headers: { authorization },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        _id: account._id,
        username: account.username,
        newsletterSubscription: true,
        password: true,
        emailVerified: true,
      });
    }
    const anonymous = await inject({ method: 'GET', url: '/api/account' });
    expect(anonymous.statusCode).toBe(401);
    const unknownKey = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer('nope'),
    });
    expect(unknownKey.statusCode).toBe(401);
  });

  it('logs in by query (the original login call, kept for API scripts) and by POST body', async () => {
    const account = await registerVerifiedAccount(testApp);
    const byQuery = await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(account.username.toUpperCase())}&password=${encodeURIComponent(password)}`,
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().apiKey).toEqual(expect.any(String));
    const byBody = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: account.username, password },
    });
    expect(byBody.statusCode).toBe(200);
    secrets.push(byQuery.json().apiKey, byBody.json().apiKey);
    expect(byBody.json().apiKey).not.toBe(byQuery.json().apiKey);
  });

  it("answers 'password required' when the account has a password and none was given", async () => {
    const account = await registerVerifiedAccount(testApp);
    const reply = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: account.username },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe('password required');
    // An address without an account answers the same, so the reply reveals nothing.
    const unknown = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: uniqueUsername('nobody') },
    });
    expect(unknown.statusCode).toBe(401);
    // Each reply names its own request; everything else is the same.
    expect({ ...unknown.json(), requestId: undefined }).toEqual({
      ...reply.json(),
      requestId: undefined,
    });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const account = await registerVerifiedAccount(testApp);
    const wrong = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: account.username, password: 'not the password' },
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: uniqueUsername('nobody'), password: 'whatever it is' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it("answers 'Please verify email' for an unverified account and mails a new code", async () => {
    const username = uniqueUsername('unverified');
    await inject({
      method: 'PUT',
      url: '/api/account',
      payload: { username, password, newsLetterValue: 0 },
    });
    const firstCode = await readVerificationCode(testApp, username);
    const login = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username, password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Please verify email');
    const secondCode = await readVerificationCode(testApp, username);
    // The newer code replaces the first: only the latest mail works.
    const withFirst = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: firstCode },
    });
    expect(withFirst.statusCode).toBe(firstCode === secondCode ? 200 : 400);
    if (firstCode !== secondCode) {
      const withSecond = await inject({
        method: 'POST',
        url: '/api/account/authentication_code',
        payload: { username, authenticationKey: secondCode },
      });
      expect(withSecond.statusCode).toBe(200);
    }
  });

  it('accepts a verification code once only', async () => {
    const username = uniqueUsername('once');
    await inject({ method: 'PUT', url: '/api/account', payload: { username, password } });
    const code = await readVerificationCode(testApp, username);
    const payload = { username, authenticationKey: code };
    const first = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload,
    });
    const second = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload,
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(400);
    expect(second.json().field).toBe('authenticationKey');
  });

  it('refuses a verification code after 15 minutes', async () => {
    const username = uniqueUsername('late');
    await inject({ method: 'PUT', url: '/api/account', payload: { username, password } });
    const code = await readVerificationCode(testApp, username);
    testApp.advance(15 * minute + 1000);
    const reply = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: code },
    });
    expect(reply.statusCode).toBe(400);
  });

  it('leaves an address that already has an account as it is, answering as for a new one', async () => {
    const verified = await registerVerifiedAccount(testApp);
    const unverified = uniqueUsername('pending');
    await inject({
      method: 'PUT',
      url: '/api/account',
      payload: { username: unverified, password },
    });
    const code = await readVerificationCode(testApp, unverified);
    const passwordless = uniqueUsername('passwordless');
    await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(passwordless)}&create=x`,
    });
    const fresh = await inject({
      method: 'PUT',
      url: '/api/account',
      payload: { username: uniqueUsername('fresh'), password },
    });
    for (const username of [verified.username, unverified, passwordless]) {
      const reply = await inject({
        method: 'PUT',
        url: '/api/account',
        payload: { username, password: 'an attacker password' },
      });
      // The same status and text as a new address's registration: nothing tells them apart.
      expect(reply.statusCode, username).toBe(fresh.statusCode);
      expect(reply.body, username).toBe(fresh.body);
      // The owner is told instead, in a mail without a code.
      const mail = await testApp.latestMailTo(username);
      expect(mail?.subject).toBe('You already have a Hazardscope account');
      expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    }
    // The first registrant's password still works once the address is verified.
    await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username: unverified, authenticationKey: code },
    });
    const login = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: unverified, password },
    });
    expect(login.statusCode).toBe(200);
    const attacker = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: unverified, password: 'an attacker password' },
    });
    expect(attacker.statusCode).toBe(401);
  });

  it('creates a passwordless account in the save flow and logs in only with the mailed code', async () => {
    const username = uniqueUsername('saver');
    const created = await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}&create=save-analysis`,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('Please verify email');
    expect(created.body).not.toContain('apiKey');

    // Asking again by address alone never hands out the account either: a fresh code is mailed.
    const again = await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}&create=save-analysis`,
    });
    expect(again.statusCode).toBe(403);
    expect(again.body).not.toContain('apiKey');

    const verified = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: await readVerificationCode(testApp, username) },
    });
    expect(verified.statusCode).toBe(200);
    const account = verified.json();
    secrets.push(account.apiKey);
    expect(account.password).toBeUndefined();
    expect(account.emailVerified).toBe(true);

    // Login without a password mails a sign-in link (crapikey) that logs in.
    const linkRequest = await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}`,
    });
    expect(linkRequest.statusCode).toBe(401);
    const mailedKey = (await testApp.latestMailTo(username))?.text.match(/crapikey=([\w-]+)/)?.[1];
    expect(mailedKey).toBeDefined();
    secrets.push(mailedKey!);
    const viaLink = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(mailedKey!),
    });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json().emailVerified).toBe(true);
  });

  it("answers 'password required' to auto-create for an account that has a password", async () => {
    const account = await registerVerifiedAccount(testApp);
    const reply = await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(account.username)}&create=x`,
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe('password required');
  });

  it('adds a first password to a passwordless account once its address is verified, once', async () => {
    const username = uniqueUsername('first-password');
    await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}&create=x`,
    });
    const verified = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: await readVerificationCode(testApp, username) },
    });
    const apiKey = verified.json().apiKey as string;
    secrets.push(apiKey);

    // A new, unproven e-mail: no first password until the new address is proven.
    const renamed = uniqueUsername('first-password-renamed');
    await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(apiKey),
      payload: { username: renamed, newsletter: 0 },
    });
    const unproven = await inject({
      method: 'PUT',
      url: '/api/account/password_add',
      headers: bearer(apiKey),
      payload: { username: renamed, password },
    });
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().message).toBe('Please verify email');
    const viaProfile = await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(apiKey),
      payload: { username: renamed, password },
    });
    expect(viaProfile.json().message).toBe('Please verify email');

    const proven = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: {
        username: renamed,
        authenticationKey: await readVerificationCode(testApp, renamed),
      },
    });
    const provenKey = proven.json().apiKey as string;
    secrets.push(provenKey);
    const payload = { username: renamed, password };
    const added = await inject({
      method: 'PUT',
      url: '/api/account/password_add',
      headers: bearer(provenKey),
      payload,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().password).toBe(true);
    const again = await inject({
      method: 'PUT',
      url: '/api/account/password_add',
      headers: bearer(provenKey),
      payload,
    });
    expect(again.statusCode).toBe(409);
    const anonymous = await inject({ method: 'PUT', url: '/api/account/password_add', payload });
    expect(anonymous.statusCode).toBe(401);
  });

  it('asks an account without a password for a mailed code before its e-mail changes, once the session is old', async () => {
    const username = uniqueUsername('passwordless-rename');
    await inject({
      method: 'GET',
      url: `/api/account?username=${encodeURIComponent(username)}&create=x`,
    });
    const code = await readVerificationCode(testApp, username);
    const verify = (authenticationKey: string) =>
      inject({
        method: 'POST',
        url: '/api/account/authentication_code',
        payload: { username, authenticationKey },
      });
    const staleKey = (await verify(code)).json().apiKey as string;
    secrets.push(staleKey);
    testApp.advance(16 * minute);
    const rename = (apiKey: string) =>
      inject({
        method: 'POST',
        url: '/api/account',
        headers: bearer(apiKey),
        payload: { username: uniqueUsername('renamed'), newsletter: 0 },
      });
    const refused = await rename(staleKey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify email');
    const freshKey = (await verify(await readVerificationCode(testApp, username))).json()
      .apiKey as string;
    secrets.push(freshKey);
    expect((await rename(freshKey)).statusCode).toBe(200);
  });

  it('ends the sessions opened before an address was proven, when it is', async () => {
    const account = await registerVerifiedAccount(testApp);
    secrets.push(account.apiKey);
    // Someone with this session types another address into the profile.
    const claimed = uniqueUsername('claimed');
    await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(account.apiKey),
      payload: { username: claimed, newsletter: 0, currentPassword: password },
    });
    // The address's owner enters the code mailed to it.
    const owner = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: {
        username: claimed,
        authenticationKey: await readVerificationCode(testApp, claimed),
      },
    });
    expect(owner.statusCode).toBe(200);
    secrets.push(owner.json().apiKey);
    const early = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(account.apiKey),
    });
    expect(early.statusCode).toBe(401);
  });

  it('answers a profile saved without a change as saved, changing nothing', async () => {
    const account = await registerVerifiedAccount(testApp);
    const unchanged = await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(account.apiKey),
      payload: { username: account.username },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({
      username: account.username,
      emailVerified: true,
      newsletterSubscription: account.newsletterSubscription,
    });
  });

  it('edits the profile; a new password ends the other sessions but not this one', async () => {
    const account = await registerVerifiedAccount(testApp);
    const otherSession = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: account.username, password },
    });
    const otherKey = otherSession.json().apiKey as string;
    const newPassword = 'a brand new passphrase';
    secrets.push(newPassword);
    const edit = (currentPassword?: string) =>
      inject({
        method: 'POST',
        url: '/api/account',
        headers: bearer(account.apiKey),
        payload: {
          username: account.username,
          newsletter: 0,
          password: newPassword,
          currentPassword,
        },
      });
    // The key alone does not change the password: the current one must be given, and right.
    const withoutCurrent = await edit();
    expect(withoutCurrent.statusCode).toBe(401);
    expect(withoutCurrent.json()).toMatchObject({
      message: 'Please enter your current password to change your e-mail or password.',
      field: 'currentPassword',
    });
    const wrongCurrent = await edit('not my password');
    expect(wrongCurrent.statusCode).toBe(401);
    expect(wrongCurrent.json().message).toBe('Your current password is not correct.');
    const edited = await edit(password);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ newsletterSubscription: false, password: true });
    const mine = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(account.apiKey),
    });
    const other = await inject({ method: 'GET', url: '/api/account', headers: bearer(otherKey) });
    expect(mine.statusCode).toBe(200);
    expect(other.statusCode).toBe(401);
    const withNew = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: account.username, password: newPassword },
    });
    expect(withNew.statusCode).toBe(200);
  });

  it("refuses a profile e-mail that is another account's", async () => {
    const first = await registerVerifiedAccount(testApp);
    const second = await registerVerifiedAccount(testApp);
    const reply = await inject({
      method: 'POST',
      url: '/api/account',
      headers: bearer(second.apiKey),
      payload: { username: first.username, currentPassword: password },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().field).toBe('username');
  });

  it('sets the newsletter choice of the own account only', async () => {
    const account = await registerVerifiedAccount(testApp);
    const other = await registerVerifiedAccount(testApp);
    const own = await inject({
      method: 'POST',
      url: '/api/account/newsletter',
      headers: bearer(account.apiKey),
      payload: { username: account.username, newsletter: 0 },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().newsletterSubscription).toBe(false);
    const foreign = await inject({
      method: 'POST',
      url: '/api/account/newsletter',
      headers: bearer(account.apiKey),
      payload: { username: other.username, newsletter: 0 },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('resets a password with the mailed token, logs in, and refuses the token a second time', async () => {
    const account = await registerVerifiedAccount(testApp);
    // A second session of the account, as on another device.
    const otherDevice = await inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: account.username, password },
    });
    const otherDeviceKey = otherDevice.json().apiKey as string;
    secrets.push(otherDeviceKey);
    const requested = await inject({
      method: 'GET',
      url: `/api/account/password_reset?username=${encodeURIComponent(account.username)}&mail=reset`,
    });
    expect(requested.statusCode).toBe(200);
    const token = (await testApp.latestMailTo(account.username))?.text.match(
      /pwResetToken=([\w-]+)/,
    )?.[1];
    expect(token).toBeDefined();
    secrets.push(token!);
    const newPassword = 'reset passphrase here';
    secrets.push(newPassword);
    const reset = await inject({
      method: 'PUT',
      url: '/api/account/password_reset',
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().apiKey).toEqual(expect.any(String));
    secrets.push(reset.json().apiKey);
    // Every earlier session ended, on this device and the other (the web's success message says
    // so: password-reset-modal.tsx); the key the reset logged in with works.
    for (const earlierKey of [account.apiKey, otherDeviceKey]) {
      const old = await inject({ method: 'GET', url: '/api/account', headers: bearer(earlierKey) });
      expect(old.statusCode).toBe(401);
    }
    const current = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(reset.json().apiKey),
    });
    expect(current.statusCode).toBe(200);
    const reused = await inject({
      method: 'PUT',
      url: '/api/account/password_reset',
      payload: { token, password: 'yet another passphrase' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a reset token after one hour', async () => {
    const account = await registerVerifiedAccount(testApp);
    await inject({
      method: 'GET',
      url: `/api/account/password_reset?username=${encodeURIComponent(account.username)}`,
    });
    const token = (await testApp.latestMailTo(account.username))?.text.match(
      /pwResetToken=([\w-]+)/,
    )?.[1];
    testApp.advance(60 * minute + 1000);
    const reply = await inject({
      method: 'PUT',
      url: '/api/account/password_reset',
      payload: { token, password: 'too late passphrase' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().field).toBe('token');
  });

  it('answers a reset request for an unknown address like any other, and mails nothing', async () => {
    const username = uniqueUsername('ghost');
    const reply = await inject({
      method: 'GET',
      url: `/api/account/password_reset?username=${encodeURIComponent(username)}`,
    });
    expect(reply.statusCode).toBe(200);
    expect(await testApp.latestMailTo(username)).toBeUndefined();
  });

  it('logs out by revoking the key', async () => {
    const account = await registerVerifiedAccount(testApp);
    const out = await inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: bearer(account.apiKey),
    });
    expect(out.statusCode).toBe(200);
    const after = await inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(account.apiKey),
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses even the right code after five wrong ones, saying when to retry', async () => {
    const username = uniqueUsername('code-guesser');
    const remoteAddress = testApp.nextClientAddress();
    await inject({
      method: 'PUT',
      url: '/api/account',
      remoteAddress,
      payload: { username, password, newsLetterValue: 1, mail: 'verify' },
    });
    const code = await readVerificationCode(testApp, username);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const check = (authenticationKey: string) =>
      inject({
        method: 'POST',
        url: '/api/account/authentication_code',
        remoteAddress,
        payload: { username, authenticationKey },
      });
    for (let guess = 0; guess < 5; guess += 1)
      expect((await check(wrongCode)).statusCode).toBe(400);
    const right = await check(code);
    expect(right.statusCode).toBe(429);
    const retryAfterSeconds = Number(right.headers['retry-after']);
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(right.json().message).toBe(
      `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  });

  it('limits failed logins per username and address and says when to retry', async () => {
    const account = await registerVerifiedAccount(testApp);
    const remoteAddress = testApp.nextClientAddress();
    const attempt = () =>
      inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress,
        payload: { username: account.username, password: 'wrong wrong wrong' },
      });
    for (let failure = 0; failure < 10; failure += 1)
      expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/try again in \d+ minutes?/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits until the window ends.
    const right = await inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress,
      payload: { username: account.username, password },
    });
    expect(right.statusCode).toBe(429);
    testApp.advance(15 * minute);
    const later = await inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress,
      payload: { username: account.username, password },
    });
    expect(later.statusCode).toBe(200);
  });

  it('limits verification-code guesses per username', async () => {
    const username = uniqueUsername('guesser');
    await inject({ method: 'PUT', url: '/api/account', payload: { username, password } });
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const reply = await inject({
        method: 'POST',
        url: '/api/account/authentication_code',
        payload: { username, authenticationKey: String(100000 + guess) },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400 || status === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('limits reset mails per username, whatever the address', async () => {
    const account = await registerVerifiedAccount(testApp);
    const url = `/api/account/password_reset?username=${encodeURIComponent(account.username)}`;
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1) {
      statuses.push((await inject({ method: 'GET', url })).statusCode);
    }
    // Registration mailed one code already: five mails an hour per address in all.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const badEmail = await inject({
      method: 'PUT',
      url: '/api/account',
      payload: { username: 'not-an-email', password },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe('username');
    const shortPassword = await inject({
      method: 'PUT',
      url: '/api/account',
      payload: { username: uniqueUsername('short'), password: 'abc' },
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().field).toBe('password');
    const badCode = await inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username: uniqueUsername('code'), authenticationKey: '12ab56' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().field).toBe('authenticationKey');
    const notJson = await inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('never writes a password, a key, a code or a token into a log line', async () => {
    const codeOfLastTest = await readVerificationCode(
      testApp,
      (await registerVerifiedAccount(testApp)).username,
    );
    const log = testApp.logLines.join('\n');
    expect(testApp.logLines.length).toBeGreaterThan(20);
    for (const secret of [...secrets, codeOfLastTest]) expect(log).not.toContain(secret);
    expect(log).not.toContain('password=');
    expect(log).not.toMatch(/argon2id/);
  });
});
