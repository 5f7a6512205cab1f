import { riskReplySchema, type RiskReply, type RiskRequestInput } from '@hazardscope/contracts';
import { webClientHeaders } from './web-client-headers.ts';
import { fetchJson } from './fetch-json.ts';

/** Runs one analysis on the server. */
export function requestRisk(request: RiskRequestInput, signal?: AbortSignal): Promise<RiskReply> {
  return fetchJson('/api/risk', riskReplySchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webClientHeaders() },
    body: JSON.stringify(request),
    signal,
  });
}
