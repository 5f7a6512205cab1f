import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, portfolios } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { portfolioMessages } from '../portfolios/portfolio-messages.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import {
  confirmPortfolioOrder,
  openPortfolioIntent,
  uploadedPortfolioId,
} from '../testing/portfolio-helpers.ts';
import {
  cancelRecordingTestProvider,
  declinedCard,
  testCard,
} from '../testing/purchase-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe.each(databaseVariants())(
  'buying a portfolio with the test provider on $name',
  (variant) => {
    let testApp: TestApp;
    let buyer: { apiKey: string; _id: { $oid: string } };
    const { provider: testProvider, canceledPayments } = cancelRecordingTestProvider();

    beforeAll(async () => {
      testApp = await startTestApp(variant, {
        paymentProvider: testProvider,
        enginePool: { threads: 1, queueLength: 8, idleTimeoutMilliseconds: 60_000 },
      });
      buyer = await registerVerifiedAccount(testApp);
    }, 120_000);
    afterAll(async () => {
      await testApp?.close();
    });

    const newPortfolio = (title: string) => uploadedPortfolioId(testApp, buyer.apiKey, title);
    const openIntent = (portfolioId: string) =>
      openPortfolioIntent(testApp, buyer.apiKey, portfolioId);
    const confirm = (portfolioId: string, orderId: string, card: object) =>
      confirmPortfolioOrder(testApp, buyer.apiKey, portfolioId, orderId, card);
    /** A second open order of the portfolio, as a second tab opening its purchase at once makes. */
    const insertSecondOrder = async (portfolioId: string, amountMinor: number) => {
      const orderId = crypto.randomUUID();
      const payment = await testProvider.createPayment({
        orderId,
        amountMinor,
        currency: 'USD',
        description: 'Portfolio: second tab',
      });
      await testApp.database.client.insert(orders).values({
        id: orderId,
        accountId: buyer._id.$oid,
        portfolioId,
        amountMinor,
        currency: 'USD',
        provider: 'test',
        providerReference: payment.reference,
        status: 'pending',
      });
      return { orderId, reference: payment.reference };
    };
    const ordersOf = async (portfolioId: string) =>
      new Map(
        (
          await testApp.database.client
            .select({ id: orders.id, status: orders.status })
            .from(orders)
            .where(eq(orders.portfolioId, portfolioId))
        ).map((order) => [order.id, order.status]),
      );

    it('takes one payment when two orders of one portfolio are confirmed at once (two tabs)', async () => {
      const portfolioId = await newPortfolio('Two tabs at once');
      const first = await openIntent(portfolioId);
      const second = await insertSecondOrder(portfolioId, first.amountMinor);

      const replies = await Promise.all([
        confirm(portfolioId, first.orderId, testCard),
        confirm(portfolioId, second.orderId, testCard),
      ]);
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 409]);
      const refused = replies.find((reply) => reply.statusCode === 409);
      expect(refused?.json()).toMatchObject({
        error: 'CONFLICT',
        message: portfolioMessages.paidThroughAnotherOrder,
      });
      const stored = await ordersOf(portfolioId);
      expect([...stored.values()].sort()).toEqual(['canceled', 'succeeded']);
      const losing = [...stored].find(([, status]) => status === 'canceled')?.[0];
      const losingReference = losing === first.orderId ? first.intent_id : second.reference;
      expect(canceledPayments).toContain(losingReference);

      // The losing tab tries again: still refused, and the provider is not asked to cancel twice.
      const canceledBefore = canceledPayments.length;
      const again = await confirm(portfolioId, String(losing), testCard);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(portfolioMessages.paidThroughAnotherOrder);
      expect(canceledPayments).toHaveLength(canceledBefore);
      const [portfolio] = await testApp.database.client
        .select({ paidAt: portfolios.paidAt, status: portfolios.status })
        .from(portfolios)
        .where(eq(portfolios.id, portfolioId));
      expect(portfolio?.paidAt).not.toBeNull();
      expect(portfolio?.status).not.toBe('quoted');
    });

    it('keeps a declined portfolio quoted and unpaid, then takes the next card on the same order', async () => {
      const portfolioId = await newPortfolio('Declined first');
      const intent = await openIntent(portfolioId);
      const declined = await confirm(portfolioId, intent.orderId, declinedCard);
      expect(declined.statusCode).toBe(402);
      expect(declined.json().message).toBe('Payment error: Your card was declined.');
      const [unpaid] = await testApp.database.client
        .select({ paidAt: portfolios.paidAt, status: portfolios.status })
        .from(portfolios)
        .where(eq(portfolios.id, portfolioId));
      expect(unpaid).toEqual({ paidAt: null, status: 'quoted' });
      const assets = await testApp.request({
        method: 'GET',
        url: `/api/portfolios/${portfolioId}/assets`,
        headers: bearer(buyer.apiKey),
      });
      expect(assets.statusCode).toBe(403);

      const retried = await openIntent(portfolioId);
      expect(retried.orderId).toBe(intent.orderId);
      const paid = await confirm(portfolioId, retried.orderId, testCard);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await ordersOf(portfolioId)).toEqual(new Map([[intent.orderId, 'succeeded']]));
      const reopened = await testApp.request({
        method: 'POST',
        url: `/api/portfolios/${portfolioId}/payment/intent`,
        headers: bearer(buyer.apiKey),
      });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json().message).toBe(portfolioMessages.alreadyPaid);
    });
  },
);
