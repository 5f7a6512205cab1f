import type { PaymentIntentResult } from '@stripe/stripe-js';
import { isPaymentNotSettled } from './payment-api.ts';

/**
 * What the Stripe drop-in shows once Stripe.js has answered the buyer's submit: the purchase is
 * paid; the payment is being processed (not an error: the order is settled when Stripe has the
 * money); or a payment error with its message.
 */
export type StripeConfirmationOutcome =
  { kind: 'paid' } | { kind: 'processing' } | { kind: 'payment-error'; message: string };

/**
 * Turns the answer of `stripe.confirmPayment` into what the drop-in shows. A refusal by Stripe
 * itself (a declined card, a failed authentication) is a payment error and reaches no server.
 * Otherwise the PaymentIntent's status as the browser sees it (succeeded, processing…) decides
 * nothing: `settle` has the server read the payment from Stripe and settle the order, and the
 * server's answer decides — paid, or not settled yet (its error code PAYMENT_NOT_SETTLED), which
 * is shown as being processed, never as 'Payment error'.
 */
export async function settleStripeConfirmation(
  result: PaymentIntentResult,
  settle: () => Promise<void>,
): Promise<StripeConfirmationOutcome> {
  if (result.error !== undefined) {
    return { kind: 'payment-error', message: result.error.message ?? result.error.type };
  }
  try {
    await settle();
    return { kind: 'paid' };
  } catch (error) {
    if (isPaymentNotSettled(error)) return { kind: 'processing' };
    return {
      kind: 'payment-error',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
