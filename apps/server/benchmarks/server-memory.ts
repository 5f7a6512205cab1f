// Benchmark of the server's resident memory (RSS: every thread of its process), started by
// `npm start`'s own script. Prints figures; target (issue 14): ≤ 300 MB after start-up, idle. Run: npm run bench:server-memory
//  1. On a fresh data folder (the embedded database is created): once listening, once the sample
//     report is built (in the report pool), and idle 40 s later, once the report worker has exited.
//  2. Started again on the same folder (the database exists): idle, 40 s after listening.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-bench-memory-'));
const port = 4900 + (process.pid % 90);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function measure(label: string, waitForSampleReport: boolean): Promise<void> {
  // `npm start` itself (scripts/start.mjs): it builds what is stale and runs the server as a child.
  const starter = spawn(process.execPath, [path.join(repositoryRoot, 'scripts/start.mjs')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATA_DIR: dataDirectory,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let sampleBuiltAt: number | undefined;
  starter.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('sample report built')) sampleBuiltAt ??= performance.now();
  });
  // The server is the starter's child running the bundle.
  const serverPid = () => {
    const children = fs
      .readFileSync(`/proc/${starter.pid}/task/${starter.pid}/children`, 'utf8')
      .trim()
      .split(' ');
    const server = children.find((pid) =>
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.mjs'),
    );
    if (server === undefined) throw new Error('the server process was not found');
    return server;
  };
  const residentBytes = () => {
    const status = fs.readFileSync(`/proc/${serverPid()}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
  };
  const startedAt = performance.now();
  const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (performance.now() - startedAt > 120_000) throw new Error('the server did not start');
      await sleep(250);
    }
    console.log(label);
    console.log(`  listening after ${seconds()} s: RSS ${megabytes(residentBytes())}`);
    if (waitForSampleReport) {
      while (sampleBuiltAt === undefined && performance.now() - startedAt < 240_000)
        await sleep(250);
      console.log(
        `  sample report built (in a worker) after ${seconds()} s: RSS ${megabytes(residentBytes())}`,
      );
    }
    // The report worker exits after 30 s idle.
    await sleep(40_000);
    console.log(`  idle 40 s later, at ${seconds()} s: RSS ${megabytes(residentBytes())}`);
  } finally {
    starter.kill('SIGTERM');
    await new Promise((resolve) => starter.once('exit', resolve));
  }
}

console.log(`server memory benchmark (machine load average ${os.loadavg()[0]?.toFixed(1)})`);
try {
  await measure('1. fresh data folder (NODE_ENV=production, embedded database created)', true);
  await measure('2. the same folder again (embedded database opened)', false);
} finally {
  fs.rmSync(dataDirectory, { recursive: true, force: true });
}
