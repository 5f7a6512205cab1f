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
 *
 * With `groupId` (a whole group deleted), the group's members are read again inside the transaction:
 * a revision being saved into the group holds its members under key share until it is stored
 * (save-analysis.ts), so the delete first waits for that save, then reads the members afresh (each
 * statement sees what was committed before it) and deletes the new revision with the rest. Without
 * it, a revision saved as its group was deleted outlived the group.
 */
export async function deleteOwnedAnalyses(
  database: DatabaseClient,
  ownerId: string,
  analysisIdsRead: string[],
  groupId?: string,
): Promise<{ deleted: number }> {
  return database.transaction(async (transaction) => {
    await transaction
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.analysisId, analysisIdsRead))
      .orderBy(orders.id)
      .for('update');
    let analysisIds = analysisIdsRead;
    if (groupId !== undefined) {
      const groupMembers = () =>
        transaction
          .select({ id: analyses.id })
          .from(analyses)
          .where(and(eq(analyses.groupId, groupId), eq(analyses.ownerId, ownerId)))
          .orderBy(analyses.id)
          .for('update');
      // The first read waits for a save in flight; the second sees the revision it stored.
      await groupMembers();
      analysisIds = (await groupMembers()).map((row) => row.id);
    }
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
