import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logEventBodySchema, messageReplySchema } from '@hazardscope/contracts';
import { recordEvent } from '../events/record-event.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { RouteContext } from '../http/route-context.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { logEventRateLimit } from '../rate-limits/rate-limit-rule.ts';

/** The logging endpoint: HTTP 200 means recorded. */
export const logRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.post(
    '/log',
    {
      // An event is a few form values (the largest, 'update', a few KB); 64 KB bounds what an
      // anonymous caller can store per call (the 2 MB general limit let 50 calls add ~100 MB).
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['events'],
        summary: 'Record a report download, CSV export, form update or search',
        body: logEventBodySchema,
        response: { 200: messageReplySchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      await consumeRateLimit(context.database, context.clock, logEventRateLimit(request.ip));
      await recordEvent(context.database, context.clock, request.body);
      return { message: 'Recorded.' };
    },
  );
};
