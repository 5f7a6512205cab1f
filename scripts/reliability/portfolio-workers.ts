// Two `npm run worker` processes share a portfolio on PostgreSQL; one is killed with SIGKILL
// mid-run. The portfolio must still complete with every asset exactly once, and its export must
// be identical to that of the same portfolio run without interruption.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CheckResult } from './access-matrix.ts';
import { call, readCode, uniqueAddress } from './client.ts';
import {
  exportPortfolio,
  followPortfolio,
  portfolioCsvOf,
  startPortfolioWorker,
  uploadPortfolio,
} from './portfolio-client.ts';
import { startServerProcess } from './server-process.ts';
import { createScratchPostgres } from '@hazardscope/server/test-databases';

/** An allow-listed account (ALLOWLIST is set for the server): portfolios run without paying. */
async function allowListedAccount(baseUrl: string, username: string): Promise<string> {
  await call(baseUrl, 'PUT', '/api/account', {
    body: { username, password: 'correct horse battery', newsLetterValue: 0, mail: 'verify' },
  });
  const verified = await call(baseUrl, 'POST', '/api/account/authentication_code', {
    body: { username, authenticationKey: await readCode(baseUrl, username) },
  });
  const apiKey = (verified.body as { apiKey?: string }).apiKey;
  if (apiKey === undefined) throw new Error(`verify: ${verified.status}`);
  return apiKey;
}

export async function portfolioWorkersKill(
  serverUrl: string,
  assets: number,
): Promise<CheckResult[]> {
  // A database of its own on the PostgreSQL server, dropped afterwards.
  const scratch = await createScratchPostgres(serverUrl);
  try {
    return await killRun(scratch.url, assets);
  } finally {
    await scratch.drop();
  }
}

async function killRun(databaseUrl: string, assets: number): Promise<CheckResult[]> {
  const username = uniqueAddress('portfolio-kill');
  process.env.ALLOWLIST = username;
  process.env.PORTFOLIO_WORKER = 'false';
  const server = await startServerProcess({ databaseUrl });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-portfolio-'));
  const workers = [startPortfolioWorker(databaseUrl, 1), startPortfolioWorker(databaseUrl, 1)];
  try {
    const apiKey = await allowListedAccount(server.baseUrl, username);
    const csv = portfolioCsvOf(assets);
    const interrupted = await uploadPortfolio(server.baseUrl, apiKey, csv, 'Interrupted');
    // Kill one worker once a tenth of the assets are written: it holds a chunk at that moment.
    await followPortfolio(
      server.baseUrl,
      apiKey,
      interrupted.id,
      (progress) => progress.done + progress.failed >= Math.max(1, assets / 10),
    );
    await workers[0]!.kill('SIGKILL');
    console.log(`portfolio: killed worker ${workers[0]!.child.pid} with SIGKILL mid-run`);
    const finished = await followPortfolio(server.baseUrl, apiKey, interrupted.id);
    const first = await exportPortfolio(
      server.baseUrl,
      apiKey,
      interrupted.id,
      path.join(folder, 'interrupted.csv'),
    );
    const uninterrupted = await uploadPortfolio(server.baseUrl, apiKey, csv, 'Uninterrupted');
    await followPortfolio(server.baseUrl, apiKey, uninterrupted.id);
    await exportPortfolio(
      server.baseUrl,
      apiKey,
      uninterrupted.id,
      path.join(folder, 'uninterrupted.csv'),
    );
    const same =
      fs.readFileSync(path.join(folder, 'interrupted.csv')).toString('utf8') ===
      fs.readFileSync(path.join(folder, 'uninterrupted.csv')).toString('utf8');
    const rows = fs
      .readFileSync(path.join(folder, 'interrupted.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    const distinctAssets = new Set(rows).size;
    return [
      {
        name: `portfolio: ${assets} assets complete after a worker is killed with SIGKILL`,
        passed: finished.status === 'done' && finished.done + finished.failed === assets,
        detail: `status ${finished.status}, done ${finished.done}, failed ${finished.failed}, total ${finished.total}`,
      },
      {
        name: 'portfolio: every asset exactly once in the export',
        passed: distinctAssets === assets && rows.length === finished.done * 111 + finished.failed,
        detail: `${distinctAssets} distinct assets, ${rows.length} rows, ${first.bytes} bytes`,
      },
      {
        name: 'portfolio: the export equals that of an uninterrupted run',
        passed: same,
        detail: same ? 'identical' : 'different',
      },
    ];
  } finally {
    await Promise.all(workers.map((worker) => worker.kill('SIGTERM')));
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
    delete process.env.PORTFOLIO_WORKER;
    delete process.env.ALLOWLIST;
  }
}
