import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { analysisPageSizes, type SavedAnalysis } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analyses, analysisViewers } from '../database/schema.ts';
import { AppError } from '../errors.ts';
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
  sharingStoppedAt: analyses.sharingStoppedAt,
  createdAt: analyses.createdAt,
};

export interface AnalysisListPage {
  analyses: SavedAnalysis[];
  /** Where the next page starts; undefined on the last page. */
  nextCursor: string | undefined;
}

/**
 * `GET /api/analysis`: the user's own analyses and those shared with them (opened by link), oldest
 * first, one page at a time; adaptation analyses are hidden. Summaries unless
 * `include` is 'full': a summary listing never reads the documents, so 100 list in milliseconds.
 * Pages are bounded (analysisPageSizes) so no reply grows with the number of analyses kept.
 */
export async function listAnalyses(
  context: ResultAccessContext,
  reader: AccountRow,
  query: { include: 'summary' | 'full'; limit?: number | undefined; cursor?: string | undefined },
): Promise<AnalysisListPage> {
  const { database } = context;
  const accountId = reader.id;
  const limit = query.limit ?? analysisPageSizes[query.include].default;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const viewed = database
    .select({ analysisId: analysisViewers.analysisId })
    .from(analysisViewers)
    .where(eq(analysisViewers.accountId, accountId));
  const rows = await database
    .select(query.include === 'full' ? getTableColumns(analyses) : summaryColumns)
    .from(analyses)
    .where(
      and(
        eq(analyses.isAdaptation, false),
        or(eq(analyses.ownerId, accountId), inArray(analyses.id, viewed)),
        // Compared at the millisecond the cursor carries (a JavaScript date), whatever finer
        // precision the column holds.
        after === undefined
          ? undefined
          : sql`(date_trunc('milliseconds', ${analyses.createdAt}), ${analyses.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(asc(sql`date_trunc('milliseconds', ${analyses.createdAt})`), asc(analyses.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    analyses: await Promise.all(
      page.map((row) =>
        'document' in row
          ? readSavedAnalysis(context, row, reader)
          : toSavedAnalysis(row, accountId),
      ),
    ),
    nextCursor:
      rows.length > limit && last !== undefined
        ? encodeCursor({ createdAt: last.createdAt, id: last.id })
        : undefined,
  };
}

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

function encodeCursor(position: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) {
    throw new AppError(
      'BAD_REQUEST',
      'cursor: this is not a cursor of the list; follow the Link header of the previous page.',
      'cursor',
    );
  }
  return { createdAt: new Date(parsed.data[0]), id: parsed.data[1] };
}
