import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClientHeader } from '@hazardscope/contracts';
import { databaseVariants } from '../database/test-databases.ts';
import {
  bearer,
  readVerificationCode,
  registerVerifiedAccount,
  uniqueUsername,
} from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { sessionCookieName } from './browser-session.ts';

const webClient = { [webClientHeader.name]: webClientHeader.value };
const password = 'correct horse battery';

/** The cookie a reply sets, parsed: value and attributes (lower-cased names). */
function sessionCookieOf(headers: Record<string, unknown>) {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const line = lines.find((candidate) => candidate.startsWith(`${sessionCookieName}=`));
  if (line === undefined) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair.slice(sessionCookieName.length + 1)),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

const withCookie = (apiKey: string) => ({ cookie: `${sessionCookieName}=${apiKey}` });

// HTTP behaviour of the session cookie; the database only holds the keys, so the embedded one suffices.
const [embedded] = databaseVariants();

describe('web session in an HttpOnly cookie', () => {
  let testApp: TestApp;
  let username: string;

  beforeAll(async () => {
    if (embedded === undefined) throw new Error('no database variant');
    testApp = await startTestApp(embedded);
    username = (await registerVerifiedAccount(testApp)).username;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const logInAsWebClient = async () => {
    const reply = await testApp.request({
      method: 'POST',
      url: '/api/account/login',
      headers: webClient,
      payload: { username, password },
    });
    expect(reply.statusCode).toBe(200);
    const cookie = sessionCookieOf(reply.headers);
    if (cookie === undefined) throw new Error('no session cookie');
    return { reply, apiKey: cookie.value, attributes: cookie.attributes };
  };

  it('keeps the key of a web login in an HttpOnly, SameSite=Strict cookie and out of the body', async () => {
    const { reply, apiKey, attributes } = await logInAsWebClient();
    expect(reply.json()).not.toHaveProperty('apiKey');
    expect(reply.body).not.toContain(apiKey);
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api', 'max-age=604800']),
    );
    // Plain HTTP on a local server; behind HTTPS (or a trusted proxy saying so) it is Secure.
    expect(attributes).not.toContain('secure');
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startTestApp(embedded!, { environment: { TRUST_PROXY: 'true' } });
    try {
      const account = await registerVerifiedAccount(proxied);
      const reply = await proxied.request({
        method: 'POST',
        url: '/api/account/login',
        headers: { ...webClient, 'x-forwarded-proto': 'https' },
        payload: { username: account.username, password },
      });
      expect(sessionCookieOf(reply.headers)?.attributes).toContain('secure');
    } finally {
      await proxied.close();
    }
  });

  it('gives an API client the key in the body and no cookie', async () => {
    const reply = await testApp.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { username, password },
    });
    expect(reply.statusCode).toBe(200);
    expect(typeof reply.json<{ apiKey?: string }>().apiKey).toBe('string');
    expect(sessionCookieOf(reply.headers)).toBeUndefined();
  });

  it('sets the cookie when a mailed code logs the web client in', async () => {
    const fresh = uniqueUsername('cookie');
    const remoteAddress = testApp.nextClientAddress();
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/account',
      remoteAddress,
      payload: { username: fresh, password, newsLetterValue: 0, mail: 'verify' },
    });
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      remoteAddress,
      headers: webClient,
      payload: { username: fresh, authenticationKey: await readVerificationCode(testApp, fresh) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).not.toHaveProperty('apiKey');
    expect(sessionCookieOf(verified.headers)?.attributes).toContain('httponly');
  });

  it('answers the session call with the account, or null for a visitor', async () => {
    const { apiKey } = await logInAsWebClient();
    const loggedIn = await testApp.request({
      method: 'GET',
      url: '/api/account/session',
      headers: { ...webClient, ...withCookie(apiKey) },
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json<{ account: { username: string } }>().account.username).toBe(username);
    expect(loggedIn.body).not.toContain(apiKey);

    const visitor = await testApp.request({ method: 'GET', url: '/api/account/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ account: null });
  });

  it('clears a lapsed cookie and answers as for a visitor', async () => {
    const reply = await testApp.request({
      method: 'GET',
      url: '/api/account/session',
      headers: withCookie('a-key-that-was-never-issued'),
    });
    expect(reply.json()).toEqual({ account: null });
    const cleared = sessionCookieOf(reply.headers);
    expect(cleared?.value).toBe('');
    expect(
      cleared?.attributes.some((attribute) => attribute.startsWith('expires=thu, 01 jan 1970')),
    ).toBe(true);
  });

  it('authorises a reading call by the cookie alone', async () => {
    const { apiKey } = await logInAsWebClient();
    const list = await testApp.request({
      method: 'GET',
      url: '/api/analysis',
      headers: withCookie(apiKey),
    });
    expect(list.statusCode).toBe(200);
  });

  it("refuses a changing call authorised by the cookie without the web client's mark (request forgery)", async () => {
    const { apiKey } = await logInAsWebClient();
    const forged = await testApp.request({
      method: 'POST',
      url: '/api/account/newsletter',
      headers: withCookie(apiKey),
      payload: { username, newsletter: 1 },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ message: string }>().message).toContain(webClientHeader.name);

    const genuine = await testApp.request({
      method: 'POST',
      url: '/api/account/newsletter',
      headers: { ...webClient, ...withCookie(apiKey) },
      payload: { username, newsletter: 1 },
    });
    expect(genuine.statusCode).toBe(200);
  });

  it('lets the Authorization header win over a cookie, with no mark needed', async () => {
    const { apiKey } = await logInAsWebClient();
    const reply = await testApp.request({
      method: 'POST',
      url: '/api/account/newsletter',
      headers: { ...bearer(apiKey), ...withCookie('not-a-key') },
      payload: { username, newsletter: 0 },
    });
    expect(reply.statusCode).toBe(200);
  });

  it('opens a web session from an API key (the crapikey entry) without echoing the key', async () => {
    const apiClientLogin = await testApp.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { username, password },
    });
    const apiKey = apiClientLogin.json<{ apiKey: string }>().apiKey;
    const opened = await testApp.request({
      method: 'POST',
      url: '/api/account/session',
      headers: { ...webClient, ...bearer(apiKey) },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).not.toContain(apiKey);
    expect(sessionCookieOf(opened.headers)?.value).toBe(apiKey);

    const lapsed = await testApp.request({
      method: 'POST',
      url: '/api/account/session',
      headers: { ...webClient, ...bearer('never-issued') },
    });
    expect(lapsed.statusCode).toBe(401);
  });

  it("never switches a logged-in visitor to the account of a link's key: 409 naming theirs", async () => {
    const { apiKey: ownSession } = await logInAsWebClient();
    // A link made by someone else, carrying the key of their own account.
    const other = await registerVerifiedAccount(testApp);
    const switched = await testApp.request({
      method: 'POST',
      url: '/api/account/session',
      headers: { ...webClient, ...bearer(other.apiKey), ...withCookie(ownSession) },
    });
    expect(switched.statusCode).toBe(409);
    expect(switched.json<{ message: string }>().message).toBe(
      `You are logged in as ${username}, and this link opens another account. Log out first if you want to use it.`,
    );
    expect(sessionCookieOf(switched.headers)).toBeUndefined();
    // The visitor's own key (a sign-in link of theirs), or no live session, opens as before.
    const ownLink = await testApp.request({
      method: 'POST',
      url: '/api/account/session',
      headers: { ...webClient, ...bearer(ownSession), ...withCookie(ownSession) },
    });
    expect(ownLink.statusCode).toBe(200);
    const afterLapse = await testApp.request({
      method: 'POST',
      url: '/api/account/session',
      headers: { ...webClient, ...bearer(other.apiKey), ...withCookie('a-lapsed-key') },
    });
    expect(afterLapse.statusCode).toBe(200);
    expect(sessionCookieOf(afterLapse.headers)?.value).toBe(other.apiKey);
  });

  it('logs out: revokes the key and clears the cookie', async () => {
    const { apiKey } = await logInAsWebClient();
    const loggedOut = await testApp.request({
      method: 'POST',
      url: '/api/account/logout',
      headers: { ...webClient, ...withCookie(apiKey) },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(sessionCookieOf(loggedOut.headers)?.value).toBe('');
    const after = await testApp.request({
      method: 'GET',
      url: '/api/analysis',
      headers: withCookie(apiKey),
    });
    expect(after.statusCode).toBe(401);
  });
});
