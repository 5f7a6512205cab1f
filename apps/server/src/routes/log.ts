import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logEventBodySchema, messageReplySchema } from '@hazardscope/contracts';
import { recordEvent } from '../events/record-event.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { RouteContext } from '../http/route-context.ts';

/** The logging endpoint of SPEC.md §7: HTTP 200 means recorded. */
export const logRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.post(
    '/log',
    {
      schema: {
        tags: ['events'],
        summary: 'Record a report download, CSV export, form update or search',
        body: logEventBodySchema,
        response: { 200: messageReplySchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await recordEvent(context.database, context.clock, request.body);
      return { message: 'Recorded.' };
    },
  );
};
