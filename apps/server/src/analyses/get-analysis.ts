import { and, eq } from 'drizzle-orm';
import type { SavedAnalysis } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { isAnalysisId, toSavedAnalysis } from './saved-analysis-row.ts';

/** `GET /api/analysis/:id`: one whole analysis of the user's list (owned or shared with them). */
export async function getAnalysis(
  database: DatabaseClient,
  accountId: string,
  analysisId: string,
): Promise<SavedAnalysis> {
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [row] = await database.select().from(analyses).where(eq(analyses.id, analysisId));
  const viewerLink =
    row !== undefined && row.ownerId !== accountId
      ? await database
          .select({ analysisId: analysisViewers.analysisId })
          .from(analysisViewers)
          .where(
            and(
              eq(analysisViewers.analysisId, analysisId),
              eq(analysisViewers.accountId, accountId),
            ),
          )
      : [];
  if (row === undefined || (row.ownerId !== accountId && viewerLink.length === 0)) {
    throw new AppError('NOT_FOUND', analysisMessages.notFound);
  }
  return toSavedAnalysis(row, accountId);
}
