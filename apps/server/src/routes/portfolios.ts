import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetFileName,
  csvDocumentSchema,
  paymentIntentReplySchema,
  pdfDocumentSchema,
  portfolioAssetsQuerySchema,
  riskReplySchema,
  type RiskReply,
  portfolioAssetsReplySchema,
  portfolioIdParamsSchema,
  portfolioLimits,
  portfolioListReplySchema,
  portfolioPaymentConfirmBodySchema,
  portfolioPointsReplySchema,
  portfolioPriceTiers,
  portfolioPricingReplySchema,
  portfolioPurchaseReplySchema,
  portfolioReplySchema,
  portfolioUploadFieldsSchema,
  portfolioUploadReplySchema,
} from '@hazardscope/contracts';
import { accountOf } from '../http/authentication.ts';
import { errorResponses } from '../http/error-responses.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import type { RouteContext } from '../http/route-context.ts';
import { AppError } from '../errors.ts';
import { priceLabel, purchasePriceOf } from '../payments/purchase-price.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createPortfolio } from '../portfolios/create-portfolio.ts';
import { exportPortfolioCsv } from '../portfolios/export-portfolio-csv.ts';
import { getPortfolio } from '../portfolios/get-portfolio.ts';
import { listPortfolioAssets } from '../portfolios/list-portfolio-assets.ts';
import { listPortfolioPoints } from '../portfolios/list-portfolio-points.ts';
import { listPortfolios } from '../portfolios/list-portfolios.ts';
import { portfolioMessages } from '../portfolios/portfolio-messages.ts';
import {
  confirmPortfolioPurchase,
  startPortfolioPurchase,
} from '../portfolios/portfolio-payment.ts';
import type { PortfolioQueue } from '../portfolios/portfolio-queue.ts';
import { rejectedRowsCsv } from '../portfolios/rejected-rows-csv.ts';
import { analysePortfolioAsset } from '../portfolios/analyse-portfolio-asset.ts';
import { negotiateReplyEncoding, streamedExportCompression } from '../http/reply-encoding.ts';
import { renderPortfolioReport } from '../portfolios/render-portfolio-report.ts';
import { runPortfolio } from '../portfolios/run-portfolio.ts';
import { cancelPortfolio, deletePortfolio } from '../portfolios/stop-portfolio.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { portfolioUploadRateLimit } from '../rate-limits/rate-limit-rule.ts';

export interface PortfolioRouteContext extends RouteContext {
  paymentProvider: PaymentProvider;
  portfolioQueue: PortfolioQueue;
}

/** The 1,000-asset sample file the Portfolio page links (apps/server/samples). */
const sampleFile = (() => {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = start; path.dirname(folder) !== folder; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'samples', 'portfolio-sample.csv');
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
})();

const tags = ['portfolios'];
const privateDownload = 'private, no-store';

/** Bytes a text field of the upload form may hold: a 500-character title in UTF-8 with room over. */
const uploadFieldBytes = 10_000;
/** The multipart envelope around the file: the boundaries, part headers and the text fields. */
const uploadEnvelopeBytes = 64 * 1024;

/** 413, answered before the body is read, and the connection closed so the rest is never read. */
function tooLarge(reply: FastifyReply): AppError {
  reply.header('connection', 'close');
  return new AppError('PAYLOAD_TOO_LARGE', portfolioMessages.tooLarge, 'file');
}

/** An upload whose declared length is over the limit is refused before a byte of it is read. */
async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const declaredBytes = Number(request.headers['content-length']);
  if (declaredBytes > portfolioLimits.fileBytes + uploadEnvelopeBytes) throw tooLarge(reply);
}

/**
 * The upload form's parts: the one `file` (at most `portfolioLimits.fileBytes`: a longer one,
 * streamed without a declared length, is cut off and answered 413 with the connection closed) and
 * the text fields. A second file, too many fields or a field over `uploadFieldBytes` is a 400.
 */
async function readUploadParts(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ file: Buffer | undefined; fields: Record<string, string> }> {
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== undefined)
          throw new AppError('BAD_REQUEST', portfolioMessages.oneFile, 'file');
        file = await part.toBuffer();
      } else {
        if (part.valueTruncated)
          throw new AppError('BAD_REQUEST', portfolioMessages.fieldTooLong, part.fieldname);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(reply);
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', portfolioMessages.oneFile, 'file');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('BAD_REQUEST', portfolioMessages.tooManyFields);
    throw error;
  }
  return { file, fields };
}

/** Portfolios: many assets from one uploaded table, analysed on the job queue. Owner only. */
export const portfolioRoutes: FastifyPluginAsyncZod<PortfolioRouteContext> = async (
  app,
  context,
) => {
  await app.register(multipart, {
    limits: {
      fileSize: portfolioLimits.fileBytes,
      files: 1,
      fields: 10,
      fieldSize: uploadFieldBytes,
    },
  });
  const accountRequired = context.authentication.accountRequired;

  app.get(
    '/portfolios/pricing',
    {
      schema: {
        tags,
        summary: 'Portfolio price tiers and limits, as the pricing page shows them',
        response: { 200: portfolioPricingReplySchema },
      },
    },
    async () => {
      const single = purchasePriceOf(context.config);
      return {
        currency: single.currency,
        singlePriceLabel: single.label,
        tiers: portfolioPriceTiers.map((tier) => ({
          fromAsset: tier.fromAsset,
          toAsset: tier.toAsset,
          perAssetLabel: priceLabel(
            Math.round(single.amountMinor * tier.fractionOfSinglePrice),
            single.currency,
          ),
        })),
        limits: {
          rowsPerPortfolio: portfolioLimits.rowsPerPortfolio,
          fileBytes: portfolioLimits.fileBytes,
          portfoliosPerAccountPerDay: portfolioLimits.portfoliosPerAccountPerDay,
        },
      };
    },
  );

  app.get(
    '/portfolios/sample.csv',
    {
      schema: {
        tags,
        summary: 'A sample portfolio of 1,000 assets (real towns, a few deliberately bad rows)',
        produces: ['text/csv'],
        response: { 200: csvDocumentSchema, ...errorResponses(404) },
      },
    },
    async (_request, reply) => {
      if (sampleFile === undefined)
        throw new AppError('NOT_FOUND', 'The sample portfolio is not installed with this server.');
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', contentDisposition('portfolio-sample.csv'))
        .send(fs.createReadStream(sampleFile) as unknown as string);
    },
  );

  app.post(
    '/portfolios',
    {
      onRequest: refuseOversizedUpload,
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Upload a portfolio (CSV or XLSX) and get its quote',
        description: `multipart/form-data with \`file\` (CSV or XLSX, at most ${portfolioLimits.fileBytes} bytes and ${portfolioLimits.rowsPerPortfolio} rows), \`title\` and \`scenario\` (ssp126, ssp245, ssp370 or ssp585). Headers are matched case- and space-insensitively: id, latitude and longitude (or address), asset_type (acronym or name), replacement_value, and design fields by their catalogue machine names. Rows that cannot run are listed in \`rejected\` and never stop the others. 400 for a file that is not a table, is empty, or has no usable row; 413 (and the connection closed) for a body over the size limit; 429 past ${portfolioLimits.portfoliosPerAccountPerDay} portfolios a day.`,
        consumes: ['multipart/form-data'],
        response: {
          202: portfolioUploadReplySchema,
          ...errorResponses(400, 401, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      await consumeRateLimit(context.database, context.clock, portfolioUploadRateLimit(request.ip));
      if (!request.isMultipart())
        throw new AppError('BAD_REQUEST', portfolioMessages.fileRequired, 'file');
      const { file, fields } = await readUploadParts(request, reply);
      if (file === undefined)
        throw new AppError('BAD_REQUEST', portfolioMessages.fileRequired, 'file');
      const parsed = portfolioUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || undefined;
        throw new AppError(
          'BAD_REQUEST',
          `${field ? `${field}: ` : ''}${issue?.message ?? 'invalid'}`,
          field,
        );
      }
      const created = await createPortfolio(context, account, { file, ...parsed.data });
      return reply.code(202).send(created);
    },
  );

  app.get(
    '/portfolios',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Your portfolios, newest first',
        response: { 200: portfolioListReplySchema, ...errorResponses(401) },
      },
    },
    async (request) => listPortfolios(context.database, accountOf(request)),
  );

  app.get(
    '/portfolios/:id',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'A portfolio’s status, progress and, once done, its summary',
        params: portfolioIdParamsSchema,
        response: { 200: portfolioReplySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getPortfolio(context, accountOf(request), request.params.id),
  );

  app.get(
    '/portfolios/:id/assets',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'A page of a portfolio’s assets with their results, filtered and sorted',
        description:
          'In file order from `cursor` (the previous page’s nextCursor), or in any `sort` and `order` from `offset`. Filters: `search` (reference, address, region, country or asset type), `assetType` (acronym), `rating` (end of life: A, B, C or failed), `region` (a byRegion key of the summary). `matching` counts the assets the filters keep. 403 until the portfolio is paid for (or the account allow-listed).',
        params: portfolioIdParamsSchema,
        querystring: portfolioAssetsQuerySchema,
        response: { 200: portfolioAssetsReplySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listPortfolioAssets(context, accountOf(request), request.params.id, request.query),
  );

  app.get(
    '/portfolios/:id/points',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Every asset of a portfolio as a map point',
        description:
          'In file order, each asset as `[longitude, latitude, rating at end of life or null, index]`: what the map needs, without the assets’ records. 403 until the portfolio is paid for (or the account allow-listed).',
        params: portfolioIdParamsSchema,
        response: { 200: portfolioPointsReplySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPortfolioPoints(context, accountOf(request), request.params.id),
  );

  app.post(
    '/portfolios/:id/run',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Queue a quoted portfolio (paid for, or an allow-listed account)',
        params: portfolioIdParamsSchema,
        response: { 200: portfolioReplySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      runPortfolio(
        { ...context, queue: context.portfolioQueue },
        accountOf(request),
        request.params.id,
      ),
  );

  app.post(
    '/portfolios/:id/cancel',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Cancel a portfolio: its remaining chunks are not computed',
        params: portfolioIdParamsSchema,
        response: { 200: portfolioReplySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await cancelPortfolio(context, accountOf(request), request.params.id);
      return getPortfolio(context, accountOf(request), request.params.id);
    },
  );

  app.delete(
    '/portfolios/:id',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Delete a portfolio and its results; its remaining chunks stop',
        params: portfolioIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deletePortfolio(context.database, accountOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/portfolios/:id/payment/intent',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Open the payment of a portfolio at its quoted price',
        params: portfolioIdParamsSchema,
        response: { 200: paymentIntentReplySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      startPortfolioPurchase(
        { ...context, queue: context.portfolioQueue },
        accountOf(request),
        request.params.id,
      ),
  );

  app.post(
    '/portfolios/:id/payment/confirm',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Pay for a portfolio; once paid it is queued',
        params: portfolioIdParamsSchema,
        body: portfolioPaymentConfirmBodySchema,
        response: {
          200: portfolioPurchaseReplySchema,
          ...errorResponses(400, 401, 402, 404, 409),
        },
      },
    },
    async (request) =>
      confirmPortfolioPurchase(
        { ...context, queue: context.portfolioQueue },
        accountOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/portfolios/:id/rejected.csv',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary:
          'The rows of the upload that were not analysed, with the reason, to fix and upload again',
        params: portfolioIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: csvDocumentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { title, csv } = await rejectedRowsCsv(
        context.database,
        accountOf(request),
        request.params.id,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', privateDownload)
        .header(
          'content-disposition',
          contentDisposition(assetFileName(`${title} rejected rows`, 'csv')),
        )
        .send(csv);
    },
  );

  app.get(
    '/portfolios/:id/export.csv',
    {
      preHandler: accountRequired,
      compress: streamedExportCompression,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Every asset × year × hazard of a finished portfolio, streamed',
        description:
          'One row per asset and year: total VAR, each hazard’s VAR and the scenario band (fractions of the replacement value). 403 until paid for (or allow-listed), 409 before it has finished.',
        params: portfolioIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: csvDocumentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { portfolio, stream } = await exportPortfolioCsv(
        context,
        accountOf(request),
        request.params.id,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', privateDownload)
        .header('content-disposition', contentDisposition(assetFileName(portfolio.title, 'csv')))
        .send(stream as unknown as string);
    },
  );

  app.get(
    '/portfolios/:id/report.pdf',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'The portfolio summary report (PDF)',
        description:
          'Cover, totals, the value-weighted VAR chart with the scenario band, the assets with the highest VAR, breakdowns by region and asset type, methods and caveats. 403 until paid for (or allow-listed), 409 before it has finished, 503 when the report workers are busy.',
        params: portfolioIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: pdfDocumentSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const { title, pdf } = await renderPortfolioReport(
        { ...context, productName: context.config.PRODUCT_NAME },
        accountOf(request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', privateDownload)
        .header('content-disposition', contentDisposition(assetFileName(title, 'pdf')))
        .send(pdf as unknown as string);
    },
  );

  app.get(
    '/portfolios/:id/assets/:index/analysis',
    {
      preHandler: accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'One asset of a portfolio as a single analysis, for the result dialog',
        description:
          'The asset’s request run again on the portfolio’s analysis date: the same numbers the portfolio stored, in the reply of POST /api/risk (real results), kept as your run of this portfolio. While the portfolio is yours and paid for, that run counts as purchased for you: GET /api/risk/{runId}/scenario-range answers its real range, and saving it (POST /api/analysis with its `_id`) keeps real results for you — its report, export and adaptations included — though not for others who open its link. 403 until the portfolio is paid for (or you are allow-listed); 404 for another account’s portfolio or an index it does not have.',
        params: portfolioIdParamsSchema.extend({ index: z.coerce.number().int().min(0) }),
        response: { 200: riskReplySchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const encoding = negotiateReplyEncoding(request.headers['accept-encoding']);
      const body = await analysePortfolioAsset(
        context,
        accountOf(request),
        request.params.id,
        request.params.index,
        encoding,
      );
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body as unknown as RiskReply);
    },
  );
};
