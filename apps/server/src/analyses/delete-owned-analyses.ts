import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses } from '../database/schema.ts';

/** Deletes the owner's analyses with these ids and the adaptation analyses made from them. */
export async function deleteOwnedAnalyses(
  database: DatabaseClient,
  ownerId: string,
  analysisIds: string[],
): Promise<{ deleted: number }> {
  await database
    .delete(analyses)
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        eq(analyses.isAdaptation, true),
        inArray(analyses.parentAnalysisId, analysisIds),
      ),
    );
  const deleted = await database
    .delete(analyses)
    .where(and(eq(analyses.ownerId, ownerId), inArray(analyses.id, analysisIds)))
    .returning({ id: analyses.id });
  return { deleted: deleted.length };
}
