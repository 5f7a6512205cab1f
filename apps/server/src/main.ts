import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openDatabase } from './database/open-database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

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
    app.log.info({ signal }, 'stopping: no new connections, finishing requests');
    // app.close() stops accepting, waits for in-flight requests, then runs onClose hooks.
    const forceExit = setTimeout(() => {
      app.log.error('requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
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
