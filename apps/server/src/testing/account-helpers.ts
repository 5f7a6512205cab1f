import type { AccountReply } from '@hazardscope/contracts';
import type { TestApp } from './start-test-app.ts';

let accountCounter = 0;

/** A fresh address for one test. */
export function uniqueUsername(label: string): string {
  accountCounter += 1;
  return `${label}-${accountCounter}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** The 6-digit code of the newest mail to this address. */
export async function readVerificationCode(testApp: TestApp, username: string): Promise<string> {
  const mail = await testApp.latestMailTo(username);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`no verification code mailed to ${username}`);
  return code;
}

/** Registers through the API, reads the code from the outbox, verifies: a logged-in account. */
export async function registerVerifiedAccount(
  testApp: TestApp,
  username = uniqueUsername('user'),
  password = 'correct horse battery',
): Promise<AccountReply & { apiKey: string }> {
  const remoteAddress = testApp.nextClientAddress();
  const registered = await testApp.app.inject({
    method: 'PUT',
    url: '/api/account',
    remoteAddress,
    payload: { username, password, newsLetterValue: 1, mail: 'verify' },
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const verified = await testApp.app.inject({
    method: 'POST',
    url: '/api/account/authentication_code',
    remoteAddress,
    payload: { username, authenticationKey: await readVerificationCode(testApp, username) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json();
}

/**
 * An account without a password, as the save flow makes one: auto-created for an address, then
 * proven with the mailed code (auto-create itself never hands out a key). Returns the key.
 */
export async function verifiedPasswordlessAccount(
  testApp: TestApp,
  username = uniqueUsername('no-password'),
): Promise<{ username: string; apiKey: string }> {
  await testApp.app.inject({
    method: 'GET',
    url: `/api/account?username=${encodeURIComponent(username)}&create=save`,
  });
  const verified = await testApp.app.inject({
    method: 'POST',
    url: '/api/account/authentication_code',
    payload: { username, authenticationKey: await readVerificationCode(testApp, username) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { username, apiKey: verified.json().apiKey as string };
}

export function bearer(apiKey: string) {
  return { authorization: `Bearer ${apiKey}` };
}
