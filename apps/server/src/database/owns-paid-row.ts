import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { DatabaseClient } from './open-database.ts';
import type { analyses, portfolios } from './schema.ts';

/**
 * Whether a row of `table` that `which` picks is the reader's and paid for: a revision of a
 * purchased analysis group, or a paid portfolio. The one form of that question for both, so the
 * entitlement reads (portfolio-access.ts ownsPaidPortfolio, get-run-scenario-range.ts) ask it alike.
 */
export async function ownsPaidRow(
  database: Pick<DatabaseClient, 'select'>,
  table: typeof analyses | typeof portfolios,
  which: SQL,
  ownerId: string,
): Promise<boolean> {
  const [paid] = await database
    .select({ paidAt: table.paidAt })
    .from(table)
    .where(and(which, eq(table.ownerId, ownerId), isNotNull(table.paidAt)))
    .limit(1);
  return paid !== undefined;
}
