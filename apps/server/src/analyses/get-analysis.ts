import { and, eq } from 'drizzle-orm';
import type { SavedAnalysis } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { readSavedAnalysis } from './read-saved-analysis.ts';
import type { ResultAccessContext } from './result-access.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/** `GET /api/analysis/:id`: one whole analysis of the user's list (owned or shared with them). */
export async function getAnalysis(
  context: ResultAccessContext,
  reader: AccountRow,
  analysisId: string,
): Promise<SavedAnalysis> {
  const { database } = context;
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [row] = await database.select().from(analyses).where(eq(analyses.id, analysisId));
  const viewerLink =
    row !== undefined && row.ownerId !== reader.id
      ? await database
          .select({ analysisId: analysisViewers.analysisId })
          .from(analysisViewers)
          .where(
            and(
              eq(analysisViewers.analysisId, analysisId),
              eq(analysisViewers.accountId, reader.id),
            ),
          )
      : [];
  if (row === undefined || (row.ownerId !== reader.id && viewerLink.length === 0)) {
    throw new AppError('NOT_FOUND', analysisMessages.notFound);
  }
  return readSavedAnalysis(context, row, reader);
}
