import type { AnalysisResult } from '@hazardscope/contracts';
import type { FormValues } from '../search/form-values.ts';

/** One analysis the user ran this session: the server's run id, the result and its warnings. */
export interface AnalysisRun {
  runId: string;
  analysis: AnalysisResult;
  realResults: boolean;
  warnings: string[];
  /** The form values it was run for, to reuse it for the same asset and place (SPEC.md §4). */
  key: string;
  /** Set once saved: the saved analysis's id and group, and its title. */
  saved?: { id: string; groupId: string; title: string };
}

/**
 * The document the Save call stores (SPEC.md §7 'POST analysis'): the result as shown, with its
 * title and the run it came from, so the server can find the real result again.
 */
export function savedDocumentOf(run: AnalysisRun, title: string): Record<string, unknown> {
  return {
    ...run.analysis,
    title,
    runId: run.runId,
    input_source: 'ana_v1_schema',
    ...(run.saved ? { groupId: run.saved.groupId, parentAnalysisId: run.saved.id } : {}),
  };
}

/** A saved analysis opened from a link or My Analyses, as a run the dialog can show. */
export function runFromSaved(
  document: Record<string, unknown> & { _id: string; groupId: string; title: string },
  analysis: AnalysisResult,
): AnalysisRun {
  const runId = typeof document.runId === 'string' ? document.runId : document._id;
  return {
    runId,
    analysis,
    realResults: !analysis.properties.sample,
    warnings: analysis.warnings,
    key: `saved|${document._id}`,
    saved: { id: document._id, groupId: document.groupId, title: document.title },
  };
}

/** Same archetype, latitude, longitude and asset life end → the same analysis (SPEC.md §4 'Search'). */
export function analysisKey(values: FormValues): string {
  return [values.archetype, values.latitude, values.longitude, values.assetLifeEnd].join('|');
}
