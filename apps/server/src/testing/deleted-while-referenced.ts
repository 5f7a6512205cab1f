import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database/open-database.ts';

/**
 * Makes a deletion race happen every time, on PGlite as on PostgreSQL: until the returned function
 * is called, writing a row whose foreign key `column` names a row (an analysis, a run) first
 * deletes that row (a BEFORE INSERT trigger) — as if another request deleted it just after this
 * request read it and just before it wrote the row. The database then answers as it does in the
 * race: a foreign-key violation. (The failed statement takes the trigger's delete back with it, so
 * the row is there again afterwards: test the answer, not what is left.)
 */
export async function deleteWhenReferenced(
  database: Database,
  column: PgColumn,
): Promise<() => Promise<void>> {
  const table = column.table as PgTable;
  const reference = getTableConfig(table)
    .foreignKeys.map((foreignKey) => foreignKey.reference())
    .find((candidate) => candidate.columns.includes(column));
  const referencedColumn = reference?.foreignColumns[0];
  if (reference === undefined || referencedColumn === undefined) {
    throw new Error(`${column.name} is not a foreign key`);
  }
  const tableName = sql.identifier(getTableName(table));
  const trigger = sql.identifier(`test_delete_before_${getTableName(table)}_${column.name}`);
  await database.client.execute(sql`
    create function ${trigger}() returns trigger language plpgsql as $$
    begin
      delete from ${sql.identifier(getTableName(reference.foreignTable))}
        where ${sql.identifier(referencedColumn.name)} = new.${sql.identifier(column.name)};
      return new;
    end $$`);
  await database.client.execute(
    sql`create trigger ${trigger} before insert on ${tableName} for each row execute function ${trigger}()`,
  );
  return async () => {
    await database.client.execute(sql`drop trigger ${trigger} on ${tableName}`);
    await database.client.execute(sql`drop function ${trigger}()`);
  };
}
