import { useQuery } from '@tanstack/react-query';
import { archetypeHierarchySchema, archetypeReplySchema } from '@hazardscope/contracts';
import { fetchJson } from './fetch-json.ts';

/** Category → sub-group → archetypes (`GET /v1/archetype_hierarchy`). */
export function useArchetypeHierarchy() {
  return useQuery({
    queryKey: ['archetype-hierarchy'],
    queryFn: () => fetchJson('/api/v1/archetype_hierarchy', archetypeHierarchySchema),
    staleTime: Infinity,
  });
}

/** One archetype's fields and elements (`GET archetype`). */
export function useArchetype(acronym: string | undefined) {
  return useQuery({
    queryKey: ['archetype', acronym],
    enabled: acronym !== undefined,
    queryFn: () =>
      fetchJson(
        `/api/archetype?acronym=${encodeURIComponent(acronym ?? '')}&includes=fields,elements,materials`,
        archetypeReplySchema,
      ),
    staleTime: Infinity,
  });
}
