// Starts the server as `npm start` runs it (production, tsx, embedded PGlite in a fresh folder) in a
// child process on a free loopback port, and reads its peak resident memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Peak resident set of the server process (all its threads) so far, in MiB (VmHWM). */
  peakResidentMebibytes(): number | undefined;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startServerProcess(): Promise<ServerProcess> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-reliability-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDirectory,
        DATABASE_URL: '',
        SMTP_URL: '',
        API_DOCS: 'true',
        LOG_LEVEL: 'error',
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((reply) => reply.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    child,
    peakResidentMebibytes() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kibibytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      return kibibytes === undefined ? undefined : Number(kibibytes) / 1024;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
