import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetails } from '@hazardscope/contracts';
import { declinedCard, testCard } from '../testing/purchase-helpers.ts';
import { startStripeApiServer } from '../testing/stripe-api-server.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

/**
 * A provider as the purchase functions see it, with what a buyer does to pay or be declined: with
 * our card form the card goes with the confirm (the test provider); with Stripe's the buyer settles
 * with Stripe first (here, the local Stripe API server moves the intent) and the confirm only
 * reads it.
 */
interface ProviderUnderTest {
  provider: PaymentProvider;
  buyerPays(reference: string): CardDetails | undefined;
  buyerIsDeclined(reference: string, message: string): CardDetails | undefined;
  close(): Promise<void>;
}

const providers: { name: string; start(): Promise<ProviderUnderTest> }[] = [
  {
    name: 'the built-in test provider',
    start: async () => ({
      provider: createTestPaymentProvider(),
      buyerPays: () => testCard,
      buyerIsDeclined: () => declinedCard,
      close: async () => {},
    }),
  },
  {
    name: 'the Stripe provider (against the local Stripe API server)',
    start: async () => {
      const server = await startStripeApiServer();
      return {
        provider: createStripePaymentProvider({
          secretKey: 'sk_test_local',
          publishableKey: 'pk_test_local',
          apiBase: server.url,
        }),
        buyerPays: (reference) => {
          server.update(reference, { status: 'succeeded', amount_received: order.amountMinor });
          return undefined;
        },
        buyerIsDeclined: (reference, message) => {
          server.update(reference, {
            status: 'requires_payment_method',
            last_payment_error: { type: 'card_error', code: 'card_declined', message },
          });
          return undefined;
        },
        close: () => server.close(),
      };
    },
  },
];

const order = { amountMinor: 103_500, currency: 'USD' };
const cardDeclined = 'Your card was declined.';

/** What every payment provider does, as settle-order.ts and start-purchase.ts rely on it. */
describe.each(providers)('the payment-provider interface: $name', ({ start }) => {
  let underTest: ProviderUnderTest;
  beforeAll(async () => {
    underTest = await start();
  });
  afterAll(async () => {
    await underTest.close();
  });

  const open = async () => {
    const orderId = randomUUID();
    const payment = await underTest.provider.createPayment({
      orderId,
      ...order,
      description: 'Commercial report: Office, 1 George St',
    });
    return { orderId, ...payment };
  };
  const confirm = (reference: string, card: CardDetails | undefined) =>
    underTest.provider.confirmPayment({ reference, ...order, card });
  const status = (
    reference: string,
    recordedOutcome: Parameters<PaymentProvider['paymentStatus']>[0]['recordedOutcome'],
  ) => underTest.provider.paymentStatus({ reference, ...order, recordedOutcome });

  it('opens one payment per order, open to be paid and resumed', async () => {
    const first = await open();
    const second = await open();
    expect(first.reference).not.toBe('');
    expect(second.reference).not.toBe(first.reference);
    expect(await underTest.provider.resumePayment(first.reference)).toEqual({
      clientSecret: first.clientSecret,
      canBePaid: true,
    });
  });

  it('settles nothing the buyer has not paid', async () => {
    const { reference } = await open();
    expect((await confirm(reference, undefined)).status).not.toBe('succeeded');
    expect(await status(reference, { status: 'pending' })).toEqual({ status: 'pending' });
  });

  it('confirms a payment the buyer made, and answers it paid from then on', async () => {
    const { reference } = await open();
    const card = underTest.buyerPays(reference);
    expect(await confirm(reference, card)).toEqual({ status: 'succeeded' });
    expect(await status(reference, { status: 'succeeded' })).toEqual({ status: 'succeeded' });
  });

  it('answers a decline with the message the buyer is shown', async () => {
    const { reference } = await open();
    const card = underTest.buyerIsDeclined(reference, cardDeclined);
    expect(await confirm(reference, card)).toEqual({ status: 'declined', message: cardDeclined });
  });

  it.each(['duplicate', 'analysisDeleted'] as const)(
    'cancels an open payment (%s): declined from then on, and cancelling again changes nothing',
    async (reason) => {
      const { reference } = await open();
      const canceled = await underTest.provider.cancelPayment({ reference, ...order, reason });
      expect(canceled.status).toBe('declined');
      expect(await underTest.provider.cancelPayment({ reference, ...order, reason })).toEqual(
        canceled,
      );
    },
  );

  it.each(['duplicate', 'analysisDeleted'] as const)(
    'refunds a settled payment (%s) once per order, however often it is asked',
    async (reason) => {
      const { orderId, reference } = await open();
      await confirm(reference, underTest.buyerPays(reference));
      const first = await underTest.provider.refundPayment({ reference, orderId, reason });
      expect(first.refundReference).not.toBe('');
      expect(await underTest.provider.refundPayment({ reference, orderId, reason })).toEqual(first);
    },
  );
});
