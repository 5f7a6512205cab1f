import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { stripeEventOf } from '../testing/stripe-api-server.ts';
import type { PaymentContext } from './payment-context.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';
import { receiveStripeEvent, stripeWebhookMessages } from './stripe-webhook.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

const webhookSecret = 'whsec_test_unit';
const payload = JSON.stringify(stripeEventOf('payment_intent.succeeded', { id: 'pi_1' }));
const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

/** Only the provider is read before the event is verified; any other part would be a failure. */
function contextWith(paymentProvider: PaymentContext['paymentProvider']): PaymentContext {
  return new Proxy({ paymentProvider } as PaymentContext, {
    get(target, property) {
      if (property !== 'paymentProvider') throw new Error(`unexpected use of ${String(property)}`);
      return target.paymentProvider;
    },
  });
}

describe('receiveStripeEvent before the event is read', () => {
  const stripe = createStripePaymentProvider({
    secretKey: 'sk_test_1',
    publishableKey: 'pk_test_1',
  });

  it('is not found with the test provider, or with Stripe but no webhook secret', async () => {
    for (const [provider, secret] of [
      [createTestPaymentProvider(), webhookSecret],
      [stripe, undefined],
    ] as const) {
      const receiving = receiveStripeEvent(contextWith(provider), {
        webhookSecret: secret,
        rawBody: Buffer.from(payload),
        signature,
      });
      await expect(receiving).rejects.toThrow(stripeWebhookMessages.notConfigured);
      await expect(receiving).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('verifies the signature over the exact bytes: one changed byte is a bad request', async () => {
    const changed = Buffer.from(payload.replace('pi_1', 'pi_2'));
    const receiving = receiveStripeEvent(contextWith(stripe), {
      webhookSecret,
      rawBody: changed,
      signature,
    });
    await expect(receiving).rejects.toBeInstanceOf(AppError);
    await expect(receiving).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: stripeWebhookMessages.signatureInvalid,
    });
  });
});
