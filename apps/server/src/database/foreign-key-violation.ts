import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** PostgreSQL's SQLSTATE for foreign_key_violation. */
const foreignKeyViolation = '23503';

/**
 * True when `error` is PostgreSQL's foreign-key violation of the key on `column`: a row was written
 * naming a row that no longer exists — typically an analysis another request deleted between
 * this request reading it and writing a row that refers to it. Both drivers (PGlite and
 * node-postgres) give the SQLSTATE and the constraint's name on the driver error, which drizzle
 * wraps as the `cause` of its own.
 */
export function violatesForeignKey(error: unknown, column: PgColumn): boolean {
  const driverError = error instanceof Error ? error.cause : undefined;
  if (typeof driverError !== 'object' || driverError === null) return false;
  const { code, constraint } = driverError as { code?: unknown; constraint?: unknown };
  if (code !== foreignKeyViolation || typeof constraint !== 'string') return false;
  return getTableConfig(column.table as PgTable).foreignKeys.some(
    (foreignKey) =>
      foreignKey.getName() === constraint && foreignKey.reference().columns.includes(column),
  );
}
