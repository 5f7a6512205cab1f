import { and, asc, eq } from 'drizzle-orm';
import { adaptationSlotNumber, type SavedAdaptationOption } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analysisMessages } from '../analyses/analysis-messages.ts';
import { readStoredAnalysisDocument } from '../analyses/stored-analysis-document.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';

/**
 * `GET /api/adaptation/saved`: the caller's saved adaptation options of their own analysis, for
 * the editor to restore (the newest save of a pathway's option wins; saving replaces it anyway).
 */
export async function listSavedAdaptations(
  database: DatabaseClient,
  account: AccountRow,
  analysisId: string,
): Promise<SavedAdaptationOption[]> {
  const [parent] = await database
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.ownerId, account.id)));
  if (parent === undefined)
    throw new AppError('NOT_FOUND', analysisMessages.notFound, 'analysisId');
  const rows = await database
    .select({ id: analyses.id, document: analyses.document })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, account.id),
        eq(analyses.isAdaptation, true),
        eq(analyses.parentAnalysisId, analysisId),
      ),
    )
    .orderBy(asc(analyses.createdAt));
  const bySlot = new Map<string, SavedAdaptationOption>();
  for (const row of rows) {
    const document = readStoredAnalysisDocument(row.document);
    const options = document.adaptationOptions;
    if (options?.adaptationYear === undefined) continue;
    const pathwayNumber = adaptationSlotNumber(options.pathwayNumber);
    const optionNumber = adaptationSlotNumber(options.optionNumber);
    bySlot.set(`${pathwayNumber}/${optionNumber}`, {
      _id: row.id,
      pathwayNumber,
      optionNumber,
      adaptationYear: options.adaptationYear,
      capex: options.capex ?? 0,
      runId: document.runId,
      fields: options.fields ?? {},
      elements: options.elements ?? {},
      ...(options.assetCost !== undefined ? { assetCost: options.assetCost } : {}),
      ...(options.discountRate !== undefined ? { discountRate: options.discountRate } : {}),
      ...(options.npv !== undefined ? { npv: options.npv } : {}),
    });
  }
  return [...bySlot.values()].sort(
    (first, second) =>
      first.pathwayNumber - second.pathwayNumber || first.optionNumber - second.optionNumber,
  );
}
