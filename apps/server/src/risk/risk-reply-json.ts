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
 * The series' JSON text as UTF-8 by what they depend on, for the 200 most recently shown: an entry
 * is at most ~150 KB, so 30 MB at most per engine thread.
 */
const sampleSeriesJsonCache = new LRUCache<string, Buffer[]>({ max: 200 });

/**
 * The JSON text of a sample profile as UTF-8, the same as `JSON.stringify(sample)`, with the text
 * of its yearly series taken from the cache when a sample of the same asset design and scenario was
 * written before. Written as bytes piece by piece: encoding one ~160 KB string joined from pieces
 * (and, for its '–' and '′', held two bytes a character) cost more than the rest of the writing.
 */
export function sampleJsonBytes(sample: AnalysisResult): Buffer {
  const { archetype, design, elements } = sample.inputs.asset;
  const seriesKey = JSON.stringify([archetype, design, elements, sample.inputs.scenario]);
  let seriesJson = sampleSeriesJsonCache.get(seriesKey);
  if (seriesJson === undefined) {
    seriesJson = sampleSeriesKeys.map((key) =>
      Buffer.from(JSON.stringify(sample.properties[key]), 'utf8'),
    );
    sampleSeriesJsonCache.set(seriesKey, seriesJson);
  }
  const properties: Record<string, unknown> = { ...sample.properties };
  sampleSeriesKeys.forEach((key, index) => {
    properties[key] = seriesPlaceholders[index];
  });
  const json = JSON.stringify({ ...sample, properties });
  const found = placeholderJson
    .map((placeholder, index) => ({ at: json.indexOf(placeholder), placeholder, index }))
    .sort((left, right) => left.at - right.at);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const { at, placeholder, index } of found) {
    const series = seriesJson[index];
    if (at < 0 || series === undefined) throw new Error('a sample series was not written');
    pieces.push(Buffer.from(json.slice(from, at), 'utf8'), series);
    from = at + placeholder.length;
  }
  pieces.push(Buffer.from(json.slice(from), 'utf8'));
  return Buffer.concat(pieces);
}

/**
 * The JSON text of a RiskReply as UTF-8, key for key: { response: { _id, warnings, realResults,
 * analysis } }, with the real result (serialised once as `analysisJson`, the text that is also
 * stored, when the caller has it) or the sample profile in its place.
 */
export function riskReplyBytes(
  reply: RiskReplyTask,
  analysis: AnalysisResult,
  analysisJson: string | undefined,
): Buffer {
  const sample = reply.realResults ? undefined : sampleAsShown(analysis);
  const warnings = sample?.warnings ?? analysis.warnings;
  const shown =
    sample === undefined
      ? Buffer.from(analysisJson ?? JSON.stringify(analysis), 'utf8')
      : sampleJsonBytes(sample);
  return Buffer.concat([
    Buffer.from(
      `{"response":{"_id":${JSON.stringify(reply.runId)},"warnings":${JSON.stringify(warnings)},"realResults":${JSON.stringify(reply.realResults)},"analysis":`,
      'utf8',
    ),
    shown,
    Buffer.from('}}', 'utf8'),
  ]);
}
