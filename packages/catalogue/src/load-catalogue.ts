import {
  archetypeDefinitionSchema,
  archetypeSubGroupsByCategory,
  materialSchema,
  type ArchetypeCategory,
  type ArchetypeDefinition,
  type ArchetypeHierarchy,
  type Material,
} from '@hazardscope/contracts';
import type { z } from 'zod';
import type { ArchetypeSource } from './archetypes/archetype-source.ts';
import { archetypeSourcesByCategory } from './archetypes/archetype-sources.ts';
import { CatalogueDataError } from './catalogue-data-error.ts';
import { standardDesignFields } from './fields/standard-design-fields.ts';
import { materialSources, type MaterialSource } from './materials/material-sources.ts';

/** The validated catalogue: archetypes, their hierarchy, materials and name dictionaries. */
export interface Catalogue {
  /** All archetypes, in display order (category, sub-group, source order). */
  archetypes: readonly ArchetypeDefinition[];
  archetypesByAcronym: ReadonlyMap<string, ArchetypeDefinition>;
  hierarchy: ArchetypeHierarchy;
  materialsById: Readonly<Record<string, Material>>;
  /** Legacy material id → canonical material id. */
  materialAliases: Readonly<Record<string, string>>;
  /** Asset type name (archetype name or alias) → acronym, e.g. 'Simple House' → 'SH'. */
  assetTypeAcronyms: Readonly<Record<string, string>>;
}

export interface LoadCatalogueOptions {
  /** The clock for the build-year default (current year − 30); `new Date()` when omitted. */
  now?: Date;
  /** Replaces the catalogue source (tests of the validation). */
  archetypeSources?: Record<ArchetypeCategory, readonly ArchetypeSource[]>;
  materialSources?: readonly MaterialSource[];
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
}

function buildMaterial(source: MaterialSource): Material {
  const parsed = materialSchema.safeParse({
    id: source.id,
    name: source.name,
    failure_coefficients: source.failureCoefficients,
    failure_coef: { ...source.failureCoefficients },
  });
  if (!parsed.success) {
    throw new CatalogueDataError(`Material ${source.id}: ${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}

function buildArchetype(
  source: ArchetypeSource,
  category: ArchetypeCategory,
  currentYear: number,
): ArchetypeDefinition {
  const fieldList = [
    ...standardDesignFields(source.design, currentYear),
    ...(source.extraFields ?? []),
  ];
  const parsed = archetypeDefinitionSchema.safeParse({
    acronym: source.acronym,
    name: source.name,
    service: category,
    subGroup: source.subGroup,
    fields: Object.fromEntries(fieldList.map((field) => [field.machineName, field])),
    elements: source.elements,
  });
  if (!parsed.success) {
    throw new CatalogueDataError(
      `Archetype ${source.acronym} (${source.name}): ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

function indexMaterials(sources: readonly MaterialSource[]) {
  const materialsById: Record<string, Material> = {};
  const materialAliases: Record<string, string> = {};
  for (const source of sources) {
    if (source.id in materialsById || source.id in materialAliases) {
      throw new CatalogueDataError(`Material ${source.id}: the id is used twice`);
    }
    materialsById[source.id] = buildMaterial(source);
  }
  for (const source of sources) {
    for (const alias of source.aliases) {
      if (alias in materialsById || alias in materialAliases) {
        throw new CatalogueDataError(`Material ${source.id}: alias ${alias} is already taken`);
      }
      materialAliases[alias] = source.id;
    }
  }
  return { materialsById, materialAliases };
}

/**
 * Builds and validates the catalogue. Throws `CatalogueDataError` naming the archetype or material
 * and the field at fault, so bad data stops the process at start-up rather than mid-analysis.
 */
export function loadCatalogue(options: LoadCatalogueOptions = {}): Catalogue {
  const currentYear = (options.now ?? new Date()).getUTCFullYear();
  const { materialsById, materialAliases } = indexMaterials(
    options.materialSources ?? materialSources,
  );
  const sourcesByCategory = options.archetypeSources ?? archetypeSourcesByCategory;

  const archetypes: ArchetypeDefinition[] = [];
  const archetypesByAcronym = new Map<string, ArchetypeDefinition>();
  const assetTypeAcronyms: Record<string, string> = {};
  const hierarchy: ArchetypeHierarchy = {};

  for (const category of Object.keys(archetypeSubGroupsByCategory) as ArchetypeCategory[]) {
    const built = sourcesByCategory[category].map((source) =>
      buildArchetype(source, category, currentYear),
    );
    const subGroups: ArchetypeHierarchy[string] = {};
    for (const subGroup of archetypeSubGroupsByCategory[category]) {
      const members = built.filter((archetype) => archetype.subGroup === subGroup);
      if (members.length > 0) {
        subGroups[subGroup] = members.map(({ acronym, name }) => ({ acronym, name }));
      }
      archetypes.push(...members);
    }
    hierarchy[category] = subGroups;
  }

  for (const archetype of archetypes) {
    const label = `Archetype ${archetype.acronym} (${archetype.name})`;
    if (archetypesByAcronym.has(archetype.acronym)) {
      throw new CatalogueDataError(`${label}: the acronym is used twice`);
    }
    archetypesByAcronym.set(archetype.acronym, archetype);
    for (const element of archetype.elements) {
      if (!(element.defaultMaterial in materialsById)) {
        throw new CatalogueDataError(
          `${label}: element ${element.name} has unknown default material ${element.defaultMaterial}`,
        );
      }
    }
  }

  const sources = Object.values(sourcesByCategory).flat();
  for (const source of sources) {
    for (const name of [source.name, ...(source.aliases ?? [])]) {
      const taken = assetTypeAcronyms[name];
      if (taken !== undefined && taken !== source.acronym) {
        throw new CatalogueDataError(
          `Archetype ${source.acronym} (${source.name}): asset type name ${name} already means ${taken}`,
        );
      }
      assetTypeAcronyms[name] = source.acronym;
    }
  }

  return {
    archetypes,
    archetypesByAcronym,
    hierarchy,
    materialsById,
    materialAliases,
    assetTypeAcronyms,
  };
}
