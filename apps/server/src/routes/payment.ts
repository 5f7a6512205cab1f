import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentConfirmBodySchema,
  paymentFinaliseBodySchema,
  paymentIntentBodySchema,
  paymentIntentReplySchema,
  purchaseReplySchema,
  stripeWebhookReplySchema,
} from '@hazardscope/contracts';
import { errorResponses } from '../http/error-responses.ts';
import { apiKeySecurity } from '../http/openapi.ts';
import { accountOf } from '../http/authentication.ts';
import type { RouteContext } from '../http/route-context.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { confirmOrder, finaliseOrder } from '../payments/settle-order.ts';
import { startPurchase } from '../payments/start-purchase.ts';
import { receiveStripeEvent } from '../payments/stripe-webhook.ts';
import { settleReportedPortfolioPayment } from '../portfolios/portfolio-payment.ts';
import type { PortfolioQueue } from '../portfolios/portfolio-queue.ts';

const tags = ['payment'];

/**
 * The purchase calls: open an order, confirm it, finalise a purchase begun elsewhere; and Stripe's
 * webhook.
 */
export const paymentRoutes: FastifyPluginAsyncZod<
  RouteContext & { paymentProvider: PaymentProvider; portfolioQueue: PortfolioQueue }
> = async (app, context) => {
  const { authentication } = context;

  app.post(
    '/payment/intent',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Open (or resume) the order for the commercial report of a saved analysis',
        body: paymentIntentBodySchema,
        response: {
          200: paymentIntentReplySchema,
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => startPurchase(context, accountOf(request), request.body.analysisId),
  );

  app.post(
    '/payment/confirm',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Pay the order; repeating it after success charges nothing',
        description:
          'The test provider takes `card` here (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined with 402). A decline charges nothing and leaves the order open for another card.',
        body: paymentConfirmBodySchema,
        response: { 200: purchaseReplySchema, ...errorResponses(400, 401, 402, 404, 409, 503) },
      },
    },
    async (request) => confirmOrder(context, accountOf(request), request.body),
  );

  app.post(
    '/payment_finalise',
    {
      preHandler: authentication.accountRequired,
      schema: {
        tags,
        security: apiKeySecurity,
        summary: 'Finalise a purchase begun elsewhere (the payment-return URL)',
        body: paymentFinaliseBodySchema,
        response: { 200: purchaseReplySchema, ...errorResponses(400, 401, 402, 404, 409, 503) },
      },
    },
    async (request) => finaliseOrder(context, accountOf(request), request.body),
  );

  // Stripe signs the exact bytes it sends, so this one route reads its body raw: the JSON parser
  // is replaced in this plugin's scope only.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/payment/webhook',
      {
        schema: {
          tags,
          summary:
            'Stripe webhook: payment_intent succeeded, payment_failed and canceled (an analysis’s or a portfolio’s order)',
          description:
            'Called by Stripe, signed with the endpoint’s secret (STRIPE_WEBHOOK_SECRET) in the Stripe-Signature header; the signature is checked over the raw body. Answers 404 when Stripe payments or the webhook secret are not configured.',
          response: { 200: stripeWebhookReplySchema, ...errorResponses(400, 404, 503) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const reply = await receiveStripeEvent(
          {
            ...context,
            settlePortfolioPayment: (report) =>
              settleReportedPortfolioPayment({ ...context, queue: context.portfolioQueue }, report),
          },
          {
            webhookSecret: context.config.STRIPE_WEBHOOK_SECRET,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: typeof signature === 'string' ? signature : undefined,
          },
        );
        if (reply.result === 'refunded') {
          request.log.warn(
            { eventType: reply.eventType },
            'a Stripe payment arrived for an analysis already paid through another order, or deleted: refunded in full and the buyer mailed',
          );
        }
        return reply;
      },
    );
  });
};
