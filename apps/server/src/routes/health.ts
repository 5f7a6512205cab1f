import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema } from '@hazardscope/contracts';
import type { Database } from '../database/open-database.ts';

export interface HealthRouteOptions {
  database: Database;
  version: string;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['service'],
        summary: 'Whether the server and its database answer (503 when the database does not)',
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      const databaseOk = await options.database.ping();
      return reply.code(databaseOk ? 200 : 503).send({
        status: databaseOk ? 'ok' : 'degraded',
        version: options.version,
        database: { kind: options.database.kind, status: databaseOk ? 'ok' : 'unavailable' },
      });
    },
  );
};
