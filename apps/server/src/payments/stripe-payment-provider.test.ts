import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { startStripeApiServer, type StripeApiServer } from '../testing/stripe-api-server.ts';
import fixtures from '../testing/stripe-fixtures/fixtures3-resources.json' with { type: 'json' };
import { choosePaymentProvider } from './choose-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider, stripeProviderMessages } from './stripe-payment-provider.ts';

const order = { amountMinor: 103_500, currency: 'USD' };

describe('the Stripe provider against a local server answering with Stripe’s published fixtures', () => {
  let server: StripeApiServer;
  let provider: PaymentProvider;

  beforeAll(async () => {
    server = await startStripeApiServer();
    provider = createStripePaymentProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      apiBase: server.url,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const open = (orderId: string) =>
    provider.createPayment({ orderId, ...order, description: 'Commercial report: Office' });

  it('creates a PaymentIntent with the amount, currency, order id and the order id as idempotency key', async () => {
    const orderId = '4f7c2a10-1111-4222-8333-944445555666';
    const payment = await open(orderId);
    const [request] = server.requests.filter((each) => each.method === 'POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers.authorization).toBe('Bearer sk_test_local');
    expect(request?.headers['idempotency-key']).toBe(orderId);
    expect(request?.form).toMatchObject({
      amount: '103500',
      currency: 'usd',
      'metadata[orderId]': orderId,
      description: 'Commercial report: Office',
      'automatic_payment_methods[enabled]': 'true',
    });
    // Read from Stripe's reply: its id and client secret.
    expect(payment.reference).toBe(`${fixtures.payment_intent.id}1`);
    expect(payment.clientSecret).toBe(server.intent(payment.reference).client_secret);
    expect(payment.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
  });

  it('a retried create with the same order opens no second intent', async () => {
    const orderId = '4f7c2a10-2222-4222-8333-944445555666';
    const first = await open(orderId);
    const again = await open(orderId);
    expect(again.reference).toBe(first.reference);
  });

  it('resumes an open payment with its client secret, read back from Stripe', async () => {
    const { reference, clientSecret } = await open('4f7c2a10-3333-4222-8333-944445555666');
    expect(await provider.resumePayment(reference)).toEqual({ clientSecret, canBePaid: true });
    const last = server.requests.at(-1);
    expect(last).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${reference}` });
    // Canceled (in the dashboard, or expired): Stripe can no longer take it.
    server.update(reference, { status: 'canceled' });
    expect(await provider.resumePayment(reference)).toEqual({ clientSecret, canBePaid: false });
  });

  it('refunds a whole PaymentIntent as a duplicate, once per order however often it is asked', async () => {
    const orderId = '4f7c2a10-6666-4222-8333-944445555666';
    const { reference } = await open(orderId);
    server.update(reference, { status: 'succeeded', amount_received: order.amountMinor });
    const first = await provider.refundPayment({ reference, orderId, reason: 'duplicate' });
    const again = await provider.refundPayment({ reference, orderId, reason: 'duplicate' });
    expect(again).toEqual(first);
    expect(first.refundReference).toBe(`${fixtures.refund.id}${server.refunds.length}`);
    const refundRequests = server.requests.filter((each) => each.path === '/v1/refunds');
    expect(refundRequests).toHaveLength(2);
    for (const request of refundRequests) {
      expect(request.headers['idempotency-key']).toBe(`refund-${orderId}`);
      expect(request.form).toMatchObject({
        payment_intent: reference,
        reason: 'duplicate',
        'metadata[orderId]': orderId,
      });
    }
    expect(server.refunds.filter((refund) => refund.payment_intent === reference)).toEqual([
      expect.objectContaining({ amount: order.amountMinor, currency: 'usd', object: 'refund' }),
    ]);
  });

  it('refunds a payment for an analysis deleted before it arrived as requested by the customer', async () => {
    const orderId = '4f7c2a10-7777-4222-8333-944445555666';
    const { reference } = await open(orderId);
    server.update(reference, { status: 'succeeded', amount_received: order.amountMinor });
    await provider.refundPayment({ reference, orderId, reason: 'analysisDeleted' });
    expect(server.refunds.filter((refund) => refund.payment_intent === reference)).toEqual([
      expect.objectContaining({ amount: order.amountMinor, reason: 'requested_by_customer' }),
    ]);
  });

  it('cancels an open PaymentIntent that must not be paid, with Stripe’s reason for ours', async () => {
    const { reference } = await open('4f7c2a10-8888-4222-8333-944445555666');
    expect(await provider.cancelPayment({ reference, ...order, reason: 'duplicate' })).toEqual({
      status: 'declined',
      message: stripeProviderMessages.canceled,
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${reference}/cancel`,
      form: { cancellation_reason: 'duplicate' },
    });
    expect(server.intent(reference)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'duplicate',
    });
    // Asked again: Stripe refuses to cancel it twice, and its status answers.
    expect(await provider.cancelPayment({ reference, ...order, reason: 'duplicate' })).toEqual({
      status: 'declined',
      message: stripeProviderMessages.canceled,
    });

    const deleted = await open('4f7c2a10-9999-4222-8333-944445555666');
    await provider.cancelPayment({
      reference: deleted.reference,
      ...order,
      reason: 'analysisDeleted',
    });
    expect(server.intent(deleted.reference)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
  });

  it('answers what became of a PaymentIntent Stripe can no longer cancel', async () => {
    const { reference } = await open('4f7c2a10-aaaa-4222-8333-944445555666');
    // Paid just before the cancel reached Stripe: it must be given back, not thought canceled.
    server.update(reference, { status: 'succeeded', amount_received: order.amountMinor });
    expect(await provider.cancelPayment({ reference, ...order, reason: 'duplicate' })).toEqual({
      status: 'succeeded',
    });
    server.update(reference, { status: 'processing' });
    expect(await provider.cancelPayment({ reference, ...order, reason: 'duplicate' })).toEqual({
      status: 'pending',
    });
    const cancels = server.requests.filter(
      (each) => each.path === `/v1/payment_intents/${reference}/cancel`,
    );
    expect(cancels).toHaveLength(2);
    expect(server.intent(reference).status).toBe('processing');
  });

  it('reads each PaymentIntent status as our outcome', async () => {
    const { reference } = await open('4f7c2a10-4444-4222-8333-944445555666');
    const status = () =>
      provider.paymentStatus({ reference, ...order, recordedOutcome: { status: 'succeeded' } });
    const confirm = () => provider.confirmPayment({ reference, ...order, card: undefined });

    // Fresh from the fixture: requires_payment_method with no attempt yet — not paid, and what
    // our order recorded does not count (Stripe is the ledger).
    expect(await status()).toEqual({ status: 'pending' });
    for (const pending of ['processing', 'requires_action', 'requires_confirmation']) {
      server.update(reference, { status: pending });
      expect(await confirm()).toEqual({ status: 'pending' });
    }
    server.update(reference, {
      status: 'requires_payment_method',
      last_payment_error: {
        ...fixtures.payment_intent.last_payment_error,
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      },
    });
    expect(await confirm()).toEqual({ status: 'declined', message: 'Your card was declined.' });
    // The fixture's own last_payment_error carries no message: a decline all the same.
    server.update(reference, { last_payment_error: fixtures.payment_intent.last_payment_error });
    expect(await confirm()).toEqual({
      status: 'declined',
      message: stripeProviderMessages.declined,
    });
    server.update(reference, { status: 'canceled' });
    expect(await status()).toEqual({
      status: 'declined',
      message: stripeProviderMessages.canceled,
    });
    server.update(reference, { status: 'succeeded', last_payment_error: null });
    expect(await confirm()).toEqual({ status: 'succeeded' });
    expect(await status()).toEqual({ status: 'succeeded' });
  });

  it('an intent of another amount or currency never pays the order', async () => {
    const { reference } = await open('4f7c2a10-5555-4222-8333-944445555666');
    server.update(reference, { status: 'succeeded', amount: 100 });
    const outcome = await provider.confirmPayment({ reference, ...order, card: undefined });
    expect(outcome).toEqual({ status: 'declined', message: stripeProviderMessages.amountMismatch });
    server.update(reference, { amount: order.amountMinor, currency: 'eur' });
    expect(await provider.confirmPayment({ reference, ...order, card: undefined })).toEqual({
      status: 'declined',
      message: stripeProviderMessages.amountMismatch,
    });
  });

  it('an intent Stripe does not know is Stripe’s error, not a payment', async () => {
    await expect(provider.resumePayment('pi_unknown')).rejects.toThrow(
      /No such payment_intent: 'pi_unknown'/,
    );
  });
});

describe('choosePaymentProvider', () => {
  it('takes the built-in test provider with no keys and Stripe with both', () => {
    expect(choosePaymentProvider(parseConfig({})).name).toBe('test');
    const stripe = choosePaymentProvider(
      parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    );
    expect(stripe.name).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_1');
  });

  it('refuses to start with one key, naming the missing one', () => {
    expect(() => choosePaymentProvider(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toThrow(
      /STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not/,
    );
    expect(() =>
      choosePaymentProvider(parseConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY is not/);
  });
});

describe('the Stripe provider when Stripe cannot be reached', () => {
  it('answers 503 with a message the buyer can act on and Retry-After, not a 500', async () => {
    // Port 9 (discard) on this machine: nothing listens, the connection is refused.
    const provider = createStripePaymentProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      apiBase: 'http://127.0.0.1:9',
    });
    const refusal = await provider
      .createPayment({
        orderId: '4f7c2a10-9999-4222-8333-944445555666',
        ...order,
        description: 'Commercial report: Office',
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 60,
      message: stripeProviderMessages.unreachable,
    });
    await expect(
      provider.confirmPayment({ reference: 'pi_unreachable', ...order, card: undefined }),
    ).rejects.toMatchObject({ statusCode: 503 });
  }, 30_000);
});
