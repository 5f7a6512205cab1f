import { useQuery } from '@tanstack/react-query';
import { materialsByIdSchema, type MaterialsById } from '@hazardscope/contracts';
import { fetchJson } from '../api/fetch-json.ts';

/** The materials table from `GET /api/v1/materials?expand_aliases=true`, loaded once at start-up. */
export const materialsQueryKey = ['materials'] as const;

export function fetchMaterials(): Promise<MaterialsById> {
  return fetchJson('/api/v1/materials?expand_aliases=true', materialsByIdSchema);
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
