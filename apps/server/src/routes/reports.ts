import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisIdParamsSchema,
  csvDocumentSchema,
  notModifiedSchema,
  pdfDocumentSchema,
  reportProgressStreamSchema,
  sampleReportFileName,
  type ReportProgressLine,
} from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import { entityTagOf, isNotModified } from '../http/entity-tag.ts';
import { errorResponses } from '../http/error-responses.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import { accountOf } from '../http/authentication.ts';
import type { RouteContext } from '../http/route-context.ts';
import { exportAnalysisCsv } from '../reports/export-analysis-csv.ts';
import { reportNamesOf } from '../reports/report-names.ts';
import { buildSampleReportPdf } from '../reports/sample-report.ts';
import { getSavedReport, prepareSavedReport } from '../reports/saved-report.ts';

/** The sample PDF changes only with a new release; browsers may keep it for a day. */
const sampleCacheControl = 'public, max-age=86400';

interface GeneratedReport {
  pdf: Buffer;
  etag: string;
  lastModified: string;
}

const tags = ['reports'];

/**
 * Makes the reply a download of the caller's own document: kept by no cache on the way nor by the
 * browser (it is theirs alone, and changes with a new revision), and saved under its file name.
 */
function asPrivateAttachment<Reply extends FastifyReply>(
  reply: Reply,
  mediaType: string,
  fileName: string,
): Reply {
  reply
    .type(mediaType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition(fileName));
  return reply;
}

/**
 * The PDF reports and the CSV export.
 *
 * `GET /api/reports/sample`: the sample report the result dialog embeds ('View a Sample Report').
 * Built once after start-up in the report pool, or by the first request if that comes
 * sooner, and kept for the life of the process; concurrent requests share one build, and a failed
 * build is retried by the next request.
 *
 * `POST`/`GET /api/analysis/{id}/report` and `GET /api/analysis/{id}/export`: the report and the
 * CSV of the caller's own purchased (or allow-listed) analysis.
 */
export const reportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const reportContext = { ...context, names: reportNamesOf(context.config) };

  let sample: Promise<GeneratedReport> | undefined;
  const sampleReport = () => {
    sample ??= (async () => {
      const now = context.clock();
      const started = performance.now();
      const pdf = await buildSampleReportPdf({ ...reportContext, now });
      app.log.info(
        { bytes: pdf.length, milliseconds: Math.round(performance.now() - started) },
        'sample report built',
      );
      return { pdf, etag: entityTagOf(pdf), lastModified: now.toUTCString() };
    })().catch((error: unknown) => {
      sample = undefined;
      throw error;
    });
    return sample;
  };

  // Build it right after start-up rather than in the first visitor's request. Only a real listen
  // triggers this; injected test requests do not. A failure here is retried by the first request.
  app.addHook('onListen', async () => {
    setImmediate(() => void sampleReport().catch(() => undefined));
  });

  app.get(
    '/reports/sample',
    {
      schema: {
        tags,
        summary: 'The sample PDF report (illustrative results for an example asset)',
        description:
          'A4 PDF of the report layout with the sample profile of a Simple House in Brisbane and the real site data of that place. Served inline; honours If-None-Match.',
        produces: ['application/pdf'],
        response: {
          200: pdfDocumentSchema,
          304: notModifiedSchema,
          ...errorResponses(503),
        },
      },
    },
    async (request, reply) => {
      const report = await sampleReport();
      reply
        .header('cache-control', sampleCacheControl)
        .header('etag', report.etag)
        .header('last-modified', report.lastModified);
      if (isNotModified(request, report.etag)) return reply.code(304).send(null);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${sampleReportFileName}"`)
          // The schema documents a binary string; Fastify sends a Buffer as it is, unserialised.
          .send(report.pdf as unknown as string)
      );
    },
  );

  app.post(
    '/analysis/:id/report',
    {
      // Progress lines must reach the browser as they are written, not when a compressor's
      // buffer fills.
      compress: false,
      preHandler: context.authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Prepare the PDF report of your purchased analysis, reporting progress',
        description:
          'Draws the report (or finds the saved one of the same revision) and streams its progress as newline-delimited JSON. Then fetch the PDF with GET. 403 for an analysis not purchased (and no allow-listing), 404 for one that is not yours, 503 with Retry-After when too many reports are being drawn.',
        params: analysisIdParamsSchema,
        produces: ['application/x-ndjson'],
        response: {
          200: reportProgressStreamSchema,
          ...errorResponses(400, 401, 403, 404, 410, 503),
        },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const prepared = await prepareSavedReport(reportContext, account, request.params.id);
      const lines = new PassThrough();
      const write = (line: ReportProgressLine) => lines.write(`${JSON.stringify(line)}\n`);
      const end = (line: ReportProgressLine) => lines.end(`${JSON.stringify(line)}\n`);
      if (prepared.status === 'saved') {
        end({ status: 'done', fileName: prepared.fileName });
      } else {
        // First, so the percentages never go back: a drawing already in progress for this revision
        // (prepared in the background) is joined, and reports how far it has come at once.
        write({ status: 'progress', percent: 0 });
        // Throws the 503 here, before the reply starts, when the queue is full.
        const rendering = prepared.render(({ drawnCharts, totalCharts }) =>
          write({ status: 'progress', percent: Math.round((100 * drawnCharts) / totalCharts) }),
        );
        rendering.then(
          () => end({ status: 'done', fileName: prepared.fileName }),
          (error: unknown) => {
            // A typed error tells the reader what happened (the analysis was deleted meanwhile):
            // the stream ends with its message, as the call would have answered before starting.
            if (error instanceof AppError) {
              end({ status: 'error', message: error.message });
              return;
            }
            request.log.error({ err: error }, 'report rendering failed');
            end({
              status: 'error',
              message: 'The report could not be drawn. Please try again in a few minutes.',
            });
          },
        );
      }
      return reply
        .type('application/x-ndjson')
        .header('cache-control', 'no-store')
        .send(lines as unknown as string);
    },
  );

  app.get(
    '/analysis/:id/report',
    {
      preHandler: context.authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'The PDF report of your purchased analysis (its saved report)',
        description:
          'The saved report of the current revision, drawn first when there is none. Sent as an attachment named after the address. 403 for an analysis not purchased (and no allow-listing), 404 for one that is not yours.',
        params: analysisIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfDocumentSchema, ...errorResponses(400, 401, 403, 404, 410, 503) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const report = await getSavedReport(reportContext, account, request.params.id);
      return asPrivateAttachment(reply, 'application/pdf', report.fileName).send(
        report.pdf as unknown as string,
      );
    },
  );

  app.get(
    '/analysis/:id/export',
    {
      preHandler: context.authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'The CSV export of your analysis (needs the export permission)',
        description:
          'One column per year; per hazard a Value At Risk row and a failure probability row, and the totals. 403 without the export permission (purchase, or an export allow-listing of a verified address), 404 for an analysis that is not yours.',
        params: analysisIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: csvDocumentSchema, ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const exported = await exportAnalysisCsv(context, account, request.params.id);
      return asPrivateAttachment(reply, 'text/csv; charset=utf-8', exported.fileName)
        .serializer((payload) => payload as string)
        .send(exported.csv);
    },
  );
};
