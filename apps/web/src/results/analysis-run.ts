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
}

/** Same archetype, latitude, longitude and asset life end → the same analysis (SPEC.md §4 'Search'). */
export function analysisKey(values: FormValues): string {
  return [values.archetype, values.latitude, values.longitude, values.assetLifeEnd].join('|');
}
