import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mainPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** The server's base URL once it listens; rejects when it exits first. */
  listening: Promise<string>;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it printed so far (its JSON log lines, and any error). */
  output(): string;
}

/**
 * Starts the real entry point as `npm start` does (tsx) on an ephemeral port, with the given
 * environment on top of this one (DATABASE_URL cleared unless given). From the TypeScript sources
 * (tsx compiles them, the hazard data and the gazetteer load): ~10 s on an idle machine, over 30 s
 * when the rest of the suite runs beside it on two cores.
 */
export function startServerProcess(environment: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', PORT: '0', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
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

/** The JSON log lines a server process printed, parsed (other output left out). */
export function logLinesOf(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
