import type Stripe from 'stripe';
import type { StripeWebhookReply } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import type { PaymentContext } from './payment-context.ts';
import { settleReportedPayment, type ReportedPayment } from './settle-order.ts';
import { outcomeOfPaymentIntent } from './stripe-payment-provider.ts';

export const stripeWebhookMessages = {
  notConfigured:
    'Stripe webhooks are not set up in this installation: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must all be set.',
  signatureMissing:
    'The Stripe-Signature header is missing: this endpoint takes only events signed by Stripe.',
  signatureInvalid:
    'The Stripe-Signature header does not verify for this body with the webhook’s signing secret (STRIPE_WEBHOOK_SECRET). Check the secret of the endpoint in the Stripe dashboard.',
} as const;

export interface StripeWebhookContext extends PaymentContext {
  /**
   * Settles a portfolio's order the event names (portfolios/portfolio-payment.ts), 'unknown' when
   * none has its reference; passed in, so that payments import nothing of portfolios.
   */
  settlePortfolioPayment?: (report: ReportedPayment) => ReturnType<typeof settleReportedPayment>;
}

/**
 * `POST /api/payment/webhook`: an event from Stripe. Its signature is checked over the raw body with
 * the SDK's `webhooks.constructEvent` and STRIPE_WEBHOOK_SECRET (which also refuses an event more
 * than 5 minutes old, Stripe's replay tolerance). `payment_intent.succeeded` and
 * `payment_intent.payment_failed` settle the order of that intent through the one settle path, so
 * a resent event charges and mails nothing more; `payment_intent.canceled` records the order as
 * declined with Stripe's cancellation. A payment that arrives for an analysis already paid through
 * another order, or deleted unpaid, is refunded in full (and the buyer told). Other event types are
 * acknowledged and ignored. An intent of a portfolio's order pays and queues that portfolio the
 * same way (`settlePortfolioPayment`), whether or not its buyer's confirm comes, and one of a
 * portfolio already paid through another order is canceled or refunded as an analysis's is.
 */
export async function receiveStripeEvent(
  context: StripeWebhookContext,
  input: { webhookSecret: string | undefined; rawBody: Buffer; signature: string | undefined },
): Promise<StripeWebhookReply> {
  if (context.paymentProvider.name !== 'stripe' || input.webhookSecret === undefined) {
    throw new AppError('NOT_FOUND', stripeWebhookMessages.notConfigured);
  }
  if (input.signature === undefined || input.signature === '') {
    throw new AppError('BAD_REQUEST', stripeWebhookMessages.signatureMissing);
  }
  // Loaded here rather than with the server: only an installation taking Stripe payments needs it.
  const { default: StripeSdk } = await import('stripe');
  let event: Stripe.Event;
  try {
    event = StripeSdk.webhooks.constructEvent(input.rawBody, input.signature, input.webhookSecret);
  } catch (error) {
    if (error instanceof StripeSdk.errors.StripeSignatureVerificationError) {
      throw new AppError('BAD_REQUEST', stripeWebhookMessages.signatureInvalid);
    }
    throw error;
  }
  if (
    event.type !== 'payment_intent.succeeded' &&
    event.type !== 'payment_intent.payment_failed' &&
    event.type !== 'payment_intent.canceled'
  ) {
    return { received: true, eventType: event.type, result: 'ignored' };
  }
  const intent = event.data.object;
  const report: ReportedPayment = {
    reference: intent.id,
    outcomeFor: (order) => outcomeOfPaymentIntent(intent, order),
  };
  const result = await settleReportedPayment(context, report);
  if (result === 'unknown' && context.settlePortfolioPayment !== undefined)
    return {
      received: true,
      eventType: event.type,
      result: await context.settlePortfolioPayment(report),
    };
  return { received: true, eventType: event.type, result };
}
