import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AnalysisResult } from '@hazardscope/contracts';
import { sampleAsShown } from '../analyses/result-as-shown.ts';
import type { ReplyEncoding } from '../http/reply-encoding.ts';

/** What `POST /api/risk` answers besides the result: which run, and whether the result is real. */
export interface RiskReplyTask {
  /**
   * The id the run is stored under, chosen before the engine runs so that the engine's thread can
   * write the whole reply.
   */
  runId: string;
  /** Whether the reply shows the real result or the sample profile (result-access.ts decides). */
  realResults: boolean;
  /** How the reply's body is encoded (what the client accepts), by the engine's thread. */
  encoding: ReplyEncoding;
}

/**
 * The sample profile's yearly series: ~145 KB of the ~160 KB of its JSON. They depend on the asset's
 * archetype, design and elements and on the scenario, not on the place, the asset's name or its
 * address (sampleProfile in @hazardscope/engine), so most anonymous runs share them.
 */
const sampleSeriesKeys = [
  'totalRisk',
  'riskHazards',
  'failureHazards',
  'riskHazardsElements',
] as const;

/**
 * Stand-ins for the series while the rest of the sample is serialised. A NUL character (refused in
 * every request's text) and a random part chosen at start-up: no text of a request can produce one.
 */
const seriesPlaceholders = sampleSeriesKeys.map((key) => `\u0000${randomUUID()}:${key}`);
const placeholderJson = seriesPlaceholders.map((placeholder) => JSON.stringify(placeholder));

/**
 * The series' JSON text by what they depend on, for the 200 most recently shown: an entry is at most
 * ~150 KB, so 30 MB at most per engine thread.
 */
const sampleSeriesJsonCache = new LRUCache<string, string[]>({ max: 200 });

/**
 * The JSON text of a sample profile, the same as `JSON.stringify(sample)`, with the text of its
 * yearly series taken from the cache when a sample of the same asset design and scenario was
 * written before.
 */
export function sampleJson(sample: AnalysisResult): string {
  const { archetype, design, elements } = sample.inputs.asset;
  const seriesKey = JSON.stringify([archetype, design, elements, sample.inputs.scenario]);
  let seriesJson = sampleSeriesJsonCache.get(seriesKey);
  if (seriesJson === undefined) {
    seriesJson = sampleSeriesKeys.map((key) => JSON.stringify(sample.properties[key]));
    sampleSeriesJsonCache.set(seriesKey, seriesJson);
  }
  const properties: Record<string, unknown> = { ...sample.properties };
  sampleSeriesKeys.forEach((key, index) => {
    properties[key] = seriesPlaceholders[index];
  });
  let json = JSON.stringify({ ...sample, properties });
  placeholderJson.forEach((placeholder, index) => {
    json = json.replace(placeholder, () => seriesJson[index] ?? 'null');
  });
  return json;
}

/**
 * The JSON text of a RiskReply, key for key: { response: { _id, warnings, realResults, analysis } },
 * with the real result (serialised once as `analysisJson`, the text that is also stored, when the
 * caller has it) or the sample profile in its place.
 */
export function riskReplyJson(
  reply: RiskReplyTask,
  analysis: AnalysisResult,
  analysisJson: string | undefined,
): string {
  const sample = reply.realResults ? undefined : sampleAsShown(analysis);
  const shown =
    sample === undefined
      ? { json: analysisJson ?? JSON.stringify(analysis), warnings: analysis.warnings }
      : { json: sampleJson(sample), warnings: sample.warnings };
  return `{"response":{"_id":${JSON.stringify(reply.runId)},"warnings":${JSON.stringify(shown.warnings)},"realResults":${JSON.stringify(reply.realResults)},"analysis":${shown.json}}}`;
}
