import {
  alreadyPurchasedErrorCode,
  paymentIntentReplySchema,
  paymentNotSettledErrorCode,
  purchaseReplySchema,
  type CardDetails,
  type PaymentIntentReply,
  type PurchaseReply,
} from '@hazardscope/contracts';
import { jsonRequest } from '../account/account-api.ts';
import { ApiError, fetchJson } from '../api/fetch-json.ts';

/** Opens (or resumes) the order of a saved analysis: the drop-in's parameters. */
export function startPurchase(analysisId: string): Promise<PaymentIntentReply> {
  return fetchJson(
    '/api/payment/intent',
    paymentIntentReplySchema,
    jsonRequest('POST', { analysisId }),
  );
}

/**
 * Pays the order: with the card (the built-in test provider), or without one once Stripe has the
 * payment (the server reads its status from Stripe). A decline rejects with the provider's message.
 */
export function confirmPurchase(orderId: string, card?: CardDetails): Promise<PurchaseReply> {
  return fetchJson(
    '/api/payment/confirm',
    purchaseReplySchema,
    jsonRequest('POST', { orderId, card }),
  );
}

/** The payment-return URL's parameters: finalises a purchase begun elsewhere. */
export function finalisePurchase(input: {
  analysisId: string;
  paymentId: string;
  PayerID?: string;
}): Promise<PurchaseReply> {
  return fetchJson('/api/payment_finalise', purchaseReplySchema, jsonRequest('POST', input));
}

/**
 * True for the server's answer that the provider has not settled the payment yet (its error code,
 * 'PAYMENT_NOT_SETTLED'): the payment is being processed, which is not a payment error.
 */
export function isPaymentNotSettled(error: unknown): boolean {
  return error instanceof ApiError && error.code === paymentNotSettledErrorCode;
}

/**
 * True for the server's answer that the analysis was purchased meanwhile through another order
 * (another tab, a concurrent checkout) and this one took no payment (its error code,
 * 'ALREADY_PURCHASED'): the purchased analysis is shown, not a payment error.
 */
export function isAlreadyPurchased(error: unknown): boolean {
  return error instanceof ApiError && error.code === alreadyPurchasedErrorCode;
}
