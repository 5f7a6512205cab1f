import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openDatabase } from './database/open-database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * After the grace period, the time the shutdown steps get to hand their unfinished work back
 * before the process exits with 1 (ms): a database write or two.
 */
const handBackMilliseconds = 5_000;

/** While draining, how often connections that finished their last reply are closed (ms). */
const idleCheckMilliseconds = 100;

async function main() {
  const config = parseConfig(process.env);
  const version = readVersion();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDirectory: path.join(config.dataDirectory, 'pglite') },
  );
  const app = await buildApp({
    config,
    database,
    version,
    logLevel: config.LOG_LEVEL,
    webDistDirectory: config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMilliseconds = config.SHUTDOWN_GRACE_SECONDS * 1000;
    app.log.info(
      { signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS },
      'stopping: not ready, no new connections; finishing the requests and work under way',
    );
    // At the end of the grace period the shutdown steps hand back what they have not finished
    // (a queue job returned to its queue); a little later the process exits whatever is left.
    const graceOver = new AbortController();
    setTimeout(() => {
      app.log.warn(
        { unfinished: app.lifecycle.unfinished() },
        'grace period over: handing back unfinished work',
      );
      graceOver.abort();
    }, graceMilliseconds).unref();
    setTimeout(() => {
      app.log.error(
        { unfinished: app.lifecycle.unfinished() },
        `requests or work did not finish within ${config.SHUTDOWN_GRACE_SECONDS} s; exiting`,
      );
      process.exit(1);
    }, graceMilliseconds + handBackMilliseconds).unref();
    // Readiness answers 503 from here, and the steps that joined the shutdown start.
    app.lifecycle.beginDraining(graceOver.signal);
    // Node closes the connections that are idle when closing begins, once; a kept-alive
    // connection busy then (a report streaming its progress) would stay open after its reply
    // until the 65 s keep-alive ran out. Each is closed as soon as it goes idle instead.
    setInterval(() => app.server.closeIdleConnections(), idleCheckMilliseconds).unref();
    // app.close() stops accepting, answers 503 to new requests on open connections, waits for
    // in-flight requests, then runs the onClose hooks: background work and the shutdown steps
    // finish, then the worker pools stop.
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, dataDirectory: config.dataDirectory },
    `${config.PRODUCT_NAME} is running at ${config.publicUrl}`,
  );
}

function readVersion(): string {
  const packageJson = JSON.parse(
    fs.readFileSync(path.resolve(here, '../../../package.json'), 'utf8'),
  ) as { version?: string };
  return packageJson.version ?? '0.0.0';
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
