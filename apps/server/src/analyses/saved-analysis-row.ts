import type { SavedAnalysis } from '@hazardscope/contracts';
import type { analyses } from '../database/schema.ts';

export type AnalysisRow = typeof analyses.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a stored analysis (and must not reach a uuid column). */
export function isAnalysisId(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** A row as listed: everything but the document, whose summary stands in for it. */
export type AnalysisSummaryRow = Omit<AnalysisRow, 'document'>;

/**
 * The stored document (or, for a listing, its summary) with the server-owned fields of SPEC.md §3
 * laid over it.
 */
export function toSavedAnalysis(
  row: AnalysisSummaryRow & { document?: AnalysisRow['document'] },
  viewerAccountId?: string,
): SavedAnalysis {
  const document = (row.document ?? row.summary) as unknown as SavedAnalysis;
  return {
    ...document,
    _id: row.id,
    groupId: row.groupId,
    title: row.title,
    parentAnalysisId: row.parentAnalysisId,
    createdAt: { $date: row.createdAt.toISOString() },
    userId: { $oid: row.ownerId },
    ...(row.paidAt !== null ? { payment: { date: row.paidAt.toISOString() } } : {}),
    ...(viewerAccountId !== undefined && viewerAccountId !== row.ownerId
      ? { sharedWithMe: true }
      : {}),
  };
}

/** Fields the server owns: whatever the client sends for them is dropped from the stored document. */
const serverFields = new Set(['_id', 'groupId', 'createdAt', 'userId', 'payment', 'sharedWithMe']);

export function withoutServerFields(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !serverFields.has(key)));
}
