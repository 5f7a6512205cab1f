import { and, eq } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { deleteOwnedAnalyses } from './delete-owned-analyses.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * `DELETE /api/analysis?id=`. The owner deletes it (with its adaptation analyses) unless it is paid
 * (409, decided under lock by deleteOwnedAnalyses);
 * a viewer it was shared with removes it from their list only. Anyone else gets 404, as if it did
 * not exist, so ids do not leak.
 */
export async function deleteAnalysis(
  database: DatabaseClient,
  accountId: string,
  analysisId: string,
): Promise<{ deleted: number }> {
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [owned] = await database
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.ownerId, accountId)));
  if (owned === undefined) {
    const unlinked = await database
      .delete(analysisViewers)
      .where(
        and(eq(analysisViewers.analysisId, analysisId), eq(analysisViewers.accountId, accountId)),
      )
      .returning();
    if (unlinked.length === 0) throw new AppError('NOT_FOUND', analysisMessages.notFound);
    return { deleted: 0 };
  }
  return deleteOwnedAnalyses(database, accountId, [analysisId]);
}
