import { z } from 'zod';
import {
  archetypeAcronymSchema,
  archetypeCategorySchema,
  archetypeElementSchema,
  archetypeIncludeSchema,
  archetypeSubGroupSchema,
  defaultArchetypeIncludes,
  designFieldDefinitionSchema,
} from './archetype.ts';
import { materialsByIdSchema } from './material.ts';

/**
 * Query and reply of `GET /api/archetype?acronym=SO&includes=fields,elements,materials`.
 * `includes` is comma-separated; without it the reply carries fields and elements.
 */
export const archetypeQuerySchema = z.object({
  acronym: z
    .string({ error: 'acronym is required (the archetype acronym, e.g. SO)' })
    .trim()
    .min(1, 'acronym is required (the archetype acronym, e.g. SO)'),
  includes: z
    .string()
    .optional()
    .transform((text) =>
      text === undefined || text.trim() === ''
        ? [...defaultArchetypeIncludes]
        : text.split(',').map((part) => part.trim()),
    )
    .pipe(
      z.array(
        z.enum(archetypeIncludeSchema.options, {
          error: `includes may list ${archetypeIncludeSchema.options.join(', ')}`,
        }),
      ),
    ),
});
export type ArchetypeQuery = z.infer<typeof archetypeQuerySchema>;

export const archetypeReplySchema = z.object({
  acronym: archetypeAcronymSchema,
  name: z.string(),
  service: archetypeCategorySchema,
  subGroup: archetypeSubGroupSchema,
  fields: z.record(z.string(), designFieldDefinitionSchema).optional(),
  elements: z.array(archetypeElementSchema).optional(),
  materials: materialsByIdSchema.optional(),
});
export type ArchetypeReply = z.infer<typeof archetypeReplySchema>;

/**
 * Query of `GET /api/v1/materials`. With `expand_aliases=true` every legacy alias of a material id is
 * also a key of the reply, mapped to the canonical material (so old saved analyses still resolve).
 */
export const materialsQuerySchema = z.object({
  expand_aliases: z
    .enum(['true', 'false'])
    .optional()
    .transform((flag) => flag === 'true'),
});
export type MaterialsQuery = z.infer<typeof materialsQuerySchema>;
