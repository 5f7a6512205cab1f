import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisGroupQuerySchema,
  analysisIdParamsSchema,
  analysisSharingSchema,
  analysisIdQuerySchema,
  analysisListQuerySchema,
  deleteAdaptationBodySchema,
  deletedCountReplySchema,
  saveAnalysisBodySchema,
  savedAnalysisListSchema,
  savedAnalysisSchema,
  scenarioRangeSchema,
} from '@hazardscope/contracts';
import { deleteAdaptation } from '../analyses/delete-adaptation.ts';
import { deleteAnalysis } from '../analyses/delete-analysis.ts';
import { deleteAnalysisGroup } from '../analyses/delete-analysis-group.ts';
import { getAnalysis } from '../analyses/get-analysis.ts';
import { getScenarioRange } from '../analyses/get-scenario-range.ts';
import { getSharedAnalysis } from '../analyses/get-shared-analysis.ts';
import { listAnalyses } from '../analyses/list-analyses.ts';
import { saveAnalysis } from '../analyses/save-analysis.ts';
import { setAnalysisSharing } from '../analyses/set-analysis-sharing.ts';
import { errorResponses } from '../http/error-responses.ts';
import { reportNamesOf } from '../reports/report-names.ts';
import { prepareReportInBackground } from '../reports/saved-report.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import { accountOf } from '../http/authentication.ts';
import type { RouteContext } from '../http/route-context.ts';

const tags = ['analysis'];

/** The saved-analysis calls. Another user's analysis answers 404, never 403. */
export const analysisRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { authentication, database } = context;
  const reportContext = { ...context, names: reportNamesOf(context.config) };

  app.get(
    '/analysis',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: "The user's saved analyses and those shared with them (adaptations hidden)",
        description:
          'Summaries (server fields, title, input_source, warnings, geometry, properties name/address/archetype/' +
          'assetLifeEnd) unless `include=full`; fetch one whole analysis with `GET /api/analysis/{id}`. ' +
          'Oldest first, in pages of at most 100 summaries or 10 whole analyses (`limit`); while more remain, ' +
          'the `Link` header gives the next page (rel="next", with its `cursor`).',
        querystring: analysisListQuerySchema,
        response: { 200: savedAnalysisListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = await listAnalyses(context, accountOf(request), request.query);
      if (page.nextCursor !== undefined) {
        const next = new URLSearchParams({ include: request.query.include });
        if (request.query.limit !== undefined) next.set('limit', String(request.query.limit));
        next.set('cursor', page.nextCursor);
        void reply.header('link', `</api/analysis?${next.toString()}>; rel="next"`);
      }
      return page.analyses;
    },
  );

  app.get(
    '/analysis/:id',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'One whole analysis of the user’s list (owned, or shared with them)',
        params: analysisIdParamsSchema,
        response: { 200: savedAnalysisSchema, ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request) => {
      const reader = accountOf(request);
      const analysis = await getAnalysis(context, reader, request.params.id);
      // Its owner may download the report next: drawn now, it is saved by then. A shutdown waits
      // for it (as for a request); a server already draining starts none.
      if (
        analysis.realResults === true &&
        context.config.PREPARE_REPORTS === 'true' &&
        !context.lifecycle.draining
      ) {
        context.lifecycle
          .track(
            'report drawn ahead',
            prepareReportInBackground(reportContext, reader, request.params.id),
          )
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'report preparation failed'),
          );
      }
      return analysis;
    },
  );

  app.get(
    '/analysis/:id/scenario-range',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'The range of the analysis’s emissions scenario and the comparison of scenarios',
        description:
          'Lower and upper VAR per year (total and per hazard) from engine runs at the low and high end of the scenario’s AR6 range (5–95 % warming, likely-range sea level), and the central total VAR of ssp126, ssp245, ssp370 and ssp585 in 2030, 2050 and 2100. Computed on request (four engine runs). 403 while the analysis shows the sample profile.',
        params: analysisIdParamsSchema,
        response: { 200: scenarioRangeSchema, ...errorResponses(400, 401, 403, 404, 410, 503) },
      },
    },
    async (request) => getScenarioRange(context, accountOf(request), request.params.id),
  );

  app.post(
    '/analysis',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Save a run from POST /api/risk under a title; reply has _id',
        description:
          'The server builds the stored analysis from the run it kept: the client sends only `runId` and `title`. Saving the same run again renames it. A re-run of a purchased group joins that group. A run that showed the sample profile is analysed again first, on the engine’s threads (503 with Retry-After when their queue is full).',
        body: saveAnalysisBodySchema,
        response: { 200: savedAnalysisSchema, ...errorResponses(400, 401, 404, 409, 410, 503) },
      },
    },
    async (request) => saveAnalysis(context, accountOf(request), request.body),
  );

  app.delete(
    '/analysis',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Delete one analysis (409 when purchased)',
        querystring: analysisIdQuerySchema,
        response: { 200: deletedCountReplySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => deleteAnalysis(database, accountOf(request).id, request.query.id),
  );

  app.delete(
    '/analysis/group',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Delete every revision of a group (409 when any is purchased)',
        querystring: analysisGroupQuerySchema,
        response: { 200: deletedCountReplySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => deleteAnalysisGroup(database, accountOf(request).id, request.query.groupId),
  );

  app.post(
    '/analysis/delete-adaptation',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Delete the saved adaptation option of a pathway',
        body: deleteAdaptationBodySchema,
        response: { 200: deletedCountReplySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => deleteAdaptation(database, accountOf(request).id, request.body),
  );

  app.get(
    '/share_analysis/:id',
    {
      schema: {
        tags,
        summary: 'A shared analysis, read-only, no login; a logged-in viewer gets it in their list',
        params: analysisIdParamsSchema,
        response: { 200: savedAnalysisSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) =>
      getSharedAnalysis(context, request.params.id, await authentication.optionalAccount(request)),
  );

  app.post(
    '/analysis/:id/sharing',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Stop or resume sharing your analysis (its link)',
        description:
          'With shared false, the link (?analysisId=) answers 410 to anyone but you and the analysis leaves the lists of those who opened it; with shared true the same link opens it again. 404 for an analysis that is not yours.',
        params: analysisIdParamsSchema,
        body: analysisSharingSchema,
        response: { 200: analysisSharingSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      setAnalysisSharing(context, accountOf(request), request.params.id, request.body.shared),
  );
};
