import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses } from '../database/schema.ts';

/**
 * Records a purchase (SPEC.md §3 payment.date) — for the payment flow, the only writer of paidAt.
 * Returns false when the analysis does not exist.
 */
export async function markAnalysisPaid(
  database: DatabaseClient,
  clock: Clock,
  analysisId: string,
): Promise<boolean> {
  const updated = await database
    .update(analyses)
    .set({ paidAt: clock() })
    .where(eq(analyses.id, analysisId))
    .returning({ id: analyses.id });
  return updated.length > 0;
}
