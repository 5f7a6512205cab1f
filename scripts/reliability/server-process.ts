// Starts the server as `npm start` runs it (production; the bundle of scripts/build-server.mjs,
// built afresh once per run, with npm start's Node arguments and environment; embedded PGlite in a
// fresh folder, or the PostgreSQL database given) in a child process on a free loopback port, and
// reads its peak resident memory from /proc. A server can be killed outright (SIGKILL) and started
// again on the same data, as a crash and a supervisor's restart would.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  buildServer,
  serverBundleMain,
  serverEnvironmentDefaults,
  serverNodeArguments,
} from '../build-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The bundle, built once for all the servers of this run (so it is never stale). */
let serverBuilt: Promise<void> | undefined;

export interface ServerProcess {
  baseUrl: string;
  /** The embedded database's folder (unused when the server runs on PostgreSQL). */
  dataDirectory: string;
  child: ChildProcess;
  /** Peak resident set of the server process (all its threads) so far, in MiB (VmHWM). */
  peakResidentMebibytes(): number | undefined;
  /** SIGKILL: no shutdown runs, as in a crash or an out-of-memory kill. The data stays. */
  kill(): Promise<void>;
  /** SIGTERM, then the data folder is removed unless it was given (`keepData`). */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The embedded database's folder, to start again on the data of a killed server. */
  dataDirectory?: string;
  /** A PostgreSQL URL in place of the embedded database. */
  databaseUrl?: string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startServerProcess(options: ServerOptions = {}): Promise<ServerProcess> {
  const ownsData = options.dataDirectory === undefined;
  const dataDirectory =
    options.dataDirectory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-reliability-'));
  serverBuilt ??= buildServer();
  await serverBuilt;
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArguments, serverBundleMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...serverEnvironmentDefaults,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDirectory,
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      API_DOCS: 'true',
      LOG_LEVEL: 'error',
    },
  });
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
    dataDirectory,
    child,
    peakResidentMebibytes() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kibibytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      return kibibytes === undefined ? undefined : Number(kibibytes) / 1024;
    },
    kill: () => signal(child, 'SIGKILL'),
    async stop() {
      await signal(child, 'SIGTERM');
      if (ownsData) fs.rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

async function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(name);
  await exited;
}
