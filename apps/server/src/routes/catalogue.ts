import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archetypeHierarchySchema,
  archetypeQuerySchema,
  archetypeReplySchema,
  errorReplySchema,
  materialsByIdSchema,
  materialsQuerySchema,
} from '@hazardscope/contracts';
import { archetypeReply, materialsReply, type Catalogue } from '@hazardscope/catalogue';
import { AppError } from '../errors.ts';

export interface CatalogueRouteOptions {
  catalogue: Catalogue;
}

/**
 * The archetype catalogue and materials table: `GET archetype`,
 * `GET v1/archetype_hierarchy`, `GET v1/materials`. Read-only and public.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRouteOptions> = async (
  app,
  options,
) => {
  const { catalogue } = options;

  app.get(
    '/archetype',
    {
      schema: {
        tags: ['catalogue'],
        summary: "One asset type's design fields and elements, by acronym",
        querystring: archetypeQuerySchema,
        response: { 200: archetypeReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { acronym, includes } = request.query;
      const reply = archetypeReply(catalogue, acronym, includes);
      if (reply === undefined) {
        throw new AppError('NOT_FOUND', `No archetype has the acronym '${acronym}'.`, 'acronym');
      }
      return reply;
    },
  );

  app.get(
    '/v1/archetype_hierarchy',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every asset type, by category and sub-group',
        response: { 200: archetypeHierarchySchema },
      },
    },
    async () => catalogue.hierarchy,
  );

  app.get(
    '/v1/materials',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The materials table: each material's susceptibility to each hazard",
        querystring: materialsQuerySchema,
        response: { 200: materialsByIdSchema },
      },
    },
    async (request) => materialsReply(catalogue, request.query.expand_aliases),
  );
};
