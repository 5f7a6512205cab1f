import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The one schema, shared by PGlite and PostgreSQL. Migrations in ../../drizzle are generated from it
 * with `npm run db:generate -w @hazardscope/server`.
 */

/** Usage events posted by the client (SPEC.md §7 logging endpoint): DOWNLOAD_REPORT, EXPORT_CSV, update, search. */
export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  username: text('username'),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
