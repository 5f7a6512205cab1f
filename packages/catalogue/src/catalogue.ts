import {
  notIncludedMaterialId,
  notIncludedMaterialName,
  type ArchetypeDefinition,
  type ArchetypeHierarchy,
  type Material,
} from '@hazardscope/contracts';
import { loadCatalogue, type Catalogue } from './load-catalogue.ts';

/**
 * The catalogue of this process, loaded and validated once when the package is first imported (bad
 * source data fails start-up with a `CatalogueDataError`). The build-year default uses the clock at
 * that moment; `loadCatalogue({ now })` builds one for another date.
 */
export const catalogue: Catalogue = loadCatalogue();

/** Category → sub-group → [{ acronym, name }], in display order. */
export const archetypeHierarchy: ArchetypeHierarchy = catalogue.hierarchy;

/** Every material keyed by id. */
export const materialsById: Readonly<Record<string, Material>> = catalogue.materialsById;

/** Asset type name → acronym, e.g. 'Simple House' → 'SH' (names and aliases, exact spelling). */
export const assetTypeAcronyms: Readonly<Record<string, string>> = catalogue.assetTypeAcronyms;

export function getArchetype(acronym: string): ArchetypeDefinition | undefined {
  return catalogue.archetypesByAcronym.get(acronym);
}

export function listArchetypes(): readonly ArchetypeDefinition[] {
  return catalogue.archetypes;
}

/** The acronym for an asset type name, ignoring case and surrounding spaces; undefined if unknown. */
export function acronymForAssetTypeName(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  const match = Object.entries(catalogue.assetTypeAcronyms).find(
    ([known]) => known.toLowerCase() === wanted,
  );
  return match?.[1];
}

export interface MaterialChoice {
  id: string;
  name: string;
}

/** The material select of an element: 'Not Included' first, then every material by name. */
export function materialChoices(): MaterialChoice[] {
  const materials = Object.values(catalogue.materialsById)
    .map(({ id, name }) => ({ id, name }))
    .sort((first, second) => first.name.localeCompare(second.name));
  return [{ id: notIncludedMaterialId, name: notIncludedMaterialName }, ...materials];
}
