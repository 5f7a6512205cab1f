import { testCardNumbers } from '@hazardscope/contracts';
import { bearer } from './account-helpers.ts';
import type { TestApp } from './start-test-app.ts';

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
