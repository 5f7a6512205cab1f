import { useQuery } from '@tanstack/react-query';
import { scenarioRangeSchema } from '@hazardscope/contracts';
import { webClientHeaders } from './web-client-headers.ts';
import { fetchJson } from './fetch-json.ts';

/** What the range is asked for: a saved analysis, or a run not saved yet. */
export type ScenarioRangeSource = { savedId: string } | { runId: string };

function scenarioRangePath(source: ScenarioRangeSource): string {
  return 'savedId' in source
    ? `/api/analysis/${encodeURIComponent(source.savedId)}/scenario-range`
    : `/api/risk/${encodeURIComponent(source.runId)}/scenario-range`;
}

/**
 * The range of an analysis's scenario and the comparison of scenarios
 * (`GET /api/analysis/{id}/scenario-range`, or `GET /api/risk/{runId}/scenario-range` before it is
 * saved), asked for only where the real results are shown.
 */
export function useScenarioRange(source: ScenarioRangeSource, realResults: boolean) {
  const path = scenarioRangePath(source);
  return useQuery({
    queryKey: ['scenario-range', path],
    enabled: realResults,
    queryFn: () => fetchJson(path, scenarioRangeSchema, { headers: webClientHeaders() }),
    staleTime: Infinity,
  });
}
