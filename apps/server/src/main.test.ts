import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database/open-database.ts';
import { savedReports } from './database/schema.ts';
import { logLinesOf, startServerProcess as startServer } from './testing/server-process.ts';

/** A JSON call to the server process, with the account's key when given. */
async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  body?: object,
  apiKey?: string,
) {
  const reply = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(apiKey !== undefined && { authorization: `Bearer ${apiKey}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!reply.ok) throw new Error(`${method} ${urlPath}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as Record<string, unknown>;
}

/** A verified account with a purchased analysis, made through the API: its key and the analysis id. */
async function purchasedAnalysis(baseUrl: string) {
  const username = 'shutdown@example.org';
  await call(baseUrl, 'PUT', '/api/account', {
    username,
    password: 'correct horse battery',
    newsLetterValue: 1,
    mail: 'verify',
  });
  const outbox = (await call(baseUrl, 'GET', '/dev/outbox?format=json')) as unknown as {
    to: string;
    text: string;
  }[];
  const code = outbox.find((message) => message.to === username)?.text.match(/\b(\d{6})\b/)?.[1];
  const { apiKey } = (await call(baseUrl, 'POST', '/api/account/authentication_code', {
    username,
    authenticationKey: code,
  })) as { apiKey: string };
  const run = await call(
    baseUrl,
    'POST',
    '/api/risk',
    {
      archetype: { acronym: 'SO' },
      asset: { latitude: -33.8679, longitude: 151.2073, address: '1 George St, Sydney' },
    },
    apiKey,
  );
  const runId = (run.response as { _id: string })._id;
  const saved = await call(baseUrl, 'POST', '/api/analysis', { runId, title: 'Office' }, apiKey);
  const analysisId = saved._id as string;
  const order = await call(baseUrl, 'POST', '/api/payment/intent', { analysisId }, apiKey);
  await call(
    baseUrl,
    'POST',
    '/api/payment/confirm',
    {
      orderId: order.orderId,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
    },
    apiKey,
  );
  return { apiKey, analysisId };
}

// Each test starts a whole server from its TypeScript sources (tsx compiles them, the embedded
// database is created, the hazard data and the gazetteer load): ~10 s on an idle machine, over 30 s
// when the rest of the suite runs beside it on two cores.
describe('the server process', { timeout: 120_000 }, () => {
  it('creates DATA_DIR, serves health, and on SIGTERM finishes the report being drawn, then exits 0', async () => {
    const dataDirectory = path.join(os.tmpdir(), `hazardscope-main-${process.pid}-${Date.now()}`);
    // Reports only when asked for, so the one this test asks for is the one in flight.
    const server = startServer({ DATA_DIR: dataDirectory, PREPARE_REPORTS: 'false' });
    const baseUrl = await server.listening;
    expect(fs.existsSync(dataDirectory)).toBe(true);

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });

    const { apiKey, analysisId } = await purchasedAnalysis(baseUrl);
    const report = await fetch(`${baseUrl}/api/analysis/${analysisId}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(report.status).toBe(200);
    const reader = report.body!.getReader();
    let streamed = '';
    const readLine = async () => {
      while (!streamed.includes('\n')) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        streamed += Buffer.from(value).toString();
      }
      const [line, ...rest] = streamed.split('\n');
      streamed = rest.join('\n');
      return JSON.parse(line!) as { status: string; percent?: number };
    };
    expect(await readLine()).toEqual({ status: 'progress', percent: 0 });

    // The report is being drawn: stop the server now.
    server.child.kill('SIGTERM');
    const lines = [];
    for (let line = await readLine(); line !== undefined; line = await readLine()) lines.push(line);
    expect(lines.at(-1)).toMatchObject({ status: 'done' });
    // It no longer takes connections (a load balancer moves on to another instance).
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
    expect(await server.exited, server.output()).toBe(0);
    const messages = logLinesOf(server).map((line) => line.msg);
    expect(messages).toContain(
      'stopping: not ready, no new connections; finishing the requests and work under way',
    );
    expect(messages.at(-1)).toBe('stopped');

    // Nothing lost: the report drawn during the shutdown was saved with its analysis.
    const database = await openDatabase({
      kind: 'pglite',
      dataDirectory: path.join(dataDirectory, 'pglite'),
    });
    const [saved] = await database.client
      .select({ pdf: savedReports.pdf })
      .from(savedReports)
      .where(eq(savedReports.analysisId, analysisId));
    await database.close();
    expect(saved?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('refuses a bad configuration with a message naming the variable and exit code 1', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });
});
