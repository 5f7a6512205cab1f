// `npm run bench:portfolio`: portfolio throughput and memory, printed (targets beside them, not
// pass/fail). On the embedded database: 10,000 assets end to end (upload to done), assets/s, the
// server's peak RSS, and the CSV export's time and the server's RSS after it. With DATABASE_URL:
// the same portfolio on PostgreSQL computed by 1 and then 2 `npm run worker` processes (the
// server not computing), assets/s each, their ratio and each worker's peak RSS.
// PORTFOLIO_BENCH_ASSETS and PORTFOLIO_BENCH_POSTGRES_ASSETS change the sizes (the full
// run: 100000 on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchPostgres } from '@hazardscope/server/test-databases';
import { provenAccount, uniqueAddress } from '../reliability/client.ts';
import {
  exportPortfolio,
  followPortfolio,
  portfolioCsvOf,
  startPortfolioWorker,
  uploadPortfolio,
  type WorkerProcess,
} from '../reliability/portfolio-client.ts';
import { startServerProcess, type ServerProcess } from '../reliability/server-process.ts';

const embeddedAssets = Number(process.env.PORTFOLIO_BENCH_ASSETS ?? 10_000);
const postgresAssets = Number(process.env.PORTFOLIO_BENCH_POSTGRES_ASSETS ?? 10_000);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-bench-portfolio-'));

/** Uploads and runs `assets`, returns the wall time from upload to done and the assets/s. */
async function timedRun(server: ServerProcess, apiKey: string, assets: number, title: string) {
  const started = Date.now();
  const { id } = await uploadPortfolio(server.baseUrl, apiKey, portfolioCsvOf(assets), title);
  const uploadedAt = Date.now();
  const finished = await followPortfolio(server.baseUrl, apiKey, id);
  const seconds = (Date.now() - started) / 1000;
  const computeSeconds = (Date.now() - uploadedAt) / 1000;
  return { id, finished, seconds, computeSeconds, assetsPerSecond: assets / computeSeconds };
}

const mebibytes = (value: number | undefined) => `${value?.toFixed(0) ?? '?'} MiB`;

/**
 * CPU time a process (all its threads) has used so far, in seconds: utime + stime of
 * /proc/PID/stat, in clock ticks of 1/100 s (Linux's USER_HZ). A figure the other sessions on the
 * machine do not inflate, unlike the wall time; undefined once the process has gone.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;

/** The export's figures: size, time, MB/s, and the server's peak RSS after it. */
function exportLine(exported: { bytes: number; milliseconds: number }, server: ServerProcess) {
  const megabytes = exported.bytes / 1024 / 1024;
  const seconds = exported.milliseconds / 1000;
  return (
    `  CSV export: ${megabytes.toFixed(0)} MB in ${seconds.toFixed(1)} s (${(megabytes / seconds).toFixed(1)} MB/s); ` +
    `server peak RSS after it ${mebibytes(server.peakResidentMebibytes())}; ${loadAverage()}`
  );
}

console.log(`Portfolio benchmark on ${os.availableParallelism()} cores`);
{
  const username = uniqueAddress('bench-portfolio');
  process.env.ALLOWLIST = username;
  const server = await startServerProcess();
  try {
    const apiKey = (await provenAccount(server.baseUrl, undefined, username)).apiKey;
    const cpuBefore = cpuSeconds(server.child.pid) ?? 0;
    const run = await timedRun(server, apiKey, embeddedAssets, 'Embedded benchmark');
    const cpuPerAsset = ((cpuSeconds(server.child.pid) ?? 0) - cpuBefore) / embeddedAssets;
    console.log(
      `Embedded (PGlite, the server's engine threads): ${embeddedAssets} assets, ` +
        `${run.finished.status}, wall ${run.seconds.toFixed(1)} s end to end (target ≤ 60 s), ` +
        `${run.assetsPerSecond.toFixed(0)} assets/s computing; server CPU ${(cpuPerAsset * 1000).toFixed(1)} ms/asset; ` +
        `server peak RSS ${mebibytes(server.peakResidentMebibytes())} (target ≤ 1536 MiB); ${loadAverage()}`,
    );
    const exported = await exportPortfolio(
      server.baseUrl,
      apiKey,
      run.id,
      path.join(folder, 'embedded.csv'),
    );
    console.log(exportLine(exported, server));
  } finally {
    await server.stop();
  }
}

const postgresServer = process.env.DATABASE_URL;
if (postgresServer === undefined) {
  console.log('PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL server)');
} else {
  const rates: number[] = [];
  for (const workerCount of [1, 2]) {
    const scratch = await createScratchPostgres(postgresServer);
    const username = uniqueAddress('bench-portfolio');
    process.env.ALLOWLIST = username;
    process.env.PORTFOLIO_WORKER = 'false';
    const server = await startServerProcess({ databaseUrl: scratch.url });
    // The deployed lease (PORTFOLIO_LEASE_SECONDS' default), not the reliability suite's short
    // one: a chunk that outlives a short lease on a loaded machine is computed again elsewhere.
    const workers: WorkerProcess[] = Array.from({ length: workerCount }, () =>
      startPortfolioWorker(scratch.url, 1, undefined),
    );
    try {
      const apiKey = (await provenAccount(server.baseUrl, undefined, username)).apiKey;
      const workersCpu = () =>
        workers.reduce((sum, worker) => sum + (cpuSeconds(worker.child.pid) ?? 0), 0);
      const cpuBefore = workersCpu();
      const run = await timedRun(server, apiKey, postgresAssets, `PostgreSQL ×${workerCount}`);
      const cpuPerAsset = (workersCpu() - cpuBefore) / postgresAssets;
      rates.push(run.assetsPerSecond);
      console.log(
        `PostgreSQL, ${workerCount} worker process${workerCount > 1 ? 'es' : ''} (one engine thread each): ` +
          `${postgresAssets} assets, ${run.finished.status}, ${run.assetsPerSecond.toFixed(0)} assets/s ` +
          `(wall ${run.seconds.toFixed(1)} s); workers' CPU ${(cpuPerAsset * 1000).toFixed(1)} ms/asset; ` +
          `worker peak RSS ${workers.map((worker) => mebibytes(worker.peakResidentMebibytes())).join(', ')}; ` +
          `server ${mebibytes(server.peakResidentMebibytes())}; ${loadAverage()}`,
      );
      if (workerCount === 2) {
        const exported = await exportPortfolio(
          server.baseUrl,
          apiKey,
          run.id,
          path.join(folder, 'postgres.csv'),
        );
        console.log(exportLine(exported, server));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.kill('SIGTERM')));
      await server.stop();
      await scratch.drop();
    }
  }
  console.log(
    `2 workers / 1 worker: ${((rates[1] ?? 0) / (rates[0] ?? 1)).toFixed(2)} (target: ≥ 300 assets/s with 2)`,
  );
}
fs.rmSync(folder, { recursive: true, force: true });
process.exit(0);
