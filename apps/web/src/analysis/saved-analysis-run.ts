import {
  analysisResultSchema,
  objectIdSchema,
  type AnalysisResult,
  type SavedAnalysis,
} from '@hazardscope/contracts';
import { customisationSchema } from '../customisation/customisation-values.ts';
import type { AnalysisRun } from './analysis-run.ts';

/*
 * A saved analysis read as a run the dialog can show. The screens that start the app import this
 * module when a saved analysis is first opened (import()): the schemas it is read with, the whole
 * analysis result's, are then not built while the first page is drawn.
 */

/**
 * The owner of an analysis read through someone else's link, whose id the server does not give:
 * no account's id (those are UUIDs), so the reader is never taken for its owner.
 */
const anotherAccount = 'another account';

/** A saved analysis opened from a link or My Analyses, as a run the dialog can show. */
export function runFromSaved(
  document: Record<string, unknown> & { _id: string; groupId: string; title: string },
  analysis: AnalysisResult,
): AnalysisRun {
  const runId = typeof document.runId === 'string' ? document.runId : document._id;
  const customisation = customisationSchema.safeParse(document.customisation);
  const owner = objectIdSchema.safeParse(document.userId);
  // The server names the owner to the owner alone; anyone else reads someone else's analysis.
  const ownerAccountId = owner.success
    ? owner.data.$oid
    : document.sharedWithMe === true
      ? anotherAccount
      : undefined;
  return {
    ...(customisation.success ? { customisation: customisation.data } : {}),
    ...(ownerAccountId !== undefined ? { ownerAccountId } : {}),
    runId,
    analysis,
    // Decided by the server as it answered (purchased, purchaser's link, verified allow-list).
    realResults: document.realResults === true,
    warnings: analysis.warnings,
    key: `saved|${document._id}`,
    saved: { id: document._id, groupId: document.groupId, title: document.title },
  };
}

/**
 * `saved` as a run, or why it cannot be shown: its analysis does not read as this version's
 * analysis result (it was stored by an older version of the product).
 */
export function readSavedAnalysisRun(
  saved: SavedAnalysis,
): { run: AnalysisRun } | { unreadable: string } {
  const analysis = analysisResultSchema.safeParse(saved);
  if (!analysis.success) return { unreadable: analysis.error.message };
  return { run: runFromSaved(saved, analysis.data) };
}
