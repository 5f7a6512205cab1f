import type { PaymentIntent, PaymentIntentResult } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentNotSettledErrorCode } from '@hazardscope/contracts';
import { confirmPurchase } from './payment-api.ts';
import { settleStripeConfirmation } from './stripe-confirmation.ts';

const orderId = '0b9f2c3e-5555-4b55-9a2e-2f1d3c4b5a69';

/** A PaymentIntent as Stripe.js answers confirmPayment with it (a card payment), in this status. */
function paymentIntentIn(status: PaymentIntent.Status): PaymentIntentResult {
  return {
    paymentIntent: {
      id: 'pi_1PgafyB7WZ01zgkWSjxsAJo3',
      object: 'payment_intent',
      amount: 103_500,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: 'pi_1PgafyB7WZ01zgkWSjxsAJo3_secret_Dm43xiq1k0ywrRRjDoi8y1gkM',
      confirmation_method: 'automatic',
      created: 1_722_000_000,
      currency: 'usd',
      description: 'Commercial report: My house',
      last_payment_error: null,
      livemode: false,
      next_action: null,
      payment_method: 'pm_1PgagAB7WZ01zgkW0Hy3M3Zt',
      payment_method_types: ['card'],
      receipt_email: null,
      setup_future_usage: null,
      shipping: null,
      status,
    },
  };
}

/** Our server's answers to `POST /api/payment/confirm`, as fetch gives them to the client. */
function serverAnswers(status: number, body: object) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requested;
}

const settleWithServer = () => confirmPurchase(orderId).then(() => undefined);

afterEach(() => vi.unstubAllGlobals());

describe('settleStripeConfirmation', () => {
  it('shows a payment the server finds not settled yet as being processed, not as an error', async () => {
    const requested = serverAnswers(409, {
      error: paymentNotSettledErrorCode,
      message: 'The payment is not complete yet.',
    });
    expect(await settleStripeConfirmation(paymentIntentIn('processing'), settleWithServer)).toEqual(
      { kind: 'processing' },
    );
    expect(requested).toEqual(['/api/payment/confirm']);
  });

  it('lets the server decide: a processing intent the server finds paid is paid', async () => {
    serverAnswers(200, {
      status: 'succeeded',
      analysisId: '0b9f2c3e-4444-4b55-9a2e-2f1d3c4b5a69',
      orderId,
      paidAt: '2026-11-23T00:00:00.000Z',
    });
    expect(await settleStripeConfirmation(paymentIntentIn('processing'), settleWithServer)).toEqual(
      { kind: 'paid' },
    );
  });

  it('shows any other refusal of the server as a payment error with its message', async () => {
    // Another conflict, even one whose text speaks of completing: only the code means pending.
    serverAnswers(409, {
      error: 'CONFLICT',
      message: 'This payment was canceled and can no longer be completed.',
    });
    expect(await settleStripeConfirmation(paymentIntentIn('succeeded'), settleWithServer)).toEqual({
      kind: 'payment-error',
      message: 'This payment was canceled and can no longer be completed.',
    });
  });

  it('shows a refusal by Stripe itself as a payment error, asking our server nothing', async () => {
    const requested = serverAnswers(500, {});
    const declined: PaymentIntentResult = {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    };
    expect(await settleStripeConfirmation(declined, settleWithServer)).toEqual({
      kind: 'payment-error',
      message: 'Your card was declined.',
    });
    expect(requested).toEqual([]);
  });
});
