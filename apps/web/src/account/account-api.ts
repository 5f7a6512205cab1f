import {
  accountReplySchema,
  messageReplySchema,
  profileEditReplySchema,
  sessionReplySchema,
  type AccountReply,
} from '@hazardscope/contracts';
import { webClientHeaders } from '../api/web-client-headers.ts';
import { fetchJson } from '../api/fetch-json.ts';

/**
 * The account calls as the server implements them
 * (apps/server/README.md). Every call carries the web client's mark; the browser adds the session
 * cookie by itself.
 */
export function jsonRequest(method: 'POST' | 'PUT', body: unknown): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...webClientHeaders() },
    body: JSON.stringify(body),
  };
}

export const authorised = (): RequestInit => ({ headers: webClientHeaders() });

/** The mail template descriptor the legacy payload carries; the server writes its own messages. */
const mailTemplate = 'default';

/** The account of the session cookie, or null for a visitor (the cookie is out of scripts' reach). */
export async function fetchSessionAccount(): Promise<AccountReply | null> {
  return (await fetchJson('/api/account/session', sessionReplySchema, authorised())).account;
}

/** The `crapikey` entry parameter: the server sets the key in the session cookie. */
export function openSessionWithApiKey(apiKey: string): Promise<AccountReply> {
  return fetchJson('/api/account/session', accountReplySchema, {
    method: 'POST',
    headers: { ...webClientHeaders(), authorization: `Bearer ${apiKey}` },
  });
}

/** Login with the password in the body, never in a URL. */
export function logInWithPassword(username: string, password: string): Promise<AccountReply> {
  return fetchJson(
    '/api/account/login',
    accountReplySchema,
    jsonRequest('POST', { username, password }),
  );
}

/**
 * The save flow's passwordless step. The server answers 'Please verify email' and mails a code (an
 * address typed in proves nothing); the code, at `verifyAuthenticationCode`, logs in.
 */
export function logInWithoutPassword(username: string): Promise<AccountReply> {
  const query = new URLSearchParams({ username, create: mailTemplate });
  return fetchJson(`/api/account?${query.toString()}`, accountReplySchema, authorised());
}

export function register(input: {
  username: string;
  password: string;
  newsletter: boolean;
}): Promise<{ message: string }> {
  return fetchJson(
    '/api/account',
    messageReplySchema,
    jsonRequest('PUT', {
      username: input.username,
      password: input.password,
      newsLetterValue: input.newsletter ? 1 : 0,
      mail: mailTemplate,
    }),
  );
}

export function verifyAuthenticationCode(
  username: string,
  authenticationKey: string,
): Promise<AccountReply> {
  return fetchJson(
    '/api/account/authentication_code',
    accountReplySchema,
    jsonRequest('POST', { username, authenticationKey }),
  );
}

export function requestPasswordReset(username: string): Promise<{ message: string }> {
  const query = new URLSearchParams({ username, mail: mailTemplate });
  return fetchJson(`/api/account/password_reset?${query.toString()}`, messageReplySchema);
}

export function resetPassword(token: string, password: string): Promise<AccountReply> {
  return fetchJson(
    '/api/account/password_reset',
    accountReplySchema,
    jsonRequest('PUT', { token, password }),
  );
}

export function addPassword(username: string, password: string): Promise<AccountReply> {
  return fetchJson(
    '/api/account/password_add',
    accountReplySchema,
    jsonRequest('PUT', { username, password }),
  );
}

export async function editProfile(input: {
  username: string;
  newsletter: boolean;
  password?: string;
  /** Re-authentication: needed by an account with a password to change its e-mail or password. */
  currentPassword?: string;
}): Promise<AccountReply> {
  const reply = await fetchJson(
    '/api/account',
    profileEditReplySchema,
    jsonRequest('POST', {
      username: input.username,
      newsletter: input.newsletter ? 1 : 0,
      ...(input.password === undefined ? {} : { password: input.password }),
      ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
    }),
  );
  return reply.data;
}

export async function logOutOnServer(): Promise<void> {
  await fetchJson('/api/account/logout', messageReplySchema, jsonRequest('POST', {}));
}
