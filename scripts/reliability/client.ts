// A small HTTP client of the reliability suite: JSON calls, accounts proven through the outbox.

export interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; rawBody?: string; apiKey?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  // A busy server answers 503 with Retry-After (load shedding, a full engine queue): a client
  // waits as told and tries again, a few times.
  for (let attempt = 0; response.status === 503 && attempt < 10; attempt += 1) {
    const waitSeconds = Number(response.headers.get('retry-after'));
    if (!Number.isFinite(waitSeconds) || waitSeconds <= 0) break;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(60_000),
    });
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

let counter = 0;
export function uniqueAddress(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** The 6-digit code of the newest mail to `address`, read from /dev/outbox (loopback, no SMTP). */
export async function readCode(baseUrl: string, address: string): Promise<string> {
  const reply = await call(baseUrl, 'GET', '/dev/outbox?format=json');
  const mail = (reply.body as { to: string; text: string }[]).find((entry) => entry.to === address);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${address}`);
  return code;
}

/**
 * Registers and verifies an account (a new address unless `username` is given, e.g. one the
 * server's ALLOWLIST names); returns its key.
 */
export async function provenAccount(
  baseUrl: string,
  password = 'correct horse battery',
  username = uniqueAddress('reliability'),
): Promise<{ username: string; apiKey: string }> {
  const registered = await call(baseUrl, 'PUT', '/api/account', {
    body: { username, password, newsLetterValue: 0, mail: 'verify' },
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.status}`);
  const verified = await call(baseUrl, 'POST', '/api/account/authentication_code', {
    body: { username, authenticationKey: await readCode(baseUrl, username) },
  });
  const apiKey = (verified.body as { apiKey?: string }).apiKey;
  if (apiKey === undefined) throw new Error(`verify: ${verified.status}`);
  return { username, apiKey };
}

export const londonHouse = {
  archetype: { acronym: 'SH' },
  asset: { latitude: 51.5072, longitude: -0.1276 },
};
