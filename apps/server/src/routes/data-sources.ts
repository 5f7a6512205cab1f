import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataSourcesReplySchema } from '@hazardscope/contracts';
import { listDataSources, listPublicDatasets } from '@hazardscope/hazard-data';
import type { RouteContext } from '../http/route-context.ts';

/** `GET /api/data_sources`: the public datasets and every embedded layer, for /info/data_sources. */
export const dataSourcesRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const reply = { datasets: listPublicDatasets(), layers: listDataSources(context.hazardData) };
  app.get(
    '/data_sources',
    {
      schema: {
        tags: ['service'],
        summary:
          'The public datasets with their credits, and the embedded layers with source, licence, attribution and transform',
        response: { 200: dataSourcesReplySchema },
      },
    },
    async () => reply,
  );
};
