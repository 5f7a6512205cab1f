import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { SavedAnalysis } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { toSavedAnalysis } from './saved-analysis-row.ts';

/**
 * `GET /api/analysis`: the user's own analyses and those shared with them (opened by link), oldest
 * first; adaptation analyses are hidden (SPEC.md §3).
 */
export async function listAnalyses(
  database: DatabaseClient,
  accountId: string,
): Promise<SavedAnalysis[]> {
  const viewed = database
    .select({ analysisId: analysisViewers.analysisId })
    .from(analysisViewers)
    .where(eq(analysisViewers.accountId, accountId));
  const rows = await database
    .select()
    .from(analyses)
    .where(
      and(
        eq(analyses.isAdaptation, false),
        or(eq(analyses.ownerId, accountId), inArray(analyses.id, viewed)),
      ),
    )
    .orderBy(asc(analyses.createdAt), asc(analyses.id));
  return rows.map((row) => toSavedAnalysis(row, accountId));
}
