import { useQuery } from '@tanstack/react-query';
import { scenarioRangeSchema } from '@hazardscope/contracts';
import { webClientHeaders } from './web-client-headers.ts';
import { fetchJson } from './fetch-json.ts';

/**
 * The range of a saved analysis's scenario and the comparison of scenarios
 * (`GET /api/analysis/{id}/scenario-range`), asked for only where the real results are shown.
 */
export function useScenarioRange(analysisId: string | undefined, realResults: boolean) {
  return useQuery({
    queryKey: ['scenario-range', analysisId],
    enabled: analysisId !== undefined && realResults,
    queryFn: () =>
      fetchJson(
        `/api/analysis/${encodeURIComponent(analysisId ?? '')}/scenario-range`,
        scenarioRangeSchema,
        { headers: webClientHeaders() },
      ),
    staleTime: Infinity,
  });
}
