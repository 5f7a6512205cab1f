import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackBodySchema,
  feedbackSuccessText,
  messageReplySchema,
} from '@hazardscope/contracts';
import { submitFeedback } from '../feedback/submit-feedback.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { RouteContext } from '../http/route-context.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { feedbackRateLimit } from '../rate-limits/rate-limit-rule.ts';

/** `POST /api/feedback`: general feedback and strange-result reports, mailed to SUPPORT_EMAIL. */
export const feedbackRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback or report a strange result',
        body: feedbackBodySchema,
        response: { 200: messageReplySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await consumeRateLimit(context.database, context.clock, feedbackRateLimit(request.ip));
      await submitFeedback(
        context.database,
        context.clock,
        context.mailer,
        context.config.SUPPORT_EMAIL,
        request.body,
      );
      return { message: feedbackSuccessText };
    },
  );
};
