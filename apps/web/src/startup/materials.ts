import { useQuery } from '@tanstack/react-query';
import { materialsByIdSchema, type MaterialsById } from '@hazardscope/contracts';
import { fetchJson } from '../api/fetch-json.ts';

/** The materials table from `GET /api/v1/materials?expand_aliases=true`, loaded once at start-up. */
export const materialsQueryKey = ['materials'] as const;

/** Also preloaded by index.html, which must name the same address for the preload to be taken. */
export const materialsUrl = '/api/v1/materials?expand_aliases=true';

export function fetchMaterials(): Promise<MaterialsById> {
  return fetchJson(materialsUrl, materialsByIdSchema);
}

/** The materials map (material id → material) that start-up loaded; empty before that. */
export function useMaterials(): MaterialsById {
  const query = useQuery({
    queryKey: materialsQueryKey,
    queryFn: fetchMaterials,
    staleTime: Infinity,
  });
  return query.data ?? {};
}
