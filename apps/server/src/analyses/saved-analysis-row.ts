import type { SavedAnalysis } from '@hazardscope/contracts';
import type { analyses } from '../database/schema.ts';

export type AnalysisRow = typeof analyses.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a stored analysis (and must not reach a uuid column). */
export function isAnalysisId(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** A row as listed: everything but the document and run, whose summary stands in for them. */
export type AnalysisSummaryRow = Omit<AnalysisRow, 'document' | 'runId'>;

/**
 * The server-owned fields of an analysis (id, group, title, owner, payment.date) laid over its
 * content: the list summary by default, or the whole analysis as the reader may see it.
 */
export function toSavedAnalysis(
  row: AnalysisSummaryRow,
  viewerAccountId?: string,
  content: Record<string, unknown> = row.summary,
): SavedAnalysis {
  return {
    ...(content as unknown as SavedAnalysis),
    _id: row.id,
    groupId: row.groupId,
    title: row.title,
    parentAnalysisId: row.parentAnalysisId,
    createdAt: { $date: row.createdAt.toISOString() },
    ...(row.paidAt !== null ? { payment: { date: row.paidAt.toISOString() } } : {}),
    // The owner's id goes to the owner alone: anyone else reading it through its link (logged in
    // or not) learns only that it is someone else's.
    ...(viewerAccountId === row.ownerId
      ? {
          userId: { $oid: row.ownerId },
          ...(row.sharingStoppedAt !== null ? { sharingStopped: true } : {}),
        }
      : { sharedWithMe: true }),
  };
}
