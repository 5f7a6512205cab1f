import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDependencies } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../database/open-database.ts';
import { outbox } from '../database/schema.ts';
import type { DatabaseVariant } from '../database/test-databases.ts';

/** The version string a test app reports in `GET /api/health`. */
export const testAppVersion = '0.0.0-test';

/**
 * The one way tests build the server: one app on one database for a whole test file (PGlite takes
 * ~3 s to start), with a clock the test moves, every log line kept in `logLines`, mail in the real
 * outbox table, no web build. Given a database variant, the app opens its own database and closes it
 * with itself; given an open database, several apps can take turns on it and the caller closes it.
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
  databaseSource: DatabaseVariant | Database,
  overrides: Partial<AppDependencies> & { environment?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const ownsDatabase = 'open' in databaseSource;
  const database = ownsDatabase ? await databaseSource.open() : databaseSource;
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
    // Reports are drawn in the background only where a test asks for it: a drawing takes seconds of
    // CPU, and would still be running when most tests close their app.
    config: parseConfig({ NODE_ENV: 'test', PREPARE_REPORTS: 'false', ...environment }),
    database,
    version: testAppVersion,
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
      if (ownsDatabase) await database.close();
    },
  };
}
