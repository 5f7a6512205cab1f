import type {
  ArchetypeElement,
  ArchetypeSubGroup,
  DesignFieldDefinition,
} from '@hazardscope/contracts';
import type { DesignSpec } from '../fields/standard-design-fields.ts';

/**
 * An archetype as written in the catalogue source. The loader adds the category, builds the standard
 * design fields from `design` (with the build year from its clock) and validates the result.
 */
export interface ArchetypeSource {
  acronym: string;
  name: string;
  subGroup: ArchetypeSubGroup;
  /** Other asset type names that mean this archetype (e.g. 'Standard House'). */
  aliases?: readonly string[];
  design: DesignSpec;
  /** Design fields only this type has (storeys, flood immunity, pavement type…). */
  extraFields?: readonly DesignFieldDefinition[];
  elements: readonly ArchetypeElement[];
}
