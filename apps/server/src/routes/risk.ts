import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  riskReplySchema,
  type RiskReply,
  riskRequestSchema,
  riskRunIdParamsSchema,
  scenarioRangeSchema,
} from '@hazardscope/contracts';
import { errorResponses } from '../http/error-responses.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import { accountOf } from '../http/authentication.ts';
import type { RouteContext } from '../http/route-context.ts';
import { negotiateReplyEncoding } from '../http/reply-encoding.ts';
import { analyseForReply } from '../risk/analyse-for-reply.ts';
import { getRunScenarioRange } from '../risk/get-run-scenario-range.ts';

/** `POST /api/risk`: one analysis of one asset. */
export const riskRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.post(
    '/risk',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Analyse one asset: nine hazards, every year 1990–2100',
        description:
          'Runs the engine and keeps the result. The reply carries the real profile only for a purchased or allow-listed analysis; otherwise the sample profile (realResults false). With `revisionOf` (a saved analysis of the caller’s, purchased) the run is a revision of it: 409 when it changes the site (latitude and longitude) or the asset type — only the design, materials and settings may change — or when the group already holds three revisions. With `revisionOfRun` (the caller’s run of one asset of a portfolio, from GET /api/portfolios/{id}/assets/{index}/analysis, or a re-run of it) the run is a revision of that asset, with real results while the portfolio is paid for: 403 when it is not, 404 for anyone else’s run, 409 as above when it changes the site or the asset type or when the asset already holds three revisions (its run and two re-runs); the new run belongs to the portfolio as the asset’s run does. Sending both is 400.',
        body: riskRequestSchema,
        response: {
          200: riskReplySchema,
          ...errorResponses(400, 401, 403, 404, 409, 503),
          422: errorReplySchema,
        },
      },
    },
    // The reply is the body analyseForReply has the engine's thread write and compress from its
    // typed result, sent as it is: re-validating ~160 KB of numbers on every request would cost more
    // than the analysis, and serialising and compressing them on the event loop as much. The schema
    // still documents the reply.
    async (request, reply) => {
      const account = await context.authentication.optionalAccount(request);
      const encoding = negotiateReplyEncoding(request.headers['accept-encoding']);
      const body = await analyseForReply(
        {
          database: context.database,
          config: context.config,
          clock: context.clock,
          enginePool: context.enginePool,
          externalElevation: context.externalElevationLookup,
          fineData: context.fineData,
          hazardData: context.hazardData,
        },
        request.body,
        account,
        encoding,
      );
      // Sent as it is: the response compression passes a body whose encoding is set.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body as unknown as RiskReply);
    },
  );

  app.get(
    '/risk/:runId/scenario-range',
    {
      preHandler: context.authentication.accountRequired,
      schema: {
        tags: ['analysis'],
        security: apiKeySecurity,
        summary:
          'The range of a run’s emissions scenario and the comparison of scenarios, before it is saved',
        description:
          'As GET /api/analysis/{id}/scenario-range, for a run of POST /api/risk (or of GET /api/portfolios/{id}/assets/{index}/analysis) that is not saved yet: its owner only (404 for anyone else or once the run has expired), and only where the run shows real results — allow-listed, a re-run of a purchased analysis, or an asset of the caller’s paid portfolio (403 otherwise).',
        params: riskRunIdParamsSchema,
        response: { 200: scenarioRangeSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      getRunScenarioRange(
        {
          database: context.database,
          config: context.config,
          enginePool: context.enginePool,
        },
        accountOf(request),
        request.params.runId,
      ),
  );
};
