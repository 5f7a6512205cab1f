import { z } from 'zod';
import { hazardKeySchema, type HazardKey } from './hazards.ts';

/**
 * The archetype catalogue's contracts ('Archetype definition', 'Customisation field
 * definition'): an archetype is a representative asset, described by design fields (build year,
 * thresholds, costs…) and elements (roof, walls, transformers…) that each carry a share of the
 * replacement cost, a default material and the hazards they are exposed to.
 */

export const archetypeCategorySchema = z.enum(['Building', 'Infrastructure']);
export type ArchetypeCategory = z.infer<typeof archetypeCategorySchema>;

/** Sub-groups shown as option groups in the asset type dropdown. */
export const archetypeSubGroupsByCategory = {
  Building: ['Residential', 'Commercial', 'Industrial', 'Community', 'Agriculture'],
  Infrastructure: ['Energy', 'Transport', 'Water', 'Telecommunications'],
} as const satisfies Record<ArchetypeCategory, readonly string[]>;

export const archetypeSubGroupSchema = z.enum([
  ...archetypeSubGroupsByCategory.Building,
  ...archetypeSubGroupsByCategory.Infrastructure,
]);
export type ArchetypeSubGroup = z.infer<typeof archetypeSubGroupSchema>;

export const designFieldTypeSchema = z.enum(['real', 'integer', 'boolean', 'string']);
export type DesignFieldType = z.infer<typeof designFieldTypeSchema>;

/** A design value; null means "not set by the user": from data (elevation) or from regulations. */
export const designFieldValueSchema = z.union([z.number(), z.boolean(), z.string(), z.null()]);
export type DesignFieldValue = z.infer<typeof designFieldValueSchema>;

/** Values the customisation form sends: machine name → value. */
export const designFieldValuesSchema = z.record(z.string(), designFieldValueSchema);
export type DesignFieldValues = z.infer<typeof designFieldValuesSchema>;

function valueMatchesType(value: DesignFieldValue, type: DesignFieldType): boolean {
  switch (type) {
    case 'real':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
  }
}

/**
 * One design field of an archetype. `minimum` defaults to 0 for numbers in the form;
 * `nullable` fields accept null, whose meaning the field's description states ('From regulations',
 * 'from the elevation data'). `allowedValues` turns the field into a choice, labelled pairwise by
 * `allowedValueLabels`.
 */
export const designFieldDefinitionSchema = z
  .object({
    machineName: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'machineName must be lowerCamelCase'),
    label: z.string().min(1),
    description: z.string().min(1),
    type: designFieldTypeSchema,
    default: designFieldValueSchema,
    nullable: z.boolean(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    allowedValues: z.array(designFieldValueSchema).min(1).optional(),
    allowedValueLabels: z.array(z.string()).optional(),
    required: z.boolean(),
    /** Years are shown as 1995, not 1,995. */
    disableThousandsGrouping: z.boolean(),
  })
  .superRefine((field, context) => {
    const values = [field.default, ...(field.allowedValues ?? [])];
    for (const value of values) {
      if (value === null) {
        if (!field.nullable) {
          context.addIssue({ code: 'custom', message: `${field.machineName} is not nullable` });
        }
        continue;
      }
      if (!valueMatchesType(value, field.type)) {
        context.addIssue({
          code: 'custom',
          message: `${field.machineName}: value ${JSON.stringify(value)} is not a ${field.type}`,
        });
        continue;
      }
      if (typeof value !== 'number') continue;
      if (field.minimum !== undefined && value < field.minimum) {
        context.addIssue({
          code: 'custom',
          message: `${field.machineName}: ${value} is below the minimum ${field.minimum}`,
        });
      }
      if (field.maximum !== undefined && value > field.maximum) {
        context.addIssue({
          code: 'custom',
          message: `${field.machineName}: ${value} is above the maximum ${field.maximum}`,
        });
      }
    }
    if (field.allowedValues) {
      if (field.allowedValueLabels?.length !== field.allowedValues.length) {
        context.addIssue({
          code: 'custom',
          message: `${field.machineName}: allowedValueLabels must label each allowed value`,
        });
      }
      if (!field.allowedValues.includes(field.default)) {
        context.addIssue({
          code: 'custom',
          message: `${field.machineName}: the default is not one of the allowed values`,
        });
      }
    }
  });
export type DesignFieldDefinition = z.infer<typeof designFieldDefinitionSchema>;

export const elementGroupSchema = z.enum([
  'Structure',
  'Envelope',
  'Roof',
  'Services',
  'Interior',
  'Equipment',
  'Civil works',
  'Site',
]);
export type ElementGroup = z.infer<typeof elementGroupSchema>;

/** Hazards whose water reaches an element from below: such elements state their height. */
export const floodHazardKeys = [
  'flood_riverine',
  'inundation',
  'flood_surfacewater',
] as const satisfies readonly HazardKey[];

/**
 * One element of an archetype. `proportion` is its share of the replacement cost (the shares of an
 * archetype sum to 1); `heightAboveFloorMetres` is where its vulnerable part starts above the
 * finished floor (or the ground for infrastructure), given for every element exposed to flooding.
 */
export const archetypeElementSchema = z
  .object({
    name: z.string().min(1),
    group: elementGroupSchema,
    defaultMaterial: z.string().min(1),
    proportion: z.number().gt(0).lte(1),
    exposure: z.array(hazardKeySchema),
    heightAboveFloorMetres: z.number().optional(),
    /** Whether the asset stops working when this element reaches its functional damage state. */
    criticalToFunction: z.boolean(),
  })
  .superRefine((element, context) => {
    if (new Set(element.exposure).size !== element.exposure.length) {
      context.addIssue({
        code: 'custom',
        message: `${element.name}: exposure lists a hazard twice`,
      });
    }
    const flooded = element.exposure.some((hazard) =>
      (floodHazardKeys as readonly HazardKey[]).includes(hazard),
    );
    if (flooded && element.heightAboveFloorMetres === undefined) {
      context.addIssue({
        code: 'custom',
        message: `${element.name}: exposed to flooding but has no heightAboveFloorMetres`,
      });
    }
  });
export type ArchetypeElement = z.infer<typeof archetypeElementSchema>;

/** Tolerance on the sum of element shares: they must add up to 1 (the whole replacement cost). */
export const elementProportionTolerance = 1e-9;

export const archetypeAcronymSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9]{1,5}$/, 'an acronym is 2 to 6 capital letters or digits');

/**
 * The asset type the search form starts with and a request without one gets: category Building,
 * type SO (a standard single-storey house).
 */
export const defaultArchetypeCategory = 'Building' satisfies ArchetypeCategory;
export const defaultArchetypeAcronym = 'SO';

export const archetypeDefinitionSchema = z
  .object({
    acronym: archetypeAcronymSchema,
    name: z.string().min(1),
    /** The asset category (the API calls it `service`). */
    service: archetypeCategorySchema,
    subGroup: archetypeSubGroupSchema,
    fields: z.record(z.string(), designFieldDefinitionSchema),
    elements: z.array(archetypeElementSchema).min(1),
  })
  .superRefine((archetype, context) => {
    const allowedSubGroups: readonly string[] = archetypeSubGroupsByCategory[archetype.service];
    if (!allowedSubGroups.includes(archetype.subGroup)) {
      context.addIssue({
        code: 'custom',
        message: `sub-group ${archetype.subGroup} does not belong to ${archetype.service}`,
      });
    }
    for (const [key, field] of Object.entries(archetype.fields)) {
      if (key !== field.machineName) {
        context.addIssue({
          code: 'custom',
          path: ['fields', key],
          message: `field keyed ${key} has machineName ${field.machineName}`,
        });
      }
    }
    const names = archetype.elements.map((element) => element.name);
    if (new Set(names).size !== names.length) {
      context.addIssue({ code: 'custom', message: 'element names must be unique' });
    }
    const total = archetype.elements.reduce((sum, element) => sum + element.proportion, 0);
    if (Math.abs(total - 1) > elementProportionTolerance) {
      context.addIssue({
        code: 'custom',
        path: ['elements'],
        message: `element proportions sum to ${total}, not 1`,
      });
    }
  });
export type ArchetypeDefinition = z.infer<typeof archetypeDefinitionSchema>;

export const archetypeSummarySchema = z.object({
  acronym: archetypeAcronymSchema,
  name: z.string(),
});
export type ArchetypeSummary = z.infer<typeof archetypeSummarySchema>;

/** Category → sub-group → archetypes, in display order (`GET /api/v1/archetype_hierarchy`). */
export const archetypeHierarchySchema = z.record(
  z.string(),
  z.record(z.string(), z.array(archetypeSummarySchema)),
);
export type ArchetypeHierarchy = z.infer<typeof archetypeHierarchySchema>;

/**
 * What `includes` of `GET /api/archetype` may select (comma-separated): `fields` (the design
 * fields), `elements` (the element specifications), `materials` (the default materials of those
 * elements, keyed by id). Without `includes` the reply carries fields and elements.
 */
export const archetypeIncludeSchema = z.enum(['fields', 'elements', 'materials']);
export type ArchetypeInclude = z.infer<typeof archetypeIncludeSchema>;
export const defaultArchetypeIncludes: readonly ArchetypeInclude[] = ['fields', 'elements'];
