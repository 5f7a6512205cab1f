import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allowListAuthorisedText,
  allowListBodySchema,
  allowListRefusedText,
} from '@hazardscope/contracts';
import { isAllowListed } from '../allowlist/is-allow-listed.ts';
import { errorResponses } from '../http/error-responses.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import type { RouteContext } from '../http/route-context.ts';

/**
 * `POST /api/allowlist`: text 'Authorised' or a refusal. Only the logged-in user's own, verified
 * username can be answered 'Authorised', so the call cannot be used to probe who is listed.
 */
export const allowListRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.post(
    '/allowlist',
    {
      schema: {
        tags: ['allowlist'],
        security: apiKeySecurity,
        summary: "Is this user allowed to purchase ('allow') or export ('export') without payment?",
        body: allowListBodySchema,
        response: { 200: z.string(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const kind = 'allow' in request.body ? 'allow' : 'export';
      const username = 'allow' in request.body ? request.body.allow : request.body.export;
      const account = await context.authentication.optionalAccount(request);
      const allowed =
        account?.username === username &&
        (await isAllowListed(context.database, context.config, account, kind));
      return reply
        .type('text/plain; charset=utf-8')
        .send(allowed ? allowListAuthorisedText : allowListRefusedText);
    },
  );
};
