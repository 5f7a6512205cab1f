import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../accounts/account-row.ts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * `POST /api/analysis/:id/sharing`: its owner stops or resumes sharing an analysis (a purchased
 * one, which cannot be deleted, included). Stopped, its link answers 410 to anyone else and it
 * leaves the lists of the accounts that had opened it; resumed, the same link opens it again.
 * 404 for an analysis that is not the caller's.
 */
export async function setAnalysisSharing(
  context: { database: DatabaseClient; clock: Clock },
  owner: AccountRow,
  analysisId: string,
  shared: boolean,
): Promise<{ shared: boolean }> {
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  await context.database.transaction(async (transaction) => {
    const [row] = await transaction
      .update(analyses)
      .set({ sharingStoppedAt: shared ? null : context.clock() })
      .where(and(eq(analyses.id, analysisId), eq(analyses.ownerId, owner.id)))
      .returning({ id: analyses.id });
    if (row === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound);
    if (!shared) {
      await transaction.delete(analysisViewers).where(eq(analysisViewers.analysisId, analysisId));
    }
  });
  return { shared };
}
