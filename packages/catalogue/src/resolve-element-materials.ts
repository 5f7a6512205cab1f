import {
  notIncludedMaterialId,
  type ArchetypeDefinition,
  type ArchetypeElement,
  type ElementMaterialSelection,
  type Material,
} from '@hazardscope/contracts';
import type { Catalogue } from './load-catalogue.ts';

/** A material selection names an element or a material the catalogue does not know. */
export class MaterialSelectionError extends Error {
  override readonly name = 'MaterialSelectionError';
  constructor(
    message: string,
    /** The element name the problem is about. */
    readonly elementName: string,
  ) {
    super(message);
  }
}

export interface ResolvedElement {
  element: ArchetypeElement;
  material: Material;
}

/**
 * The elements an analysis runs with, each with its material: the user's choice where given
 * (element name → material id, legacy aliases accepted), the default material otherwise. Elements
 * set to 'Not Included' are dropped. The result keeps the shares as defined, so a
 * dropped element's share of the replacement cost simply carries no risk.
 */
export function resolveElementMaterials(
  catalogue: Pick<Catalogue, 'materialsById' | 'materialAliases'>,
  archetype: Pick<ArchetypeDefinition, 'acronym' | 'elements'>,
  selection: ElementMaterialSelection = {},
): ResolvedElement[] {
  const elementNames = new Set(archetype.elements.map((element) => element.name));
  for (const name of Object.keys(selection)) {
    if (!elementNames.has(name)) {
      throw new MaterialSelectionError(
        `Archetype ${archetype.acronym} has no element named '${name}'.`,
        name,
      );
    }
  }
  const resolved: ResolvedElement[] = [];
  for (const element of archetype.elements) {
    const chosen = selection[element.name] ?? element.defaultMaterial;
    if (chosen === notIncludedMaterialId) continue;
    const canonical = catalogue.materialAliases[chosen] ?? chosen;
    const material = catalogue.materialsById[canonical];
    if (material === undefined) {
      throw new MaterialSelectionError(
        `Element '${element.name}' names an unknown material '${chosen}'.`,
        element.name,
      );
    }
    resolved.push({ element, material });
  }
  return resolved;
}
