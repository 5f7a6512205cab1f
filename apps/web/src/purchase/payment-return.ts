import { ApiError } from '../api/fetch-json.ts';

/**
 * What a return from payment (`?analysisId=…&paymentId=…&PayerID=…`) came to once finalised: the
 * purchase is complete; the provider has not confirmed the payment yet; the session has lapsed (log
 * in, then finalise); or the payment failed (declined, canceled, refunded, not this account's).
 */
export type PaymentReturnOutcome =
  | { kind: 'purchased' }
  | { kind: 'processing' }
  | { kind: 'login-needed' }
  | { kind: 'payment-error'; message: string };

/**
 * Finalises the purchase a payment return names (`POST /api/payment_finalise`). The server's
 * refusals are outcomes for the buyer to read; only a failure of the call itself (no answer, a
 * server error) rejects.
 */
export async function finishPaymentReturn(input: {
  analysisId: string;
  paymentId: string;
  PayerID?: string;
}): Promise<PaymentReturnOutcome> {
  // Imported on a return from payment only, so that the payment schemas are not built at start-up.
  const { finalisePurchase, isPaymentNotSettled } = await import('./payment-api.ts');
  try {
    await finalisePurchase(input);
    return { kind: 'purchased' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return { kind: 'login-needed' };
    if (isPaymentNotSettled(error)) return { kind: 'processing' };
    if ([400, 402, 404, 409].includes(error.status)) {
      return { kind: 'payment-error', message: error.message };
    }
    throw error;
  }
}
