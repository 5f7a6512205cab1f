import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, orders } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';

/**
 * Deletes the owner's analyses with these ids and the adaptation analyses made from them, none of
 * them purchased (409 otherwise). Their orders stay, no longer naming an analysis (the database
 * sets it null): the record of a purchase tried and not made.
 *
 * A payment settling at the same moment locks its order, then marks the group purchased
 * (settle-order.ts); so the orders of these analyses are locked first, in one order, and the
 * analyses then read again under their own row locks: either the payment settles first and the delete
 * is refused as purchased, or the delete goes first and the payment finds its analysis gone.
 */
export async function deleteOwnedAnalyses(
  database: DatabaseClient,
  ownerId: string,
  analysisIds: string[],
): Promise<{ deleted: number }> {
  return database.transaction(async (transaction) => {
    await transaction
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.analysisId, analysisIds))
      .orderBy(orders.id)
      .for('update');
    // Every row locked, not only those read as paid: a row being marked paid is waited for and
    // read as it then is.
    const owned = await transaction
      .select({ paidAt: analyses.paidAt })
      .from(analyses)
      .where(and(eq(analyses.ownerId, ownerId), inArray(analyses.id, analysisIds)))
      .for('update');
    if (owned.some((row) => row.paidAt !== null)) {
      throw new AppError('CONFLICT', analysisMessages.paidCannotBeDeleted);
    }
    await transaction
      .delete(analyses)
      .where(
        and(
          eq(analyses.ownerId, ownerId),
          eq(analyses.isAdaptation, true),
          inArray(analyses.parentAnalysisId, analysisIds),
        ),
      );
    const deleted = await transaction
      .delete(analyses)
      .where(
        and(
          eq(analyses.ownerId, ownerId),
          inArray(analyses.id, analysisIds),
          isNull(analyses.paidAt),
        ),
      )
      .returning({ id: analyses.id });
    return { deleted: deleted.length };
  });
}
