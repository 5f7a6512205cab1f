// `npm start`: builds the web app and bundles the server (scripts/build-server.mjs) when either is
// missing or older than its sources, then runs the server (which serves the web app) on the
// embedded defaults. Configuration comes from the environment.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildServer,
  serverBundleMain,
  serverEnvironmentDefaults,
  serverNodeArguments,
  serverSources,
} from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages'];

/**
 * The newest modification time under `target` (ms), node_modules and dist aside; 0 when absent.
 * @param {string} target
 * @returns {number}
 */
function newestModificationMs(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestModificationMs(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Whether `builtFile` is missing or older than the newest file of its sources.
 * @param {string} builtFile
 * @param {readonly string[]} sources paths from the repository root
 */
function isStale(builtFile, sources) {
  const builtAtMs = fs.statSync(builtFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return (
    builtAtMs < Math.max(...sources.map((source) => newestModificationMs(path.join(root, source))))
  );
}

if (isStale(webIndex, webSources)) {
  console.log('Building the web app…');
  // The web app is always built for production, whatever NODE_ENV the server runs under: Vite
  // takes NODE_ENV from the environment, and under 'test' (the browser tests' server) it bundled
  // React's development builds (react-dom 361 KB instead of 182 KB, its checks running on every
  // render), so those tests did not run what a user gets.
  const build = spawnSync('npm', ['run', 'build', '-w', '@hazardscope/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isStale(serverBundleMain, serverSources)) {
  console.log('Bundling the server…');
  await buildServer();
}

const server = spawn(process.execPath, [...serverNodeArguments, serverBundleMain], {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverEnvironmentDefaults, ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
// npm runs this script through `sh -c`, and a POSIX shell that waits for its command does not pass
// on the SIGTERM that npm forwards to it: the shell dies, this process is handed to another parent
// and the server would run on, holding its port, after `npm start` was stopped (a supervisor's
// stop, `kill <npm>`). So under npm (which names the script it runs in npm_lifecycle_event) a
// change of parent stops the server as a SIGTERM does, once; run directly (`nohup node
// scripts/start.mjs &`), the process is left to outlive its shell.
if (process.env['npm_lifecycle_event'] === 'start') {
  const parentAtStart = process.ppid;
  const orphanCheck = setInterval(() => {
    if (process.ppid === parentAtStart) return;
    clearInterval(orphanCheck);
    console.log('npm start was stopped (this process lost its parent): stopping the server.');
    server.kill('SIGTERM');
  }, 1000);
  orphanCheck.unref();
}
// A server killed by a signal exits 128 + the signal's number (137 for SIGKILL), as a shell reports
// it, so a supervisor sees a failure and restarts it; only a clean exit is 0.
server.on('exit', (code, signal) =>
  process.exit(code ?? 128 + (signal === null ? 0 : os.constants.signals[signal])),
);
