import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, readinessReplySchema } from '@hazardscope/contracts';
import type { Database } from '../database/open-database.ts';
import type { Lifecycle } from '../operations/lifecycle.ts';

export interface HealthRouteOptions {
  database: Database;
  version: string;
  lifecycle: Lifecycle;
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

  app.get(
    '/ready',
    {
      schema: {
        tags: ['service'],
        summary:
          'Whether this server takes traffic: 503 while it drains for a shutdown or its database does not answer',
        response: { 200: readinessReplySchema, 503: readinessReplySchema },
      },
    },
    async (_request, reply) => {
      if (options.lifecycle.draining) {
        return reply.code(503).send({ status: 'not-ready', reason: 'draining' });
      }
      if (!(await options.database.ping())) {
        return reply.code(503).send({ status: 'not-ready', reason: 'database-unavailable' });
      }
      return reply.code(200).send({ status: 'ready' });
    },
  );
};
