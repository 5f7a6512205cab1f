import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { SavedAnalysis } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { readSavedAnalysis } from './read-saved-analysis.ts';
import type { ResultAccessContext } from './result-access.ts';
import { toSavedAnalysis } from './saved-analysis-row.ts';

/** Every column but the document. */
const summaryColumns = {
  id: analyses.id,
  ownerId: analyses.ownerId,
  groupId: analyses.groupId,
  parentAnalysisId: analyses.parentAnalysisId,
  title: analyses.title,
  isAdaptation: analyses.isAdaptation,
  paidAt: analyses.paidAt,
  summary: analyses.summary,
  createdAt: analyses.createdAt,
};

/**
 * `GET /api/analysis`: the user's own analyses and those shared with them (opened by link), oldest
 * first; adaptation analyses are hidden. Summaries unless `include` is 'full': a
 * summary listing never reads the documents, so 200 analyses list in milliseconds.
 */
export async function listAnalyses(
  context: ResultAccessContext,
  reader: AccountRow,
  include: 'summary' | 'full',
): Promise<SavedAnalysis[]> {
  const { database } = context;
  const accountId = reader.id;
  const viewed = database
    .select({ analysisId: analysisViewers.analysisId })
    .from(analysisViewers)
    .where(eq(analysisViewers.accountId, accountId));
  const rows = await database
    .select(include === 'full' ? getTableColumns(analyses) : summaryColumns)
    .from(analyses)
    .where(
      and(
        eq(analyses.isAdaptation, false),
        or(eq(analyses.ownerId, accountId), inArray(analyses.id, viewed)),
      ),
    )
    .orderBy(asc(analyses.createdAt), asc(analyses.id));
  return Promise.all(
    rows.map((row) =>
      'document' in row ? readSavedAnalysis(context, row, reader) : toSavedAnalysis(row, accountId),
    ),
  );
}
