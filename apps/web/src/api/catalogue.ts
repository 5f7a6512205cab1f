import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  archetypeHierarchySchema,
  archetypeReplySchema,
  type ArchetypeHierarchy,
} from '@hazardscope/contracts';
import { fetchJson } from './fetch-json.ts';

/** Also preloaded by index.html, which must name the same address for the preload to be taken. */
export const archetypeHierarchyUrl = '/api/v1/archetype_hierarchy';

/**
 * The query of the catalogue's hierarchy: category → sub-group → archetypes
 * (`GET /v1/archetype_hierarchy`). Start-up asks for it beside its own steps, so the main page
 * draws the asset selects filled the first time instead of drawing them again when it arrives.
 */
export const archetypeHierarchyQueryOptions = queryOptions({
  queryKey: ['archetype-hierarchy'],
  queryFn: () => fetchJson(archetypeHierarchyUrl, archetypeHierarchySchema),
  staleTime: Infinity,
});

/** Category → sub-group → archetypes (`GET /v1/archetype_hierarchy`). */
export function useArchetypeHierarchy() {
  return useQuery(archetypeHierarchyQueryOptions);
}

/** The query of one archetype's fields and elements (`GET archetype`). */
export function archetypeQueryOptions(acronym: string | undefined) {
  return queryOptions({
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

/** One archetype's fields and elements (`GET archetype`). */
export function useArchetype(acronym: string | undefined) {
  return useQuery(archetypeQueryOptions(acronym));
}

/** An archetype of the hierarchy by its acronym, with the category it belongs to. */
export function findArchetype(
  hierarchy: ArchetypeHierarchy,
  acronym: string,
): { category: string; name: string } | undefined {
  for (const [category, subGroups] of Object.entries(hierarchy)) {
    for (const archetypes of Object.values(subGroups)) {
      const found = archetypes.find((archetype) => archetype.acronym === acronym);
      if (found) return { category, name: found.name };
    }
  }
  return undefined;
}

/**
 * The name of an archetype ('Simple House') for its acronym ('SH'); the acronym itself while the
 * hierarchy loads or when the catalogue no longer holds it.
 */
export function useArchetypeName(): (acronym: string) => string {
  const { data } = useArchetypeHierarchy();
  // The same function until the hierarchy arrives, so lists built from it are built again only then.
  return useCallback(
    (acronym: string) => (data && findArchetype(data, acronym)?.name) ?? acronym,
    [data],
  );
}
