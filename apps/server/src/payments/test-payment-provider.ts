import { randomUUID } from 'node:crypto';
import { cardDeclinedMessage, cardDigits, testCardNumbers } from '@hazardscope/contracts';
import type { PaymentProvider } from './payment-provider.ts';

const testProviderMessages = {
  cardRequired: 'Enter the card details to pay.',
  canceled: 'This payment was canceled.',
  unknownCard:
    'This installation takes test payments only: pay with the test card 4242 4242 4242 4242.',
} as const;

/**
 * The built-in test provider, used when no Stripe keys are set, so a local installation and the
 * tests can buy. It knows Stripe's two basic test cards: 4242 4242 4242 4242 succeeds and
 * 4000 0000 0000 0002 is declined ('Your card was declined.'); any other card is refused. Nothing
 * real is charged. Its ledger is our order record: a payment's status is what the order says.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    publishableKey: null,
    async createPayment() {
      return { reference: `test_pi_${randomUUID().replaceAll('-', '')}`, clientSecret: null };
    },
    async resumePayment() {
      return { clientSecret: null, canBePaid: true };
    },
    async confirmPayment({ card }) {
      if (card === undefined)
        return { status: 'declined', message: testProviderMessages.cardRequired };
      const digits = cardDigits(card.number);
      if (digits === testCardNumbers.succeeds) return { status: 'succeeded' };
      if (digits === testCardNumbers.declined) {
        return { status: 'declined', message: cardDeclinedMessage };
      }
      return { status: 'declined', message: testProviderMessages.unknownCard };
    },
    async paymentStatus({ recordedOutcome }) {
      return recordedOutcome;
    },
    // It takes a card only on confirm, which the server never makes for an order that must not be
    // paid; the order, its ledger, is recorded as canceled, so no later confirm charges it.
    async cancelPayment() {
      return { status: 'declined', message: testProviderMessages.canceled };
    },
    // Nothing real was charged, so there is nothing to give back; the order records the refund.
    async refundPayment({ orderId }) {
      return { refundReference: `test_re_${orderId.replaceAll('-', '')}` };
    },
  };
}
