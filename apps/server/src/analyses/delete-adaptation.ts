import { and, eq, or } from 'drizzle-orm';
import { adaptationSlotNumber } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * `POST /api/analysis/delete-adaptation`: deletes the owner's saved adaptation option(s) for one
 * pathway and option of the analysis `currentID` ('pathway2' and 2 are the same pathway).
 */
export async function deleteAdaptation(
  database: DatabaseClient,
  accountId: string,
  input: { pathwayNumber: string | number; optionNumber: string | number; currentID: string },
): Promise<{ deleted: number }> {
  if (!isAnalysisId(input.currentID)) {
    throw new AppError('NOT_FOUND', analysisMessages.adaptationNotFound);
  }
  const candidates = await database
    .select({ id: analyses.id, document: analyses.document })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, accountId),
        eq(analyses.isAdaptation, true),
        or(eq(analyses.parentAnalysisId, input.currentID), eq(analyses.id, input.currentID)),
      ),
    );
  const pathway = adaptationSlotNumber(input.pathwayNumber);
  const option = adaptationSlotNumber(input.optionNumber);
  const matching = candidates.filter((candidate) => {
    const options = candidate.document.adaptationOptions as
      { pathwayNumber?: string | number; optionNumber?: string | number } | undefined;
    return (
      options?.pathwayNumber !== undefined &&
      options.optionNumber !== undefined &&
      adaptationSlotNumber(options.pathwayNumber) === pathway &&
      adaptationSlotNumber(options.optionNumber) === option
    );
  });
  if (matching.length === 0) throw new AppError('NOT_FOUND', analysisMessages.adaptationNotFound);
  for (const { id } of matching) {
    await database
      .delete(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.ownerId, accountId)));
  }
  return { deleted: matching.length };
}
