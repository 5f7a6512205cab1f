import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { deleteOwnedAnalyses } from './delete-owned-analyses.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * `DELETE /api/analysis/group?groupId=`: every revision of the owner's group, refused whole (409)
 * when any revision is paid (decided under lock by deleteOwnedAnalyses). A viewer removes the
 * group's shared revisions from their list only.
 */
export async function deleteAnalysisGroup(
  database: DatabaseClient,
  accountId: string,
  groupId: string,
): Promise<{ deleted: number }> {
  if (!isAnalysisId(groupId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const owned = await database
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.groupId, groupId), eq(analyses.ownerId, accountId)));
  if (owned.length === 0) {
    const groupIds = database
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.groupId, groupId));
    const unlinked = await database
      .delete(analysisViewers)
      .where(
        and(
          eq(analysisViewers.accountId, accountId),
          inArray(analysisViewers.analysisId, groupIds),
        ),
      )
      .returning();
    if (unlinked.length === 0) throw new AppError('NOT_FOUND', analysisMessages.notFound);
    return { deleted: 0 };
  }
  return deleteOwnedAnalyses(
    database,
    accountId,
    owned.map((row) => row.id),
    groupId,
  );
}
