import { eq } from 'drizzle-orm';
import type { SavedAnalysis } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { violatesForeignKey } from '../database/foreign-key-violation.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { readSavedAnalysis } from './read-saved-analysis.ts';
import type { ResultAccessContext } from './result-access.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * `GET /api/share_analysis/:id`: anyone with the link reads it, until its owner stops sharing it
 * (410 then, to anyone but the owner). A logged-in viewer who is not the owner gets it added to
 * their list (a link, never a copy), as a shared analysis opened at start-up is. Nobody but the
 * owner is told the owner's id.
 */
export async function getSharedAnalysis(
  context: ResultAccessContext,
  analysisId: string,
  reader: AccountRow | undefined,
): Promise<SavedAnalysis> {
  const { database } = context;
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [row] = await database.select().from(analyses).where(eq(analyses.id, analysisId));
  if (row === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const readerIsOwner = reader !== undefined && reader.id === row.ownerId;
  if (row.sharingStoppedAt !== null && !readerIsOwner) {
    throw new AppError('GONE', analysisMessages.sharingStopped);
  }
  if (reader !== undefined && !readerIsOwner) {
    await database
      .insert(analysisViewers)
      .values({ analysisId, accountId: reader.id })
      .onConflictDoNothing()
      .catch((error: unknown) => {
        // Its owner deleted it since it was read: as for a link to an analysis already deleted.
        if (violatesForeignKey(error, analysisViewers.analysisId)) {
          throw new AppError('NOT_FOUND', analysisMessages.notFound);
        }
        throw error;
      });
  }
  return readSavedAnalysis(context, row, reader);
}
