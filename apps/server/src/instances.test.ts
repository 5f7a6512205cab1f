import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from './database/test-databases.ts';
import { rateLimits } from './rate-limits/rate-limit-rule.ts';
import { rateLimitWindow } from './rate-limits/rate-limit-windows.ts';
import { startServerProcess, type ServerProcess } from './testing/server-process.ts';

const postgresUrl = process.env.DATABASE_URL;

/** One call to a server process: status, parsed body and headers. */
async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: { body?: object; apiKey?: string } = {},
) {
  const reply = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.apiKey !== undefined && { authorization: `Bearer ${options.apiKey}` }),
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const text = await reply.text();
  return {
    status: reply.status,
    headers: reply.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as Record<string, unknown>,
  };
}

// Two server processes on two ports against one PostgreSQL database, as behind a load balancer:
// nothing a user does may depend on which instance answers. PostgreSQL only (PGlite is one
// process's own files); each process takes ~10–30 s to start, so one pair serves every check.
describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', { timeout: 180_000 }, () => {
  let scratch: { url: string; drop(): Promise<void> };
  let database: pg.Client;
  let first: ServerProcess;
  let second: ServerProcess;
  let firstUrl: string;
  let secondUrl: string;

  beforeAll(async () => {
    scratch = await createScratchPostgres(postgresUrl!);
    const environment = (name: string) => ({
      DATABASE_URL: scratch.url,
      DATA_DIR: path.join(os.tmpdir(), `hazardscope-instance-${name}-${process.pid}`),
    });
    // Started together on an empty database: both migrate at once (one waits for the other).
    first = startServerProcess(environment('a'));
    second = startServerProcess(environment('b'));
    [firstUrl, secondUrl] = await Promise.all([first.listening, second.listening]);
    database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
  }, 180_000);
  afterAll(async () => {
    for (const server of [first, second]) server?.child.kill('SIGTERM');
    await Promise.all([first?.exited, second?.exited]);
    await database?.end();
    await scratch?.drop();
  });

  /** The 6-digit code of the newest mail to this address (the outbox table both instances write). */
  async function mailedCode(username: string): Promise<string> {
    const { rows } = await database.query<{ text: string }>(
      'select text from outbox where recipient = $1 order by created_at desc limit 1',
      [username],
    );
    const code = rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code === undefined) throw new Error(`no code mailed to ${username}`);
    return code;
  }

  /** Registers on one instance and verifies on the other: the account's key. */
  async function registerAcross(username: string, password: string): Promise<string> {
    const registered = await call(firstUrl, 'PUT', '/api/account', {
      body: { username, password, newsLetterValue: 1, mail: 'verify' },
    });
    expect(registered.status).toBe(200);
    const verified = await call(secondUrl, 'POST', '/api/account/authentication_code', {
      body: { username, authenticationKey: await mailedCode(username) },
    });
    expect(verified.status).toBe(200);
    return verified.body.apiKey as string;
  }

  it('both migrated the one database and are ready', async () => {
    for (const baseUrl of [firstUrl, secondUrl]) {
      expect((await call(baseUrl, 'GET', '/api/ready')).body).toEqual({ status: 'ready' });
    }
  });

  it('takes a session made on one instance on the other, and a log-out on either ends it', async () => {
    const apiKey = await registerAcross('both-instances@example.org', 'correct horse battery');
    const onFirst = await call(firstUrl, 'GET', '/api/account', { apiKey });
    expect(onFirst.status).toBe(200);
    expect(onFirst.body.username).toBe('both-instances@example.org');
    expect((await call(secondUrl, 'POST', '/api/account/logout', { apiKey })).status).toBe(200);
    expect((await call(firstUrl, 'GET', '/api/account', { apiKey })).status).toBe(401);
  });

  it('counts a rate limit across both: failed logins on either add up', async () => {
    const username = 'rate-limited@example.org';
    await registerAcross(username, 'correct horse battery');
    // 10 failed logins per username and address in 15 minutes, alternating instances. The windows
    // are fixed: near a window's end the ten could fall into two windows and never reach the limit,
    // so start in a fresh one when less than half a minute is left.
    const [perAccountAndAddress] = rateLimits.loginFailures(username, '127.0.0.1');
    if (perAccountAndAddress !== undefined) {
      const { secondsLeft } = rateLimitWindow(perAccountAndAddress, new Date());
      if (secondsLeft < 30)
        await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
    }
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const baseUrl = attempt % 2 === 0 ? firstUrl : secondUrl;
      const reply = await call(baseUrl, 'POST', '/api/account/login', {
        body: { username, password: 'wrong password' },
      });
      expect(reply.status).toBe(401);
    }
    for (const baseUrl of [firstUrl, secondUrl]) {
      const refused = await call(baseUrl, 'POST', '/api/account/login', {
        body: { username, password: 'correct horse battery' },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Windows are fixed (rate-limit-windows.ts): in the last minute of one, the wait is in seconds.
      expect(refused.body.message).toMatch(/try again in \d+ (minutes?|seconds?)\./);
    }
  });

  it('shows a purchase paid through one instance on the other', async () => {
    const apiKey = await registerAcross('buyer@example.org', 'correct horse battery');
    const run = await call(firstUrl, 'POST', '/api/risk', {
      apiKey,
      body: {
        archetype: { acronym: 'SO' },
        asset: { latitude: -33.8679, longitude: 151.2073, address: '1 George St, Sydney' },
      },
    });
    expect(run.status).toBe(200);
    const runId = (run.body.response as { _id: string })._id;
    const saved = await call(secondUrl, 'POST', '/api/analysis', {
      apiKey,
      body: { runId, title: 'Office, 1 George St' },
    });
    expect(saved.status).toBe(200);
    const analysisId = saved.body._id as string;
    expect(
      (await call(secondUrl, 'GET', `/api/analysis/${analysisId}`, { apiKey })).body.realResults,
    ).toBe(false);

    const order = await call(firstUrl, 'POST', '/api/payment/intent', {
      apiKey,
      body: { analysisId },
    });
    expect(order.status).toBe(200);
    const paid = await call(firstUrl, 'POST', '/api/payment/confirm', {
      apiKey,
      body: {
        orderId: order.body.orderId,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
      },
    });
    expect(paid.status).toBe(200);
    const onSecond = await call(secondUrl, 'GET', `/api/analysis/${analysisId}`, { apiKey });
    expect(onSecond.status).toBe(200);
    expect(onSecond.body.realResults).toBe(true);
  });
});
