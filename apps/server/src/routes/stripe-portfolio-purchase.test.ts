import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, portfolios } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { paymentMessages } from '../payments/payment-messages.ts';
import { portfolioMessages } from '../portfolios/portfolio-messages.ts';
import { bearer, registerVerifiedAccount, uniqueUsername } from '../testing/account-helpers.ts';
import {
  confirmPortfolioOrder,
  openPortfolioIntent,
  uploadedPortfolioId,
} from '../testing/portfolio-helpers.ts';
import {
  cardDeclinedIntentFields,
  signedStripeDelivery,
  startStripeApiServer,
  stripeEventOf,
  stripeTestEnvironment,
  stripeTestPaymentProvider,
  type StripeApiServer,
} from '../testing/stripe-api-server.ts';
import { refundMailsOf } from '../testing/purchase-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe.each(databaseVariants())('buying a portfolio through Stripe on $name', (variant) => {
  let stripeApi: StripeApiServer;
  let testApp: TestApp;
  let buyer: { apiKey: string; _id: { $oid: string }; username: string };

  beforeAll(async () => {
    stripeApi = await startStripeApiServer();
    testApp = await startTestApp(variant, {
      environment: stripeTestEnvironment(stripeApi.url),
      enginePool: { threads: 1, queueLength: 8, idleTimeoutMilliseconds: 60_000 },
    });
    buyer = await registerVerifiedAccount(testApp, uniqueUsername('stripe-portfolio'));
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await stripeApi?.close();
  });

  const deliver = (event: object) => {
    const delivery = signedStripeDelivery(event);
    return testApp.request({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': delivery.signature,
      },
      payload: delivery.payload,
    });
  };
  const newPortfolio = (title: string) => uploadedPortfolioId(testApp, buyer.apiKey, title);
  const openIntent = (portfolioId: string) =>
    openPortfolioIntent(testApp, buyer.apiKey, portfolioId);
  const confirm = (portfolioId: string, orderId: string) =>
    confirmPortfolioOrder(testApp, buyer.apiKey, portfolioId, orderId);
  const readPortfolio = async (portfolioId: string) => {
    const [portfolio] = await testApp.database.client
      .select({ paidAt: portfolios.paidAt, status: portfolios.status })
      .from(portfolios)
      .where(eq(portfolios.id, portfolioId));
    return portfolio;
  };
  /** Whether the buyer is refused the portfolio's real results (its assets and its map points). */
  const realResultsRefused = async (portfolioId: string) => {
    const replies = await Promise.all(
      ['assets', 'points', 'export.csv'].map((path) =>
        testApp.request({
          method: 'GET',
          url: `/api/portfolios/${portfolioId}/${path}`,
          headers: bearer(buyer.apiKey),
        }),
      ),
    );
    return replies.map((reply) => reply.statusCode);
  };
  const orderStatus = async (orderId: string) => {
    const [order] = await testApp.database.client
      .select()
      .from(orders)
      .where(eq(orders.id, orderId));
    return order;
  };

  it('two PaymentIntents of one portfolio both paid at Stripe: one stands, the other is refunded once', async () => {
    const portfolioId = await newPortfolio('Paid in two tabs');
    const first = await openIntent(portfolioId);
    // A second order with its own PaymentIntent (another tab that opened its purchase at once).
    const secondOrderId = crypto.randomUUID();
    const second = await stripeTestPaymentProvider(stripeApi.url).createPayment({
      orderId: secondOrderId,
      amountMinor: first.amountMinor,
      currency: first.currency,
      description: 'Portfolio: second tab',
    });
    await testApp.database.client.insert(orders).values({
      id: secondOrderId,
      accountId: buyer._id.$oid,
      portfolioId,
      amountMinor: first.amountMinor,
      currency: first.currency,
      provider: 'stripe',
      providerReference: second.reference,
      status: 'pending',
    });
    // The buyer pays both with Stripe's Payment Element; both webhooks arrive at once.
    stripeApi.update(first.intent_id, { status: 'succeeded', amount_received: first.amountMinor });
    stripeApi.update(second.reference, { status: 'succeeded', amount_received: first.amountMinor });
    const events = [first.intent_id, second.reference].map((reference) =>
      stripeEventOf('payment_intent.succeeded', stripeApi.intent(reference)),
    );
    const results = await Promise.all(events.map(async (event) => (await deliver(event)).json()));
    expect(results.map((result) => result.result).sort()).toEqual(['paid', 'refunded']);

    const paidOrder = (await orderStatus(first.orderId))?.status === 'succeeded' ? first : null;
    const refundedReference = paidOrder !== null ? second.reference : first.intent_id;
    const refundedOrderId = paidOrder !== null ? secondOrderId : first.orderId;
    expect((await orderStatus(refundedOrderId))?.status).toBe('refunded');
    // Stripe resends, and the losing tab's confirm arrives: nothing more is refunded.
    const loser = refundedReference === second.reference ? events[1] : events[0];
    expect((await deliver(loser ?? {})).json().result).toBe('refunded');
    const late = await confirm(portfolioId, refundedOrderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(portfolioMessages.duplicateRefunded);
    expect(stripeApi.refunds.map((refund) => refund.payment_intent)).toEqual(
      expect.arrayContaining([refundedReference]),
    );
    const refundsOfPortfolio = stripeApi.refunds.filter(
      (refund) =>
        refund.payment_intent === first.intent_id || refund.payment_intent === second.reference,
    );
    expect(refundsOfPortfolio).toEqual([
      expect.objectContaining({ amount: first.amountMinor, reason: 'duplicate' }),
    ]);
    const ofThisOrder = await refundMailsOf(testApp, buyer.username, refundedOrderId);
    expect(ofThisOrder).toHaveLength(1);
    expect(ofThisOrder[0]?.text).toContain("portfolio 'Paid in two tabs'");
    expect((await readPortfolio(portfolioId))?.paidAt).not.toBeNull();
  });

  it('payment_intent.payment_failed keeps the portfolio quoted and unpaid; it can be paid again', async () => {
    const portfolioId = await newPortfolio('Declined at Stripe');
    const intent = await openIntent(portfolioId);
    stripeApi.update(intent.intent_id, cardDeclinedIntentFields);
    const failed = await deliver(
      stripeEventOf('payment_intent.payment_failed', stripeApi.intent(intent.intent_id)),
    );
    expect(failed.json().result).toBe('declined');
    expect(await orderStatus(intent.orderId)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      paidAt: null,
    });
    expect(await readPortfolio(portfolioId)).toEqual({ paidAt: null, status: 'quoted' });
    expect(await realResultsRefused(portfolioId)).toEqual([403, 403, 403]);
    const declinedConfirm = await confirm(portfolioId, intent.orderId);
    expect(declinedConfirm.statusCode).toBe(402);
    expect(declinedConfirm.json().message).toBe('Payment error: Your card was declined.');

    // The buyer tries another card: the same PaymentIntent is resumed, and paid.
    const again = await openIntent(portfolioId);
    expect(again).toMatchObject({ orderId: intent.orderId, intent_id: intent.intent_id });
    stripeApi.update(intent.intent_id, {
      status: 'succeeded',
      amount_received: intent.amountMinor,
      last_payment_error: null,
    });
    const paid = await deliver(
      stripeEventOf('payment_intent.succeeded', stripeApi.intent(intent.intent_id)),
    );
    expect(paid.json().result).toBe('paid');
    expect((await readPortfolio(portfolioId))?.paidAt).not.toBeNull();
  });

  it('payment_intent.canceled keeps the portfolio unpaid; buying again opens a new PaymentIntent', async () => {
    const portfolioId = await newPortfolio('Canceled at Stripe');
    const intent = await openIntent(portfolioId);
    stripeApi.update(intent.intent_id, { status: 'canceled' });
    const canceled = await deliver(
      stripeEventOf('payment_intent.canceled', stripeApi.intent(intent.intent_id)),
    );
    expect(canceled.json().result).toBe('declined');
    expect(await readPortfolio(portfolioId)).toEqual({ paidAt: null, status: 'quoted' });
    expect(await realResultsRefused(portfolioId)).toEqual([403, 403, 403]);

    const reopened = await openIntent(portfolioId);
    expect(reopened.orderId).not.toBe(intent.orderId);
    expect(reopened.intent_id).not.toBe(intent.intent_id);
    expect((await orderStatus(intent.orderId))?.status).toBe('canceled');
    const late = await confirm(portfolioId, intent.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(paymentMessages.orderCanceled);

    stripeApi.update(reopened.intent_id, {
      status: 'succeeded',
      amount_received: reopened.amountMinor,
    });
    const paid = await confirm(portfolioId, reopened.orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await readPortfolio(portfolioId))?.paidAt).not.toBeNull();
  });
});
