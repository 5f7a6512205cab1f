import {
  analysisGroupReplySchema,
  analysisSharingSchema,
  analysisTitleBodySchema,
  deletedCountReplySchema,
  savedAnalysisListSchema,
  savedAnalysisSchema,
  type AnalysisGroupReply,
  type SaveAnalysisBody,
  type SavedAnalysis,
} from '@hazardscope/contracts';
import { webClientHeaders } from '../api/web-client-headers.ts';
import { fetchAllPages, fetchJson } from '../api/fetch-json.ts';
import { authorised, jsonRequest } from './account-api.ts';

/*
 * The saved-analysis calls (apps/server/README.md). Apart from the account calls: the screens that
 * start the app import this module when they first need it (import()), so that the schemas of a
 * saved analysis, hundreds of zod objects, are not built while the first page is drawn.
 */

/** The logged-in user's list of saved analyses (summaries), every page of it. */
export function listSavedAnalyses(): Promise<SavedAnalysis[]> {
  return fetchAllPages('/api/analysis', savedAnalysisListSchema, authorised());
}

/** One whole analysis of the user's list (`GET /api/analysis/:id`); the list holds summaries. */
export function fetchSavedAnalysis(id: string): Promise<SavedAnalysis> {
  return fetchJson(`/api/analysis/${encodeURIComponent(id)}`, savedAnalysisSchema, authorised());
}

/**
 * Saves a run under a title: the server builds the stored analysis from the run it kept. The
 * reply is the stored analysis with `_id`.
 */
export function saveAnalysis(runId: string, title: string): Promise<SavedAnalysis> {
  return fetchJson(
    '/api/analysis',
    savedAnalysisSchema,
    jsonRequest('POST', { runId, title } satisfies SaveAnalysisBody),
  );
}

/**
 * The saved group of an analysis (`GET /api/analysis/:id/group`): its members with their display
 * names and, for its owner, the revisions used and left as the server counts them.
 */
export function fetchAnalysisGroup(id: string, signal: AbortSignal): Promise<AnalysisGroupReply> {
  return fetchJson(`/api/analysis/${encodeURIComponent(id)}/group`, analysisGroupReplySchema, {
    signal,
  });
}

/** Gives one of the user's saved analyses a new title; resolves with the title as stored. */
export async function renameSavedAnalysis(id: string, title: string): Promise<string> {
  const reply = await fetchJson(
    `/api/analysis/${encodeURIComponent(id)}/title`,
    analysisTitleBodySchema,
    jsonRequest('POST', { title }),
  );
  return reply.title;
}

/**
 * Stops (`false`) or resumes (`true`) sharing one of the user's analyses: stopped, its link no
 * longer opens it for anyone else.
 */
export async function setAnalysisSharing(id: string, shared: boolean): Promise<void> {
  await fetchJson(
    `/api/analysis/${encodeURIComponent(id)}/sharing`,
    analysisSharingSchema,
    jsonRequest('POST', { shared }),
  );
}

export async function deleteSavedAnalysis(id: string): Promise<number> {
  const reply = await fetchJson(
    `/api/analysis?id=${encodeURIComponent(id)}`,
    deletedCountReplySchema,
    { method: 'DELETE', headers: webClientHeaders() },
  );
  return reply.deleted;
}

/**
 * A shared analysis by id, without login (`GET share_analysis/{id}`). When the viewer is
 * logged in and not the owner, the server adds it to the viewer's list.
 */
export function fetchSharedAnalysis(id: string): Promise<SavedAnalysis> {
  return fetchJson(
    `/api/share_analysis/${encodeURIComponent(id)}`,
    savedAnalysisSchema,
    authorised(),
  );
}
