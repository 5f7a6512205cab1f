import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDependencies } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../database/open-database.ts';
import { outbox } from '../database/schema.ts';
import type { DatabaseVariant } from '../database/test-databases.ts';

/**
 * One app on one database for a whole test file (PGlite takes ~3 s to start), with a clock the test
 * moves, every log line kept in `logLines`, and mail in the real outbox table.
 */
export interface TestApp {
  app: App;
  database: Database;
  logLines: string[];
  /** Moves the clock forward. */
  advance(milliseconds: number): void;
  now(): Date;
  /** A client address of its own, so per-address rate limits of one test do not touch another. */
  nextClientAddress(): string;
  /** An injected request from a client address of its own. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The newest outbox message to this address. */
  latestMailTo(recipient: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

export async function startTestApp(
  variant: DatabaseVariant,
  overrides: Partial<AppDependencies> & { environment?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const database = await variant.open();
  let nowMilliseconds = Date.parse('2026-03-01T09:00:00Z');
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  const { environment, ...dependencyOverrides } = overrides;
  const app = await buildApp({
    config: parseConfig({ NODE_ENV: 'test', ...environment }),
    database,
    version: '0.0.0-test',
    logLevel: 'info',
    logStream,
    webDistDirectory: undefined,
    clock: () => new Date(nowMilliseconds),
    // Several apps share a test process and stall each other's event loop while they load.
    shedLoad: false,
    ...dependencyOverrides,
  });
  let addressCounter = 0;
  const nextClientAddress = () => {
    addressCounter += 1;
    return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };
  return {
    app,
    database,
    logLines,
    advance(milliseconds) {
      nowMilliseconds += milliseconds;
    },
    now: () => new Date(nowMilliseconds),
    nextClientAddress,
    request(options) {
      return app.inject({ remoteAddress: nextClientAddress(), ...options });
    },
    async latestMailTo(recipient) {
      const [message] = await database.client
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return message;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
