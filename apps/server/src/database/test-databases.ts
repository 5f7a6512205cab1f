import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './open-database.ts';

/**
 * The database variants every database test runs against: embedded PGlite (in memory) always, and
 * the real PostgreSQL when DATABASE_URL is set. Each PostgreSQL opening gets a fresh database of its
 * own (created from DATABASE_URL's server, dropped on close), so test files and parallel runs never
 * see each other's rows.
 */
export interface DatabaseVariant {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const postgresUrl = process.env.DATABASE_URL;

export function databaseVariants(): DatabaseVariant[] {
  const variants: DatabaseVariant[] = [{ name: 'pglite', open: openEmbeddedTestDatabase }];
  if (postgresUrl) {
    variants.push({ name: 'postgres', open: () => openScratchPostgres(postgresUrl) });
  } else if (!loggedSkip) {
    loggedSkip = true;
    console.warn(
      'DATABASE_URL is not set: database tests run on PGlite only; the PostgreSQL half is skipped.',
    );
  }
  return variants;
}
let loggedSkip = false;

/**
 * A new, migrated, empty embedded database, dumped once per test process (a worker runs many test
 * files, which share this module): each opening loads the dump (~0.3 s of CPU) instead of
 * initialising and migrating a database of its own (~1.5 s). Every opening is still a database of
 * its own, in memory, with the migrations of this checkout (openDatabase applies any that are
 * pending, so none are skipped).
 */
let embeddedTemplate: Promise<Blob> | undefined;

/** A new embedded (PGlite) database in memory, migrated and empty, for a test of its own. */
export async function openEmbeddedTestDatabase(): Promise<Database> {
  embeddedTemplate ??= (async () => {
    const template = await openDatabase({ kind: 'pglite', dataDirectory: undefined });
    try {
      return await template.dumpDataDirectory!();
    } finally {
      await template.close();
    }
  })();
  return openDatabase({
    kind: 'pglite',
    dataDirectory: undefined,
    initialContents: await embeddedTemplate,
  });
}

/** A fresh, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function createScratchPostgres(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hazardscope_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function openScratchPostgres(serverUrl: string): Promise<Database> {
  const scratch = await createScratchPostgres(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
