import { and, eq, like } from 'drizzle-orm';
import { testCardNumbers } from '@hazardscope/contracts';
import { outbox } from '../database/schema.ts';
import { bearer } from './account-helpers.ts';
import type { TestApp } from './start-test-app.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createTestPaymentProvider } from '../payments/test-payment-provider.ts';

export const testCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Ada Lovelace',
} as const;
export const declinedCard = { ...testCard, number: testCardNumbers.declined } as const;

/** Saves a run under a title; the saved analysis as the server answers it. */
export async function saveRun(
  testApp: TestApp,
  apiKey: string,
  runId: string,
  title = 'Office, 1 George St',
): Promise<Record<string, unknown> & { _id: string; groupId: string }> {
  const reply = await testApp.request({
    method: 'POST',
    url: '/api/analysis',
    headers: bearer(apiKey),
    payload: { runId, title },
  });
  if (reply.statusCode !== 200) throw new Error(`save failed: ${reply.body}`);
  return reply.json();
}

/** Opens the order of an analysis. */
export async function openOrder(testApp: TestApp, apiKey: string, analysisId: string) {
  return testApp.request({
    method: 'POST',
    url: '/api/payment/intent',
    headers: bearer(apiKey),
    payload: { analysisId },
  });
}

/** Confirms an order: with a card for the test provider, without one for Stripe. */
export function confirmOrder(testApp: TestApp, apiKey: string, orderId: string, card?: object) {
  return testApp.request({
    method: 'POST',
    url: '/api/payment/confirm',
    headers: bearer(apiKey),
    payload: { orderId, card },
  });
}

/** Buys the analysis with the test card that succeeds, through the payment calls. */
export async function buy(testApp: TestApp, apiKey: string, analysisId: string): Promise<void> {
  const order = await openOrder(testApp, apiKey, analysisId);
  if (order.statusCode !== 200) throw new Error(`intent failed: ${order.body}`);
  const paid = await confirmOrder(testApp, apiKey, order.json().orderId, testCard);
  if (paid.statusCode !== 200) throw new Error(`confirm failed: ${paid.body}`);
}

/**
 * The built-in test provider, recording the references of the payments the server asks it to
 * cancel (in order), so a test sees that a losing order's payment was canceled, and only once.
 */
export function cancelRecordingTestProvider(): {
  provider: PaymentProvider;
  canceledPayments: string[];
} {
  const provider = createTestPaymentProvider();
  const canceledPayments: string[] = [];
  return {
    canceledPayments,
    provider: {
      ...provider,
      async cancelPayment(input) {
        canceledPayments.push(input.reference);
        return provider.cancelPayment(input);
      },
    },
  };
}

/** The refund mails sent to this buyer that name this order. */
export async function refundMailsOf(testApp: TestApp, username: string, orderId: string) {
  const mails = await testApp.database.client
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.recipient, username), like(outbox.subject, 'Refund:%')));
  return mails.filter((mail) => mail.text.includes(orderId));
}
