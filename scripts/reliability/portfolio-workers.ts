// Two `npm run worker` processes share a portfolio on PostgreSQL; one is killed with SIGKILL
// mid-run, a third starts, and the second is stopped with SIGTERM (it must exit 0, finishing or
// handing back its chunk). The portfolio must still complete with every asset exactly once, its
// export must be identical to that of the same portfolio run without interruption, and a second
// server instance on the same database must read the same progress as the first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CheckResult } from './access-matrix.ts';
import { provenAccount, uniqueAddress } from './client.ts';
import {
  exportPortfolio,
  followPortfolio,
  portfolioCsvOf,
  portfolioProgress,
  reliabilityLeaseSeconds,
  startPortfolioWorker,
  uploadPortfolio,
} from './portfolio-client.ts';
import { startServerProcess } from './server-process.ts';
import { createScratchPostgres } from '@hazardscope/server/test-databases';

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
  // Each step's time since the phase began, printed: where a slow phase spent its time.
  const phaseStarted = performance.now();
  const step = (label: string) =>
    console.log(
      `portfolio: ${label} at ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`,
    );
  const username = uniqueAddress('portfolio-kill');
  process.env.ALLOWLIST = username;
  process.env.PORTFOLIO_WORKER = 'false';
  // The servers queue the chunks, and a chunk keeps the lease of the process that queued it: with
  // the deployed 120 s, the killed worker's chunk came back ~120 s after the kill (measured: the
  // phase 162-194 s, of which ~125 s waiting on that one chunk), not after the workers' 20 s.
  process.env.PORTFOLIO_LEASE_SECONDS = String(reliabilityLeaseSeconds);
  const [server, secondServer] = await Promise.all([
    startServerProcess({ databaseUrl }),
    startServerProcess({ databaseUrl }),
  ]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-portfolio-'));
  const workers = [startPortfolioWorker(databaseUrl, 1), startPortfolioWorker(databaseUrl, 1)];
  try {
    const apiKey = (await provenAccount(server.baseUrl, undefined, username)).apiKey;
    const csv = portfolioCsvOf(assets);
    const interrupted = await uploadPortfolio(server.baseUrl, apiKey, csv, 'Interrupted');
    step('servers started, interrupted portfolio uploaded');
    // Kill one worker once a tenth of the assets are written: it holds a chunk at that moment.
    await followPortfolio(
      server.baseUrl,
      apiKey,
      interrupted.id,
      (progress) => progress.done + progress.failed >= Math.max(1, assets / 10),
    );
    step('a tenth of the assets written');
    await workers[0]!.kill('SIGKILL');
    console.log(`portfolio: killed worker ${workers[0]!.child.pid} with SIGKILL mid-run`);
    // A third worker joins; the second is asked to stop while it may hold a chunk.
    workers.push(startPortfolioWorker(databaseUrl, 1));
    const midRunFirst = await portfolioProgress(server.baseUrl, apiKey, interrupted.id);
    const midRunSecond = await portfolioProgress(secondServer.baseUrl, apiKey, interrupted.id);
    await workers[1]!.kill('SIGTERM');
    const stoppedExitCode = workers[1]!.child.exitCode;
    step('second worker stopped');
    console.log(
      `portfolio: stopped worker ${workers[1]!.child.pid} with SIGTERM (exit ${stoppedExitCode})`,
    );
    const finished = await followPortfolio(server.baseUrl, apiKey, interrupted.id);
    step('interrupted portfolio finished');
    const finishedOnSecond = await portfolioProgress(secondServer.baseUrl, apiKey, interrupted.id);
    const first = await exportPortfolio(
      server.baseUrl,
      apiKey,
      interrupted.id,
      path.join(folder, 'interrupted.csv'),
    );
    const uninterrupted = await uploadPortfolio(server.baseUrl, apiKey, csv, 'Uninterrupted');
    await followPortfolio(server.baseUrl, apiKey, uninterrupted.id);
    step('uninterrupted portfolio finished');
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
        // Progress moves a chunk at a time: a kill read after the last chunk was written would
        // interrupt nothing and prove nothing.
        name: 'portfolio: the SIGKILL landed while assets were still to be analysed',
        passed: midRunFirst.done + midRunFirst.failed < assets,
        detail: `${midRunFirst.done + midRunFirst.failed}/${assets} analysed when the worker was killed`,
      },
      {
        name: 'portfolio: every asset exactly once in the export',
        passed: distinctAssets === assets && rows.length === finished.done * 111 + finished.failed,
        detail: `${distinctAssets} distinct assets, ${rows.length} rows, ${first.bytes} bytes`,
      },
      {
        name: 'portfolio: a worker stopped with SIGTERM mid-run exits 0 and loses nothing',
        passed: stoppedExitCode === 0 && finished.done + finished.failed === assets,
        detail: `exit ${stoppedExitCode}`,
      },
      {
        name: 'portfolio: a second server instance reads the same progress',
        passed:
          midRunSecond.total === midRunFirst.total &&
          midRunSecond.done >= midRunFirst.done &&
          finishedOnSecond.status === finished.status &&
          finishedOnSecond.done === finished.done &&
          finishedOnSecond.failed === finished.failed,
        detail: `mid-run ${midRunFirst.done}/${midRunFirst.total} then ${midRunSecond.done}/${midRunSecond.total}; at the end ${finishedOnSecond.status} ${finishedOnSecond.done}/${finishedOnSecond.total}`,
      },
      {
        name: 'portfolio: the export equals that of an uninterrupted run',
        passed: same,
        detail: same ? 'identical' : 'different',
      },
    ];
  } finally {
    await Promise.all(workers.map((worker) => worker.kill('SIGTERM')));
    await Promise.all([server.stop(), secondServer.stop()]);
    fs.rmSync(folder, { recursive: true, force: true });
    delete process.env.PORTFOLIO_WORKER;
    delete process.env.PORTFOLIO_LEASE_SECONDS;
    delete process.env.ALLOWLIST;
  }
}
