import type { APIRequestContext, Page } from '@playwright/test';
import { logInWithApiKey, registerVerifiedApiKey } from './account-steps.ts';

/** The account playwright.config.ts puts on the server's ALLOWLIST: it sees real results. */
const allowListedUsername = 'allow-listed@hazardscope.test';
const password = 'a long enough password';

/**
 * A logged-in API key for the allow-listed address: registered and verified once per server, by
 * allow-listed.setup.ts before the tests that run in parallel.
 */
export async function allowListedApiKey(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/account/login', {
    data: { username: allowListedUsername, password },
  });
  if (login.ok()) return ((await login.json()) as { apiKey: string }).apiKey;
  return registerVerifiedApiKey(request, allowListedUsername, password);
}

/** Puts the allow-listed account's key in the browser's session cookie, as a login would. */
export async function logInAsAllowListed(page: Page, request: APIRequestContext): Promise<void> {
  await logInWithApiKey(page, await allowListedApiKey(request));
}
