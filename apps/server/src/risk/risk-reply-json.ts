import type { AnalysisResult } from '@hazardscope/contracts';
import { sampleAsShown } from '../analyses/result-as-shown.ts';

/** What `POST /api/risk` answers besides the result: which run, and whether the result is real. */
export interface RiskReplyTask {
  /**
   * The id the run is stored under, chosen before the engine runs so that the engine's thread can
   * write the whole reply.
   */
  runId: string;
  /** Whether the reply shows the real result or the sample profile (result-access.ts decides). */
  realResults: boolean;
}

/**
 * The JSON text of a RiskReply, key for key: { response: { _id, warnings, realResults, analysis } },
 * with the real result (already serialised as `analysisJson`, the text that is also stored) or the
 * sample profile in its place.
 */
export function riskReplyJson(
  reply: RiskReplyTask,
  analysis: AnalysisResult,
  analysisJson: string,
): string {
  const sample = reply.realResults ? undefined : sampleAsShown(analysis);
  const shown =
    sample === undefined
      ? { json: analysisJson, warnings: analysis.warnings }
      : { json: JSON.stringify(sample), warnings: sample.warnings };
  return `{"response":{"_id":${JSON.stringify(reply.runId)},"warnings":${JSON.stringify(shown.warnings)},"realResults":${JSON.stringify(reply.realResults)},"analysis":${shown.json}}}`;
}
