import { useQuery } from '@tanstack/react-query';
import { locationSearchReplySchema } from '@hazardscope/contracts';
import { fetchJson } from './fetch-json.ts';

/** Address suggestions for a query (default limit 10); idle for an empty query. */
export function useLocationSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['location-search', trimmed],
    enabled: trimmed !== '',
    queryFn: ({ signal }) =>
      fetchJson(
        `/api/location/search?query=${encodeURIComponent(trimmed)}&limit=10`,
        locationSearchReplySchema,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}
