import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adaptationCompareReplySchema,
  adaptationCompareRequestSchema,
  adaptationListQuerySchema,
  adaptationRunReplySchema,
  adaptationRunRequestSchema,
  savedAdaptationListSchema,
} from '@hazardscope/contracts';
import { compareAdaptationPathways } from '../adaptation/compare-adaptation-pathways.ts';
import { listSavedAdaptations } from '../adaptation/list-saved-adaptations.ts';
import { runAdaptationPathway } from '../adaptation/run-adaptation-pathway.ts';
import { errorResponses } from '../http/error-responses.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import { accountOf } from '../http/authentication.ts';
import type { RouteContext } from '../http/route-context.ts';

const tags = ['adaptation'];

/**
 * The adaptation planner's calls. Each needs the caller's own saved analysis; running and comparing
 * also need it purchased (or an allow-listed reader), since what they answer are real results.
 * Saving an option is `POST /api/analysis` with `adaptationOptions` and `parentAnalysisId`, deleting
 * it `POST /api/analysis/delete-adaptation`.
 */
export const adaptationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { authentication } = context;

  app.post(
    '/adaptation/run',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Run the options of one adaptation pathway (one engine run per option, kept)',
        description:
          'Options apply in the order of their years, each on top of those before it. The reply names each option’s run; price them with POST /api/adaptation/compare, save one with POST /api/analysis.',
        body: adaptationRunRequestSchema,
        response: {
          200: adaptationRunReplySchema,
          ...errorResponses(400, 401, 403, 404, 410, 429),
        },
      },
    },
    async (request) =>
      runAdaptationPathway(
        { ...context, externalElevation: context.externalElevationLookup },
        accountOf(request),
        request.body,
      ),
  );

  app.post(
    '/adaptation/compare',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary:
          'Price the baseline and each pathway: premiums per year, NPV, best pathway, payback',
        body: adaptationCompareRequestSchema,
        response: {
          200: adaptationCompareReplySchema,
          ...errorResponses(400, 401, 403, 404, 410),
        },
      },
    },
    async (request) => compareAdaptationPathways(context, accountOf(request), request.body),
  );

  app.get(
    '/adaptation/saved',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'The saved adaptation options of one of the user’s analyses',
        querystring: adaptationListQuerySchema,
        response: { 200: savedAdaptationListSchema, ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request) =>
      listSavedAdaptations(context.database, accountOf(request), request.query.analysisId),
  );
};
