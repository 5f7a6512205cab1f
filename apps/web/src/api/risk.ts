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

/**
 * One asset of the caller's portfolio as a single analysis (`GET
 * /api/portfolios/{id}/assets/{index}/analysis`): answered as `POST /api/risk`, with real results
 * while the portfolio is paid for (or the caller allow-listed); the server answers 403 otherwise.
 */
export function requestPortfolioAssetAnalysis(
  portfolioId: string,
  index: number,
  signal?: AbortSignal,
): Promise<RiskReply> {
  return fetchJson(
    `/api/portfolios/${encodeURIComponent(portfolioId)}/assets/${index}/analysis`,
    riskReplySchema,
    { headers: webClientHeaders(), signal },
  );
}
