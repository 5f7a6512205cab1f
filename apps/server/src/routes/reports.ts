import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notModifiedSchema, pdfDocumentSchema, sampleReportFileName } from '@hazardscope/contracts';
import type { RouteContext } from '../http/route-context.ts';
import { buildSampleReportPdf } from '../reports/sample-report.ts';

/** The sample PDF changes only with a new release; browsers may keep it for a day. */
const sampleCacheControl = 'public, max-age=86400';

interface GeneratedReport {
  pdf: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * `GET /api/reports/sample`: the sample report the result dialog embeds ('View a Sample Report'). Built once after start-up, or by the first request if that comes sooner (~2–3 s of
 * CPU, yielding between blocks), and kept for the life of the process; concurrent requests share one
 * build, and a failed build is retried by the next request.
 */
export const reportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  let sample: Promise<GeneratedReport> | undefined;
  const sampleReport = () => {
    sample ??= (async () => {
      const now = context.clock();
      const started = performance.now();
      const pdf = await buildSampleReportPdf({
        catalogue: context.catalogue,
        hazardData: context.hazardData,
        now,
        names: {
          productName: context.config.PRODUCT_NAME,
          providerShortName: context.config.PROVIDER_SHORT_NAME,
          supportEmail: context.config.SUPPORT_EMAIL,
          publicUrl: context.config.publicUrl,
        },
      });
      app.log.info(
        { bytes: pdf.length, milliseconds: Math.round(performance.now() - started) },
        'sample report built',
      );
      const digest = createHash('sha256').update(pdf).digest('base64url').slice(0, 27);
      return { pdf, etag: `"${digest}"`, lastModified: now.toUTCString() };
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
        summary: 'The sample PDF report (illustrative results for an example asset)',
        description:
          'A4 PDF of the report layout with the sample profile of a Simple House in Brisbane and the real site data of that place. Served inline; honours If-None-Match.',
        produces: ['application/pdf'],
        response: {
          200: pdfDocumentSchema,
          304: notModifiedSchema,
        },
      },
    },
    async (request, reply) => {
      const report = await sampleReport();
      reply
        .header('cache-control', sampleCacheControl)
        .header('etag', report.etag)
        .header('last-modified', report.lastModified);
      if (request.headers['if-none-match'] === report.etag) return reply.code(304).send(null);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${sampleReportFileName}"`)
          // The schema documents a binary string; Fastify sends a Buffer as it is, unserialised.
          .send(report.pdf as unknown as string)
      );
    },
  );
};
