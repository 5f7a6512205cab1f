import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alreadyPurchasedErrorCode,
  paymentIntentReplySchema,
  paymentNotSettledErrorCode,
  publicConfigSchema,
} from '@hazardscope/contracts';
import { orders, outbox } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { paymentMessages } from '../payments/payment-messages.ts';
import { stripeWebhookMessages } from '../payments/stripe-webhook.ts';
import { bearer, registerVerifiedAccount, uniqueUsername } from '../testing/account-helpers.ts';
import { oneAssetCsv, openPortfolioIntent, uploadPortfolio } from '../testing/portfolio-helpers.ts';
import { confirmOrder, openOrder, refundMailsOf, saveRun } from '../testing/purchase-helpers.ts';
import { copyRun, runThroughApi } from '../testing/risk-run-helpers.ts';
import {
  cardDeclinedIntentFields,
  signedStripeDelivery,
  startStripeApiServer,
  stripeEventOf,
  stripeTestEnvironment,
  stripeTestPaymentProvider,
  stripeTestWebhookSecret,
  type StripeApiServer,
} from '../testing/stripe-api-server.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const webhookSecret = stripeTestWebhookSecret;
const signedDelivery = signedStripeDelivery;

describe.each(databaseVariants())('purchase through Stripe on $name', (variant) => {
  let stripeApi: StripeApiServer;
  let testApp: TestApp;
  let buyer: { apiKey: string; _id: { $oid: string }; username: string };
  let baseRunId: string;

  const deliver = (delivery: { payload: string; signature?: string }) =>
    testApp.request({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(delivery.signature !== undefined ? { 'stripe-signature': delivery.signature } : {}),
      },
      payload: delivery.payload,
    });
  const receiptsTo = (username: string) =>
    testApp.database.client
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.recipient, username), like(outbox.subject, 'Receipt:%')));
  const readAnalysis = async (id: string) =>
    (
      await testApp.request({
        method: 'GET',
        url: `/api/analysis/${id}`,
        headers: bearer(buyer.apiKey),
      })
    ).json();

  beforeAll(async () => {
    stripeApi = await startStripeApiServer();
    testApp = await startTestApp(variant, {
      environment: stripeTestEnvironment(stripeApi.url),
    });
    buyer = await registerVerifiedAccount(testApp, uniqueUsername('stripe-buyer'));
    baseRunId = await runThroughApi(testApp, buyer.apiKey);
    // Starting the app and one risk run take ~30 s on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await stripeApi.close();
  });

  const openIntent = async (title: string) => {
    const analysis = await saveRun(
      testApp,
      buyer.apiKey,
      await copyRun(testApp, baseRunId, buyer._id.$oid),
      title,
    );
    const reply = await openOrder(testApp, buyer.apiKey, analysis._id);
    expect(reply.statusCode).toBe(200);
    return { analysis, intent: paymentIntentReplySchema.parse(reply.json()) };
  };

  it('gives the browser Stripe’s publishable key and the intent’s client secret', async () => {
    const config = publicConfigSchema.parse(
      (await testApp.request({ method: 'GET', url: '/api/config' })).json(),
    );
    expect(config).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_local',
    });
    const { intent } = await openIntent('Client secret');
    expect(intent).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_local',
      amountMinor: 103_500,
      currency: 'USD',
      clientSecret: stripeApi.intent(intent.intent_id).client_secret,
    });
    const created = stripeApi.requests.find(
      (request) =>
        request.method === 'POST' && request.form['metadata[orderId]'] === intent.orderId,
    );
    expect(created?.headers['idempotency-key']).toBe(intent.orderId);
    expect(created?.form).toMatchObject({ amount: '103500', currency: 'usd' });
  });

  it('payment_intent.succeeded buys the analysis; a resent event charges and mails nothing more', async () => {
    const { analysis, intent } = await openIntent('Webhook buy');
    expect((await readAnalysis(analysis._id)).realResults).toBe(false);
    // The buyer's confirm before Stripe has the payment: not settled.
    const early = await confirmOrder(testApp, buyer.apiKey, intent.orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(paymentNotSettledErrorCode);

    stripeApi.update(intent.intent_id, { status: 'succeeded', amount_received: 103_500 });
    const event = stripeEventOf('payment_intent.succeeded', stripeApi.intent(intent.intent_id));
    const first = await deliver(signedDelivery(event));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      received: true,
      eventType: 'payment_intent.succeeded',
      result: 'paid',
    });
    const read = await readAnalysis(analysis._id);
    expect(read.realResults).toBe(true);
    expect(read.payment).toBeDefined();

    // Stripe resends (a replay, or a retry after a lost answer), and the buyer's return arrives.
    const again = await deliver(signedDelivery(event));
    expect(again.json().result).toBe('paid');
    const finalised = await testApp.request({
      method: 'POST',
      url: '/api/payment_finalise',
      headers: bearer(buyer.apiKey),
      payload: { analysisId: analysis._id, paymentId: intent.intent_id },
    });
    expect(finalised.statusCode).toBe(200);
    const stored = await testApp.database.client
      .select()
      .from(orders)
      .where(eq(orders.analysisId, analysis._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'succeeded', provider: 'stripe' });
    const receipts = (await receiptsTo(buyer.username)).filter((receipt) =>
      receipt.text.includes(analysis._id),
    );
    expect(receipts).toHaveLength(1);
  });

  it('payment_intent.succeeded pays and queues a portfolio once, however often it arrives', async () => {
    const uploaded = await uploadPortfolio(testApp, buyer.apiKey, oneAssetCsv, {
      title: 'Webhook book',
      scenario: 'ssp245',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const portfolioId = uploaded.json().id as string;
    const intent = await openPortfolioIntent(testApp, buyer.apiKey, portfolioId);
    const readPortfolio = async () =>
      (
        await testApp.request({
          method: 'GET',
          url: `/api/portfolios/${portfolioId}`,
          headers: bearer(buyer.apiKey),
        })
      ).json() as { status: string; quote: { paymentRequired: boolean } };
    expect(await readPortfolio()).toMatchObject({ status: 'quoted' });

    // The buyer closed the page after paying: only Stripe's webhook tells the server.
    stripeApi.update(intent.intent_id, {
      status: 'succeeded',
      amount_received: intent.amountMinor,
    });
    const event = stripeEventOf('payment_intent.succeeded', stripeApi.intent(intent.intent_id));
    const deliveries = await Promise.all([
      deliver(signedDelivery(event)),
      deliver(signedDelivery(event)),
    ]);
    for (const delivery of deliveries) {
      expect(delivery.statusCode, delivery.body).toBe(200);
      expect(delivery.json()).toEqual({
        received: true,
        eventType: 'payment_intent.succeeded',
        result: 'paid',
      });
    }
    const portfolio = await readPortfolio();
    expect(portfolio.status).not.toBe('quoted');
    expect(portfolio.quote.paymentRequired).toBe(false);

    // The buyer's confirm arriving late finds it paid; nothing is charged or queued twice.
    const confirmed = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${portfolioId}/payment/confirm`,
      headers: bearer(buyer.apiKey),
      payload: { orderId: intent.orderId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const stored = await testApp.database.client
      .select()
      .from(orders)
      .where(eq(orders.portfolioId, portfolioId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'succeeded', provider: 'stripe' });
  });

  it('payment_intent.payment_failed records Stripe’s decline message; nothing is bought', async () => {
    const { analysis, intent } = await openIntent('Webhook decline');
    stripeApi.update(intent.intent_id, cardDeclinedIntentFields);
    const event = stripeEventOf(
      'payment_intent.payment_failed',
      stripeApi.intent(intent.intent_id),
    );
    const reply = await deliver(signedDelivery(event));
    expect(reply.json().result).toBe('declined');
    const [order] = await testApp.database.client
      .select()
      .from(orders)
      .where(eq(orders.id, intent.orderId));
    expect(order).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect((await readAnalysis(analysis._id)).realResults).toBe(false);
  });

  it('the buyer’s confirm reads the paid intent from Stripe (no webhook needed)', async () => {
    const { analysis, intent } = await openIntent('Confirm buy');
    stripeApi.update(intent.intent_id, { status: 'succeeded' });
    const confirmed = await confirmOrder(testApp, buyer.apiKey, intent.orderId);
    expect(confirmed.statusCode).toBe(200);
    expect((await readAnalysis(analysis._id)).realResults).toBe(true);
    // The webhook arriving after it changes nothing.
    const event = stripeEventOf('payment_intent.succeeded', stripeApi.intent(intent.intent_id));
    expect((await deliver(signedDelivery(event))).json().result).toBe('paid');
  });

  /**
   * A second open order of an analysis (opened in another tab before the price changed), with its
   * own PaymentIntent at Stripe.
   */
  const openSecondOrder = async (analysisId: string, title: string) => {
    const secondOrderId = crypto.randomUUID();
    const second = await stripeTestPaymentProvider(stripeApi.url).createPayment({
      orderId: secondOrderId,
      amountMinor: 103_500,
      currency: 'USD',
      description: `Commercial report: ${title}`,
    });
    await testApp.database.client.insert(orders).values({
      id: secondOrderId,
      accountId: buyer._id.$oid,
      analysisId,
      amountMinor: 103_500,
      currency: 'USD',
      provider: 'stripe',
      providerReference: second.reference,
      status: 'pending',
    });
    return { secondOrderId, second };
  };

  it('a second payment for an analysis already paid is refunded in full, once, and the buyer told', async () => {
    const { analysis, intent } = await openIntent('Paid twice');
    // A second order of the same analysis (e.g. opened in another tab before the price changed).
    const { secondOrderId, second } = await openSecondOrder(analysis._id, 'Paid twice');
    // The buyer pays both with Stripe's Payment Element.
    stripeApi.update(intent.intent_id, { status: 'succeeded' });
    stripeApi.update(second.reference, { status: 'succeeded' });

    expect((await confirmOrder(testApp, buyer.apiKey, intent.orderId)).statusCode).toBe(200);
    const duplicate = await confirmOrder(testApp, buyer.apiKey, secondOrderId);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(paymentMessages.duplicateRefunded);
    // Stripe's webhook for the second payment arrives too, twice: nothing more is refunded.
    const event = stripeEventOf('payment_intent.succeeded', stripeApi.intent(second.reference));
    expect((await deliver(signedDelivery(event))).json().result).toBe('refunded');
    expect((await deliver(signedDelivery(event))).json().result).toBe('refunded');

    const refunds = stripeApi.refunds.filter(
      (refund) => refund.payment_intent === second.reference,
    );
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 103_500, reason: 'duplicate', object: 'refund' }),
    ]);
    expect(
      stripeApi.refunds.filter((refund) => refund.payment_intent === intent.intent_id),
    ).toEqual([]);
    const stored = await testApp.database.client
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.analysisId, analysis._id));
    expect(new Map(stored.map((order) => [order.id, order.status]))).toEqual(
      new Map([
        [intent.orderId, 'succeeded'],
        [secondOrderId, 'refunded'],
      ]),
    );
    expect((await readAnalysis(analysis._id)).realResults).toBe(true);
    const ofThisOrder = await refundMailsOf(testApp, buyer.username, secondOrderId);
    expect(ofThisOrder).toHaveLength(1);
    expect(ofThisOrder[0]?.text).toContain(`Refund reference: ${String(refunds[0]?.id)}`);
  });

  it('cancels the open PaymentIntent of an order that lost to another order of its analysis', async () => {
    const { analysis, intent } = await openIntent('Paid in the other tab');
    // A second order of the same analysis, its Payment Element open in another tab, not paid.
    const { secondOrderId, second } = await openSecondOrder(analysis._id, 'Paid in the other tab');
    stripeApi.update(intent.intent_id, { status: 'succeeded' });
    expect((await confirmOrder(testApp, buyer.apiKey, intent.orderId)).statusCode).toBe(200);

    const late = await confirmOrder(testApp, buyer.apiKey, secondOrderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: alreadyPurchasedErrorCode,
      message: paymentMessages.alreadyPurchased,
    });
    // Canceled at Stripe: the card form still open in the other tab can never charge it.
    expect(stripeApi.intent(second.reference)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'duplicate',
    });
    const [stored] = await testApp.database.client
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, secondOrderId));
    expect(stored?.status).toBe('canceled');
    // Stripe's payment_intent.canceled event for it then changes nothing.
    const event = stripeEventOf('payment_intent.canceled', stripeApi.intent(second.reference));
    expect((await deliver(signedDelivery(event))).json().result).toBe('groupAlreadyPaid');
    expect(
      stripeApi.refunds.filter((refund) => refund.payment_intent === second.reference),
    ).toEqual([]);
  });

  it('cancels the open PaymentIntent of an analysis deleted unpaid', async () => {
    const { analysis, intent } = await openIntent('Deleted, never paid');
    const deleted = await testApp.request({
      method: 'DELETE',
      url: `/api/analysis?id=${analysis._id}`,
      headers: bearer(buyer.apiKey),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const confirmed = await confirmOrder(testApp, buyer.apiKey, intent.orderId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(paymentMessages.analysisDeleted);
    expect(stripeApi.intent(intent.intent_id)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
  });

  it('a payment that arrives after its analysis was deleted unpaid is refunded in full, and the buyer told', async () => {
    const { analysis, intent } = await openIntent('Deleted, then paid');
    const deleted = await testApp.request({
      method: 'DELETE',
      url: `/api/analysis?id=${analysis._id}`,
      headers: bearer(buyer.apiKey),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The Payment Element, still open in another tab, takes the card.
    stripeApi.update(intent.intent_id, { status: 'succeeded', amount_received: 103_500 });
    const event = stripeEventOf('payment_intent.succeeded', stripeApi.intent(intent.intent_id));
    expect((await deliver(signedDelivery(event))).json().result).toBe('refunded');
    const confirmed = await confirmOrder(testApp, buyer.apiKey, intent.orderId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(paymentMessages.deletedAnalysisRefunded);
    expect((await deliver(signedDelivery(event))).json().result).toBe('refunded');

    expect(
      stripeApi.refunds.filter((refund) => refund.payment_intent === intent.intent_id),
    ).toEqual([
      expect.objectContaining({
        amount: 103_500,
        reason: 'requested_by_customer',
        object: 'refund',
      }),
    ]);
    const [order] = await testApp.database.client
      .select()
      .from(orders)
      .where(eq(orders.id, intent.orderId));
    expect(order).toMatchObject({ analysisId: null, status: 'refunded', paidAt: null });
    const ofThisOrder = await refundMailsOf(testApp, buyer.username, intent.orderId);
    expect(ofThisOrder).toHaveLength(1);
    expect(ofThisOrder[0]?.text).toContain('was deleted before the payment arrived');
    expect(
      (await receiptsTo(buyer.username)).filter((receipt) => receipt.text.includes(intent.orderId)),
    ).toEqual([]);
  });

  it('a canceled PaymentIntent is recorded, and buying again opens a new one', async () => {
    const { intent } = await openIntent('Canceled');
    stripeApi.update(intent.intent_id, { status: 'canceled' });
    const event = stripeEventOf('payment_intent.canceled', stripeApi.intent(intent.intent_id));
    expect((await deliver(signedDelivery(event))).json().result).toBe('declined');
    const [analysisId] = (
      await testApp.database.client
        .select({ analysisId: orders.analysisId })
        .from(orders)
        .where(eq(orders.id, intent.orderId))
    ).map((row) => row.analysisId);
    const again = await openOrder(testApp, buyer.apiKey, String(analysisId));
    expect(again.statusCode).toBe(200);
    const reopened = paymentIntentReplySchema.parse(again.json());
    expect(reopened.orderId).not.toBe(intent.orderId);
    expect(reopened.intent_id).not.toBe(intent.intent_id);
    const [old] = await testApp.database.client
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, intent.orderId));
    expect(old?.status).toBe('canceled');
    // The old order can no longer be confirmed.
    const late = await confirmOrder(testApp, buyer.apiKey, intent.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(paymentMessages.orderCanceled);
  });

  it('refuses a missing, forged or stale signature with 400, and settles nothing', async () => {
    const { intent } = await openIntent('Forged');
    stripeApi.update(intent.intent_id, { status: 'succeeded' });
    const event = stripeEventOf('payment_intent.succeeded', stripeApi.intent(intent.intent_id));
    const payload = JSON.stringify(event);
    const forged = [
      { payload },
      signedDelivery(event, 'whsec_someone_else'),
      // Signed right, then the body changed (an amount, say).
      {
        payload: payload.replace('"status":"succeeded"', '"status":"succeeded" '),
        signature: signedDelivery(event).signature,
      },
      // Signed right, 10 minutes ago: beyond the SDK's 5-minute tolerance.
      {
        payload,
        signature: Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
      },
      { payload, signature: 'not a signature header' },
    ];
    const replies = await Promise.all(forged.map(deliver));
    expect(replies.map((reply) => reply.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(replies[0]?.json().message).toBe(stripeWebhookMessages.signatureMissing);
    for (const reply of replies.slice(1)) {
      expect(reply.json().message).toBe(stripeWebhookMessages.signatureInvalid);
    }
    const [order] = await testApp.database.client
      .select()
      .from(orders)
      .where(eq(orders.id, intent.orderId));
    expect(order?.status).toBe('pending');
  });

  it('acknowledges other events and intents of no order here without acting', async () => {
    const other = await deliver(
      signedDelivery({ ...stripeEventOf('plan.created', {}), data: { object: { id: 'plan_1' } } }),
    );
    expect(other.json()).toEqual({ received: true, eventType: 'plan.created', result: 'ignored' });
    const stranger = await deliver(
      signedDelivery(
        stripeEventOf('payment_intent.succeeded', {
          id: 'pi_not_ours',
          amount: 1,
          currency: 'usd',
        }),
      ),
    );
    expect(stranger.json().result).toBe('unknown');
  });
});
