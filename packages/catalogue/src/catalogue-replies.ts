import {
  defaultArchetypeIncludes,
  type ArchetypeInclude,
  type ArchetypeReply,
  type MaterialsById,
} from '@hazardscope/contracts';
import type { Catalogue } from './load-catalogue.ts';

/**
 * The reply of `GET /api/archetype` for one acronym, or undefined when no archetype has it.
 * `includes` selects the parts beyond the identity (acronym, name, service, subGroup):
 * - `fields`: the design fields keyed by machine name, with their defaults;
 * - `elements`: the element specifications (share, exposure, default material);
 * - `materials`: the default materials of those elements, keyed by id (the full table is
 *   `GET /api/v1/materials`).
 */
export function archetypeReply(
  catalogue: Catalogue,
  acronym: string,
  includes: readonly ArchetypeInclude[] = defaultArchetypeIncludes,
): ArchetypeReply | undefined {
  const archetype = catalogue.archetypesByAcronym.get(acronym);
  if (archetype === undefined) return undefined;
  const reply: ArchetypeReply = {
    acronym: archetype.acronym,
    name: archetype.name,
    service: archetype.service,
    subGroup: archetype.subGroup,
  };
  if (includes.includes('fields')) reply.fields = archetype.fields;
  if (includes.includes('elements')) reply.elements = archetype.elements;
  if (includes.includes('materials')) {
    const materials: MaterialsById = {};
    for (const element of archetype.elements) {
      const material = catalogue.materialsById[element.defaultMaterial];
      if (material !== undefined) materials[material.id] = material;
    }
    reply.materials = materials;
  }
  return reply;
}

/**
 * The reply of `GET /api/v1/materials`: every material keyed by id; with `expandAliases` also keyed
 * by each legacy alias (the entry keeps its canonical `id`).
 */
export function materialsReply(catalogue: Catalogue, expandAliases: boolean): MaterialsById {
  const reply: MaterialsById = { ...catalogue.materialsById };
  if (!expandAliases) return reply;
  for (const [alias, id] of Object.entries(catalogue.materialAliases)) {
    const material = catalogue.materialsById[id];
    if (material !== undefined) reply[alias] = material;
  }
  return reply;
}
