import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../accounts/account-row.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * `POST /api/analysis/:id/title`: its owner gives a saved analysis a new title (the title box of the
 * result dialog). 404 for an analysis that is not the caller's, as every saved-analysis call answers.
 */
export async function renameAnalysis(
  database: DatabaseClient,
  owner: AccountRow,
  analysisId: string,
  title: string,
): Promise<{ title: string }> {
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [row] = await database
    .update(analyses)
    .set({ title })
    .where(and(eq(analyses.id, analysisId), eq(analyses.ownerId, owner.id)))
    .returning({ title: analyses.title });
  if (row === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  return row;
}
