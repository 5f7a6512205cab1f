import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logEventBodySchema, messageReplySchema, pageViewBodySchema } from '@hazardscope/contracts';
import { recordEvent } from '../events/record-event.ts';
import { recordPageView } from '../events/record-page-view.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { RouteContext } from '../http/route-context.ts';
import { trackingRefused } from '../http/tracking-refused.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import {
  clientErrorRateLimit,
  logEventRateLimit,
  pageViewRateLimit,
} from '../rate-limits/rate-limit-rule.ts';

/** The logging endpoint and page-view analytics: HTTP 200 means handled. */
export const logRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.post(
    '/log',
    {
      // An event is a few form values (the largest, 'update', a few KB); 64 KB bounds what an
      // anonymous caller can store per call (the 2 MB general limit let 50 calls add ~100 MB).
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['events'],
        summary: 'Record a report download, CSV export, form update, search or client error',
        description:
          'A client error (`event: client-error`) is an error a page did not catch, with no personal data; it is also written to the server log as a warning, and counted against a budget of its own (30 an hour per address).',
        body: logEventBodySchema,
        response: { 200: messageReplySchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      const event = request.body;
      const clientError = 'event' in event && event.event === 'client-error';
      await consumeRateLimit(
        context.database,
        context.clock,
        clientError ? clientErrorRateLimit(request.ip) : logEventRateLimit(request.ip),
      );
      if (clientError) request.log.warn({ clientError: event }, 'a page reported an error');
      await recordEvent(context.database, context.clock, event);
      return { message: 'Recorded.' };
    },
  );

  app.post(
    '/page-view',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['events'],
        summary: 'Record that a screen, tab or dialog was shown (first-party page-view analytics)',
        description:
          'The body names one virtual path (/login, /analysis-result/ratings-tab, …), nothing else; no cookie is read or set. Not stored when the browser sends DNT: 1 or Sec-GPC: 1.',
        body: pageViewBodySchema,
        response: { 200: messageReplySchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      await consumeRateLimit(context.database, context.clock, pageViewRateLimit(request.ip));
      if (trackingRefused(request.headers)) {
        return { message: 'Not recorded: the browser asks not to be tracked.' };
      }
      await recordPageView(context.database, context.clock, request.body.path);
      return { message: 'Recorded.' };
    },
  );
};
