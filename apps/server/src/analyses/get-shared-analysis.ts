import { eq } from 'drizzle-orm';
import type { SavedAnalysis } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { isAnalysisId, toSavedAnalysis } from './saved-analysis-row.ts';

/**
 * `GET /api/share_analysis/:id`: anyone with the link reads it. A logged-in viewer who is not the
 * owner gets it added to their list (SPEC.md §4 Start-up) as a link, never a copy.
 */
export async function getSharedAnalysis(
  database: DatabaseClient,
  analysisId: string,
  viewerAccountId: string | undefined,
): Promise<SavedAnalysis> {
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [row] = await database.select().from(analyses).where(eq(analyses.id, analysisId));
  if (row === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  if (viewerAccountId !== undefined && viewerAccountId !== row.ownerId) {
    await database
      .insert(analysisViewers)
      .values({ analysisId, accountId: viewerAccountId })
      .onConflictDoNothing();
  }
  return toSavedAnalysis(row, viewerAccountId);
}
