import type Stripe from 'stripe';
import { AppError } from '../errors.ts';
import type { PaymentOutcome, PaymentProvider, RefundReason } from './payment-provider.ts';

export const stripeProviderMessages = {
  declined: 'Your payment was declined. Try another payment method.',
  canceled: 'This payment was canceled. Close the purchase and start it again.',
  amountMismatch:
    'The payment does not match this order’s amount or currency. Close the purchase and start it again.',
  unreachable: `The payment service cannot be reached right now. Please try again in a minute: a payment you have already made is not lost, and your purchase completes when you try again.`,
} as const;

/** Seconds a buyer is asked to wait when Stripe cannot be reached (Retry-After). */
const unreachableRetryAfterSeconds = 60;

/**
 * Errors of the SDK that say Stripe could not be reached or failed on its side (the network, a
 * timeout, a 5xx; after the SDK's own retry), as opposed to an answer about this payment.
 */
const unreachableErrorTypes: ReadonlySet<string> = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
]);

/** Runs one call to Stripe; Stripe out of reach becomes a 503 the buyer can act on, not a 500. */
async function reachingStripe<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    const type = (error as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && unreachableErrorTypes.has(type)) {
      throw new AppError(
        'UNAVAILABLE',
        stripeProviderMessages.unreachable,
        undefined,
        unreachableRetryAfterSeconds,
      );
    }
    throw error;
  }
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /**
   * STRIPE_API_BASE: another address for Stripe's API (protocol, host and port), only to test
   * against a local Stripe-compatible server. Unset, the SDK talks to https://api.stripe.com.
   */
  apiBase?: string | undefined;
}

/**
 * The official SDK's client, pointed at STRIPE_API_BASE when it is set. The SDK (~7 MB of memory)
 * is loaded with the first call to Stripe, never in an installation that takes test payments.
 */
async function createStripeClient(
  settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>,
): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  if (settings.apiBase === undefined) return new StripeSdk(settings.secretKey);
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(settings.secretKey, {
    host: base.hostname,
    port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    protocol,
  });
}

/**
 * What a PaymentIntent's status means for our order (Stripe's PaymentIntent lifecycle):
 * `succeeded` is paid; `requires_payment_method` after a failed attempt (`last_payment_error`) is a
 * decline with Stripe's message, before any attempt the buyer has not paid yet; `processing`,
 * `requires_action`, `requires_confirmation` and `requires_capture` are not settled yet; `canceled`
 * cannot be paid any more. An intent whose amount or currency differ from the order's never counts
 * as payment of it.
 */
export function outcomeOfPaymentIntent(
  intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error' | 'amount' | 'currency'>,
  order: { amountMinor: number; currency: string },
): PaymentOutcome {
  if (
    intent.amount !== order.amountMinor ||
    intent.currency.toUpperCase() !== order.currency.toUpperCase()
  ) {
    return { status: 'declined', message: stripeProviderMessages.amountMismatch };
  }
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'canceled':
      return { status: 'declined', message: stripeProviderMessages.canceled };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? {
            status: 'declined',
            message: intent.last_payment_error.message ?? stripeProviderMessages.declined,
          }
        : { status: 'pending' };
    default:
      return { status: 'pending' };
  }
}

/** Stripe's refund reason for each of ours. */
const stripeRefundReasons = {
  duplicate: 'duplicate',
  analysisDeleted: 'requested_by_customer',
} as const satisfies Record<RefundReason, Stripe.RefundCreateParams.Reason>;

/**
 * Stripe's cancellation reason for each of ours: a second order of a paid analysis is a
 * `duplicate`; the order of an analysis deleted before it was paid was `abandoned`.
 */
const stripeCancellationReasons = {
  duplicate: 'duplicate',
  analysisDeleted: 'abandoned',
} as const satisfies Record<RefundReason, Stripe.PaymentIntentCancelParams.CancellationReason>;

/**
 * Stripe's error code for a PaymentIntent in a status that does not allow the call: cancel is
 * refused once the intent succeeded, was canceled already, or (mostly) is processing.
 */
const unexpectedStateCode = 'payment_intent_unexpected_state';

/**
 * Stripe as the payment provider (PaymentIntents). The browser collects and confirms the payment
 * with Stripe's Payment Element using the intent's client secret; the server opens the intent and
 * reads its status back from Stripe, never from the browser. Each order opens one intent: the
 * order id is Stripe's idempotency key, so a retried create cannot open a second one.
 */
export function createStripePaymentProvider(
  settings: StripeSettings,
  client?: Stripe,
): PaymentProvider {
  let loading = client === undefined ? undefined : Promise.resolve(client);
  const stripe = () => (loading ??= createStripeClient(settings));
  const currentOutcome = async (
    reference: string,
    order: { amountMinor: number; currency: string },
  ) => outcomeOfPaymentIntent(await (await stripe()).paymentIntents.retrieve(reference), order);
  const provider: PaymentProvider = {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createPayment({ orderId, amountMinor, currency, description }) {
      const intent = await (
        await stripe()
      ).paymentIntents.create(
        {
          amount: amountMinor,
          currency: currency.toLowerCase(),
          description,
          metadata: { orderId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: orderId },
      );
      return { reference: intent.id, clientSecret: intent.client_secret };
    },
    async resumePayment(reference) {
      const intent = await (await stripe()).paymentIntents.retrieve(reference);
      return { clientSecret: intent.client_secret, canBePaid: intent.status !== 'canceled' };
    },
    // A refund of the whole PaymentIntent with Stripe's reason for ours (a second payment is a
    // `duplicate`; an analysis the buyer deleted before paying, `requested_by_customer`);
    // `refund-<order id>` as idempotency key, so a retried call opens no second refund.
    async refundPayment({ reference, orderId, reason }) {
      const refund = await (
        await stripe()
      ).refunds.create(
        { payment_intent: reference, reason: stripeRefundReasons[reason], metadata: { orderId } },
        { idempotencyKey: `refund-${orderId}` },
      );
      return { refundReference: refund.id };
    },
    // Cancelled directly: Stripe refuses to cancel an intent that succeeded, was canceled
    // already, or is processing (payment_intent_unexpected_state), and that intent's status then
    // answers what became of it.
    async cancelPayment({ reference, amountMinor, currency, reason }) {
      try {
        const canceled = await (
          await stripe()
        ).paymentIntents.cancel(reference, {
          cancellation_reason: stripeCancellationReasons[reason],
        });
        return outcomeOfPaymentIntent(canceled, { amountMinor, currency });
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === unexpectedStateCode)) {
          throw error;
        }
        return currentOutcome(reference, { amountMinor, currency });
      }
    },
    async confirmPayment({ reference, amountMinor, currency }) {
      return currentOutcome(reference, { amountMinor, currency });
    },
    async paymentStatus({ reference, amountMinor, currency }) {
      return currentOutcome(reference, { amountMinor, currency });
    },
  };
  return {
    ...provider,
    createPayment: (input) => reachingStripe(() => provider.createPayment(input)),
    resumePayment: (reference) => reachingStripe(() => provider.resumePayment(reference)),
    refundPayment: (input) => reachingStripe(() => provider.refundPayment(input)),
    cancelPayment: (input) => reachingStripe(() => provider.cancelPayment(input)),
    confirmPayment: (input) => reachingStripe(() => provider.confirmPayment(input)),
    paymentStatus: (input) => reachingStripe(() => provider.paymentStatus(input)),
  };
}
