import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sessionCookieName } from './account-steps.ts';

/** The account playwright.config.ts puts on the server's ALLOWLIST: it sees real results. */
const allowListedUsername = 'allow-listed@hazardscope.test';
const password = 'a long enough password';

/**
 * A logged-in API key for the allow-listed address: registered and verified once per server, by
 * allow-listed.setup.ts before the tests that run in parallel.
 */
export async function allowListedApiKey(request: APIRequestContext): Promise<string> {
  const username = allowListedUsername;
  const login = await request.post('/api/account/login', { data: { username, password } });
  if (login.ok()) return ((await login.json()) as { apiKey: string }).apiKey;
  const registered = await request.put('/api/account', {
    data: { username, password, newsLetterValue: 0 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const outbox = (await (await request.get('/dev/outbox?format=json')).json()) as {
    to: string;
    text: string;
  }[];
  const code = outbox.find((message) => message.to === username)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a verification code in the outbox').toBeDefined();
  const verified = await request.post('/api/account/authentication_code', {
    data: { username, authenticationKey: code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { apiKey: string }).apiKey;
}

/** Puts the allow-listed account's key in the browser's session cookie, as a login would. */
export async function logInAsAllowListed(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<void> {
  const apiKey = await allowListedApiKey(request);
  await page.context().addCookies([
    {
      name: sessionCookieName,
      value: apiKey,
      domain: new URL(baseURL ?? 'http://127.0.0.1').hostname,
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}
