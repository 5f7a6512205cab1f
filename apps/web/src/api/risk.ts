import { riskReplySchema, type RiskReply, type RiskRequestInput } from '@hazardscope/contracts';
import { authorisationHeaders } from './api-key.ts';
import { fetchJson } from './fetch-json.ts';

/** Runs one analysis on the server. */
export function requestRisk(request: RiskRequestInput, signal?: AbortSignal): Promise<RiskReply> {
  return fetchJson('/api/risk', riskReplySchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorisationHeaders() },
    body: JSON.stringify(request),
    signal,
  });
}
