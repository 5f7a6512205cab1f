import { and, eq, inArray, or } from 'drizzle-orm';
import { adaptationSlotNumber } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * The ids of the owner's saved adaptation options for one pathway and option of the analysis
 * `analysisId` (or that adaptation itself): 'pathway2' and 2 are the same pathway.
 */
export async function savedAdaptationIds(
  database: Pick<DatabaseClient, 'select'>,
  accountId: string,
  analysisId: string,
  pathwayNumber: string | number,
  optionNumber: string | number,
): Promise<string[]> {
  const candidates = await database
    .select({ id: analyses.id, document: analyses.document })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, accountId),
        eq(analyses.isAdaptation, true),
        or(eq(analyses.parentAnalysisId, analysisId), eq(analyses.id, analysisId)),
      ),
    );
  const pathway = adaptationSlotNumber(pathwayNumber);
  const option = adaptationSlotNumber(optionNumber);
  return candidates
    .filter((candidate) => {
      const options = candidate.document.adaptationOptions as
        { pathwayNumber?: string | number; optionNumber?: string | number } | undefined;
      return (
        options?.pathwayNumber !== undefined &&
        options.optionNumber !== undefined &&
        adaptationSlotNumber(options.pathwayNumber) === pathway &&
        adaptationSlotNumber(options.optionNumber) === option
      );
    })
    .map((candidate) => candidate.id);
}

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
  const matching = await savedAdaptationIds(
    database,
    accountId,
    input.currentID,
    input.pathwayNumber,
    input.optionNumber,
  );
  if (matching.length === 0) throw new AppError('NOT_FOUND', analysisMessages.adaptationNotFound);
  await database
    .delete(analyses)
    .where(and(inArray(analyses.id, matching), eq(analyses.ownerId, accountId)));
  return { deleted: matching.length };
}
