import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, riskReplySchema, riskRequestSchema } from '@hazardscope/contracts';
import type { RouteContext } from '../http/route-context.ts';
import { analyseForReply } from '../risk/analyse-for-reply.ts';

/** `POST /api/risk`: one analysis of one asset. */
export const riskRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.post(
    '/risk',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Analyse one asset: nine hazards, every year 1990–2100',
        description:
          'Runs the engine and keeps the result. The reply carries the real profile only for a purchased or allow-listed analysis; otherwise the sample profile (realResults false).',
        body: riskRequestSchema,
        response: {
          200: riskReplySchema,
          400: errorReplySchema,
          422: errorReplySchema,
          503: errorReplySchema,
        },
      },
      // The reply is built from the engine's typed result; re-validating ~170 KB of numbers on
      // every request would cost more than the analysis. The schema still documents the reply.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const account = await context.authentication.optionalAccount(request);
      return analyseForReply(
        {
          database: context.database,
          config: context.config,
          clock: context.clock,
          enginePool: context.enginePool,
          externalElevation: context.externalElevationLookup,
        },
        request.body,
        account,
      );
    },
  );
};
