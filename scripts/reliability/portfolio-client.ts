// Portfolios over HTTP for the reliability suite and the portfolio benchmark: a portfolio of N
// assets made from the shipped sample's towns, uploaded, run, followed and exported.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call } from './client.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `count` assets at the towns of the 1,000-asset sample (its rows with coordinates), cycled, each
 * moved by a deterministic few hundredths of a degree per cycle so no two assets share a site.
 */
export function portfolioCsvOf(count: number): string {
  const sample = fs
    .readFileSync(path.join(root, 'apps/server/samples/portfolio-sample.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter(
      (cells) =>
        cells[0]?.startsWith('ASSET-') && cells[1] !== '' && Math.abs(Number(cells[1])) < 80,
    );
  const lines = ['id,latitude,longitude,asset_type,replacement_value'];
  for (let index = 0; index < count; index += 1) {
    const [, latitude, longitude, , assetType, value] = sample[index % sample.length]!;
    const shift = Math.floor(index / sample.length) * 0.01;
    lines.push(
      `P-${index + 1},${(Number(latitude) + shift).toFixed(4)},${(Number(longitude) + shift).toFixed(4)},${assetType},${value}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function uploadPortfolio(
  baseUrl: string,
  apiKey: string,
  csv: string,
  title: string,
): Promise<{ id: string; accepted: number }> {
  const form = new FormData();
  form.set('title', title);
  form.set('scenario', 'ssp245');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'portfolio.csv');
  const reply = await fetch(`${baseUrl}/api/portfolios`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}` },
    body: form,
  });
  if (reply.status !== 202) throw new Error(`upload: ${reply.status} ${await reply.text()}`);
  const uploaded = (await reply.json()) as { id: string; accepted: number };
  const run = await call(baseUrl, 'POST', `/api/portfolios/${uploaded.id}/run`, { apiKey });
  if (run.status !== 200) throw new Error(`run: ${run.status} ${JSON.stringify(run.body)}`);
  return uploaded;
}

export interface PortfolioProgress {
  status: string;
  total: number;
  done: number;
  failed: number;
}

export async function portfolioProgress(
  baseUrl: string,
  apiKey: string,
  id: string,
): Promise<PortfolioProgress> {
  const reply = await call(baseUrl, 'GET', `/api/portfolios/${id}`, { apiKey });
  return reply.body as PortfolioProgress;
}

/** Polls until the portfolio has finished (or `until` says stop); the last progress. */
export async function followPortfolio(
  baseUrl: string,
  apiKey: string,
  id: string,
  until: (progress: PortfolioProgress) => boolean = () => false,
  timeoutMilliseconds = 3_600_000,
): Promise<PortfolioProgress> {
  const deadline = Date.now() + timeoutMilliseconds;
  for (;;) {
    const progress = await portfolioProgress(baseUrl, apiKey, id);
    if (['done', 'failed', 'cancelled'].includes(progress.status) || until(progress))
      return progress;
    if (Date.now() > deadline) throw new Error(`portfolio ${id} did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The export CSV, streamed to a file; its size in bytes and the time it took. */
export async function exportPortfolio(
  baseUrl: string,
  apiKey: string,
  id: string,
  file: string,
): Promise<{ bytes: number; milliseconds: number }> {
  const started = Date.now();
  const reply = await fetch(`${baseUrl}/api/portfolios/${id}/export.csv`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  if (reply.status !== 200 || reply.body === null) throw new Error(`export: ${reply.status}`);
  const out = fs.createWriteStream(file);
  let bytes = 0;
  for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (!out.write(chunk))
      await new Promise((resolve) => out.once('drain', () => resolve(undefined)));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return { bytes, milliseconds: Date.now() - started };
}

export interface WorkerProcess {
  child: ChildProcess;
  peakResidentMebibytes(): number | undefined;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The reliability suite's chunk lease (PORTFOLIO_LEASE_SECONDS), in place of the deployed 120 s: a
 * chunk held by a killed worker comes back soon. The lease is written on each chunk when it is
 * queued, so the server that queues the chunks needs it, as well as the workers.
 */
export const reliabilityLeaseSeconds = 20;

/**
 * `npm run worker` as a child process on `databaseUrl`, its engine threads `threads`. Its chunk
 * lease is `reliabilityLeaseSeconds` unless `leaseSeconds` says otherwise (undefined: the server's
 * default, as deployed).
 */
export function startPortfolioWorker(
  databaseUrl: string,
  threads: number,
  leaseSeconds: number | undefined = reliabilityLeaseSeconds,
): WorkerProcess {
  // Node itself with tsx's loader (not the tsx command, whose own process would take the
  // signals): SIGKILL and SIGTERM reach the worker.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/portfolio-worker.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORTFOLIO_CONCURRENCY: String(threads),
        PORTFOLIO_LEASE_SECONDS: leaseSeconds === undefined ? undefined : String(leaseSeconds),
      },
    },
  );
  let peak: number | undefined;
  const sample = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kibibytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      if (kibibytes !== undefined) peak = Number(kibibytes) / 1024;
    } catch {
      // Exited.
    }
  }, 1000);
  child.once('exit', () => clearInterval(sample));
  return {
    child,
    peakResidentMebibytes: () => peak,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
