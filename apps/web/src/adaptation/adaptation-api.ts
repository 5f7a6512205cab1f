import {
  adaptationCompareReplySchema,
  adaptationRunReplySchema,
  deletedCountReplySchema,
  savedAdaptationListSchema,
  savedAnalysisSchema,
  type AdaptationCompareReply,
  type AdaptationCompareRequest,
  type AdaptationOptions,
  type AdaptationRunReply,
  type AdaptationRunRequest,
  type SaveAnalysisBody,
  type SavedAdaptationOption,
  type SavedAnalysis,
} from '@hazardscope/contracts';
import { jsonRequest } from '../account/account-api.ts';
import { webClientHeaders } from '../api/web-client-headers.ts';
import { fetchJson } from '../api/fetch-json.ts';

/** The adaptation planner's calls (the server's /api/adaptation routes and saved-analysis calls). */

/** Runs every option of one pathway on the server; each option's run id comes back. */
export function runAdaptationPathway(request: AdaptationRunRequest): Promise<AdaptationRunReply> {
  return fetchJson('/api/adaptation/run', adaptationRunReplySchema, jsonRequest('POST', request));
}

/** Prices the baseline and the pathways from the runs the server kept. */
export function compareAdaptationPathways(
  request: AdaptationCompareRequest,
): Promise<AdaptationCompareReply> {
  return fetchJson(
    '/api/adaptation/compare',
    adaptationCompareReplySchema,
    jsonRequest('POST', request),
  );
}

export function listSavedAdaptations(analysisId: string): Promise<SavedAdaptationOption[]> {
  return fetchJson(
    `/api/adaptation/saved?analysisId=${encodeURIComponent(analysisId)}`,
    savedAdaptationListSchema,
    { headers: webClientHeaders() },
  );
}

/** Saves one option's run as an adaptation of `parentAnalysisId` (replacing that slot's save). */
export function saveAdaptationOption(input: {
  runId: string;
  title: string;
  parentAnalysisId: string;
  adaptationOptions: AdaptationOptions;
}): Promise<SavedAnalysis> {
  return fetchJson(
    '/api/analysis',
    savedAnalysisSchema,
    jsonRequest('POST', { ...input, isAdaptation: true } satisfies SaveAnalysisBody),
  );
}

/** `POST /api/analysis/delete-adaptation`: body pathwayNumber, optionNumber, currentID. */
export async function deleteSavedAdaptation(input: {
  pathwayNumber: number;
  optionNumber: number;
  currentID: string;
}): Promise<number> {
  const reply = await fetchJson(
    '/api/analysis/delete-adaptation',
    deletedCountReplySchema,
    jsonRequest('POST', input),
  );
  return reply.deleted;
}
