import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mainPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** Starts the real entry point as `npm start` does (tsx), on an ephemeral port and a fresh data folder. */
function startServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  // A test that expects the process to fail never awaits `listening`; keep its rejection handled.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output };
}

// Each test starts a whole server from its TypeScript sources (tsx compiles them, the embedded
// database is created, the hazard data and the gazetteer load): ~10 s on an idle machine, over 30 s
// when the rest of the suite runs beside it on two cores.
describe('the server process', { timeout: 120_000 }, () => {
  it('creates DATA_DIR, serves health, and stops cleanly on SIGTERM', async () => {
    const dataDirectory = path.join(os.tmpdir(), `hazardscope-main-${process.pid}-${Date.now()}`);
    const server = startServer({ PORT: '0', DATA_DIR: dataDirectory });
    const baseUrl = await server.listening;
    expect(fs.existsSync(dataDirectory)).toBe(true);

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('refuses a bad configuration with a message naming the variable and exit code 1', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });
});
