import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createQueryErrorCounter } from './count-query-errors.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type DatabaseClient = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  client: DatabaseClient;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** Figures for the metrics: statements that failed, and PostgreSQL's connection pool. */
  statistics(): DatabaseStatistics;
  /**
   * PGlite only: its data directory as a tarball (PGlite's dumpDataDir), which `initialContents`
   * opens copies of.
   */
  dumpDataDirectory?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseStatistics {
  /** Statements that failed since the database was opened (and connections that could not open). */
  queryErrors: number;
  /** PostgreSQL only: the pool's connections, those idle, and the queries waiting for one. */
  connections?: { total: number; idle: number; waiting: number };
}

export type DatabaseLocation =
  | {
      kind: 'pglite';
      dataDirectory: string | undefined;
      /**
       * In memory only (no `dataDirectory`): a dump of another database's data directory
       * (`dumpDataDirectory`) to start from. Tests open many databases: loading a dump of a migrated
       * one took ~0.3 s on 2 cores, against ~1.5 s to initialise (initdb) and migrate a new one.
       */
      initialContents?: Blob;
    }
  | { kind: 'postgres'; url: string };

/**
 * The migrations, apps/server/drizzle: the nearest `drizzle` folder with a migration journal above
 * this module, which is this source file under tsx and the server's bundle (apps/server/dist) under
 * `npm start`.
 */
const migrationsFolder = (() => {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = start; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(folder) === folder)
      throw new Error(`no drizzle migrations folder above ${start}`);
  }
})();

/** The advisory-lock key instances migrate under: any fixed 64-bit number of our own. */
const migrationLockKey = '7201935188042113';

/**
 * Opens the database and applies pending migrations. PGlite keeps its files in `dataDirectory`
 * (in memory when undefined, for tests); PostgreSQL is reached through a `pg` pool. Each driver is
 * loaded only when it is the one used: the other would hold a few MB of the server's memory idle.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const queryErrors = createQueryErrorCounter();
    // Every statement runs on a pooled client (a transaction's too), and a pool that cannot open a
    // connection fails its connect.
    pool.on('connect', (connection) => queryErrors.watch(connection, ['query']));
    queryErrors.watch(pool, ['connect']);
    // An idle client's error (server restart, failover, a dropped test database) would otherwise
    // crash the process; the pool replaces the client on the next query. 57P01 is the expected
    // 'terminating connection due to administrator command'.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01')
        console.warn(`PostgreSQL idle connection error: ${error.message}`);
    });
    const client = drizzlePostgres(pool, { schema });
    // Several instances may start at once on one database: each migrates under a session-level
    // advisory lock, so one applies the pending migrations while the others wait, then find
    // nothing left to apply (Drizzle's migrator takes no lock of its own; two at once both ran
    // the first migration, and one failed: duplicate key in pg_type, "events" already exists).
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePostgres(client, { migrationsFolder });
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
      lockHolder.release();
    }
    return {
      kind: 'postgres',
      client,
      ping: () => ping(client),
      statistics: () => ({
        queryErrors: queryErrors.total,
        connections: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      }),
      close: () => pool.end(),
    };
  }
  const [
    { PGlite, types },
    { pg_trgm: trigrams },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (location.dataDirectory !== undefined) {
    await fs.mkdir(location.dataDirectory, { recursive: true });
  }
  const options = {
    // One embedded process serves one installation: PostgreSQL's default 128 MB of shared buffers
    // would be most of the server's memory. 16 MB measured ~110 MB less RSS with the same speed.
    postgresqlconf: ['shared_buffers = 16MB', 'wal_buffers = 1MB'],
    // A bytea value arrives as hex text ('\\x0a1b…'): PGlite's own parser converts it one byte at
    // a time through a callback (~350 ms of CPU for 500 portfolio results of 6.7 KB), Node's hex
    // decoder in one native call (~5 ms), to the same bytes.
    parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
    // pg_trgm, which migration 0012 creates for the assets table's search index: PGlite ships it
    // as a contrib extension loaded here, where PostgreSQL has it from its contrib package.
    extensions: { pg_trgm: trigrams },
  };
  // A new data directory is initialised (initdb) on first open, and that PGlite instance keeps the
  // initialisation's WebAssembly memory for its life: ~570 MB of RSS against ~140 MB for a
  // directory opened again (measured). So a new directory is initialised, closed and reopened.
  if (
    location.dataDirectory !== undefined &&
    !(await exists(path.join(location.dataDirectory, 'PG_VERSION')))
  ) {
    const initialising = new PGlite({ ...options, dataDir: location.dataDirectory });
    await initialising.waitReady;
    await initialising.close();
  }
  if (location.initialContents !== undefined && location.dataDirectory !== undefined) {
    throw new Error('initialContents opens an in-memory database: give no dataDirectory');
  }
  // The options in one object: given after an undefined folder (in memory), PGlite ignores them.
  const pglite = new PGlite({
    ...options,
    dataDir: location.dataDirectory,
    loadDataDir: location.initialContents,
  });
  const queryErrors = createQueryErrorCounter();
  queryErrors.watch(pglite, ['query', 'exec']);
  // A transaction's statements run on the transaction object PGlite hands its callback.
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction((inTransaction) => {
      queryErrors.watch(inTransaction, ['query', 'exec']);
      return callback(inTransaction);
    });
  const client = drizzlePglite(pglite, { schema });
  await migratePglite(client, { migrationsFolder });
  return {
    kind: 'pglite',
    client,
    ping: () => ping(client),
    statistics: () => ({ queryErrors: queryErrors.total }),
    dumpDataDirectory: () => pglite.dumpDataDir('none'),
    close: () => pglite.close(),
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function ping(client: DatabaseClient): Promise<boolean> {
  try {
    await client.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
