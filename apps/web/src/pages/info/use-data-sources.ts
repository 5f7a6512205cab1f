import { useQuery } from '@tanstack/react-query';
import { dataSourcesReplySchema } from '@hazardscope/contracts';
import { fetchJson } from '../../api/fetch-json.ts';

/** The public datasets and the embedded layers, as `GET /api/data_sources` lists them (fetched once). */
export function useDataSources() {
  return useQuery({
    queryKey: ['data-sources'],
    queryFn: () => fetchJson('/api/data_sources', dataSourcesReplySchema),
    staleTime: Infinity,
  });
}
