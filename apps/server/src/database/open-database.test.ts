import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0))
    fs.rmSync(directory, { recursive: true, force: true });
});

describe('openDatabase (embedded)', () => {
  it('initialises a new data directory, migrates it, and opens it again with its rows', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-open-database-'));
    directories.push(directory);
    const dataDirectory = path.join(directory, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDirectory });
    expect(fs.existsSync(path.join(dataDirectory, 'PG_VERSION'))).toBe(true);
    await first.client.execute(sql`create table probe (value integer)`);
    await first.client.execute(sql`insert into probe values (7)`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDirectory });
    const result: unknown = await second.client.execute(sql`select value from probe`);
    // PGlite and node-postgres both answer with `rows`.
    expect(result).toMatchObject({ rows: [{ value: 7 }] });
    expect(await second.ping()).toBe(true);
    await second.close();
  }, 120_000);

  it('opens in memory a copy of a dumped database: its rows, and writes of its own', async () => {
    const original = await openDatabase({ kind: 'pglite', dataDirectory: undefined });
    await original.client.execute(sql`create table probe (value integer)`);
    await original.client.execute(sql`insert into probe values (7)`);
    const dump = await original.dumpDataDirectory!();
    const copy = await openDatabase({
      kind: 'pglite',
      dataDirectory: undefined,
      initialContents: dump,
    });
    await copy.client.execute(sql`insert into probe values (8)`);
    const values = async (database: typeof copy) =>
      (
        (await database.client.execute(sql`select value from probe order by value`)) as unknown as {
          rows: { value: number }[];
        }
      ).rows.map((row) => row.value);
    expect(await values(copy)).toEqual([7, 8]);
    expect(await values(original)).toEqual([7]);
    // The migrations found applied: the copy has the schema's tables.
    const tables = (await copy.client.execute(
      sql`select count(*)::int as count from information_schema.tables where table_name = 'risk_runs'`,
    )) as unknown as { rows: { count: number }[] };
    expect(tables.rows[0]?.count).toBe(1);
    await Promise.all([original.close(), copy.close()]);
  }, 120_000);

  it('reads a bytea back as the same bytes, in a Buffer', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDirectory: undefined });
    const bytes = Buffer.from(Array.from({ length: 6_660 }, (_, index) => (index * 37) & 255));
    const result = (await database.client.execute(
      sql`select decode(${bytes.toString('base64')}, 'base64') as value, '\\x'::bytea as empty`,
    )) as unknown as { rows: { value: unknown; empty: unknown }[] };
    const [row] = result.rows;
    expect(Buffer.isBuffer(row?.value)).toBe(true);
    expect(Buffer.compare(row?.value as Buffer, bytes)).toBe(0);
    expect(row?.empty).toEqual(Buffer.alloc(0));
    await database.close();
  }, 120_000);
});
