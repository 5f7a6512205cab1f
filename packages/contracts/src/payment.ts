import cardValidator from 'card-validator';
import { z } from 'zod';

/**
 * Card fields as the purchase form and the built-in test payment provider both check them: one
 * rule set on both sides (card-validator: Luhn check, length and CVC size of the card brand, expiry
 * not past). The messages are the card form's inline errors.
 */
export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryPast: 'Your card’s expiration date is in the past.',
  expiryInvalid: 'Your card’s expiration year is invalid.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
  nameRequired: 'Enter the name on the card.',
} as const;

/** Digits only: spaces and dashes typed between groups are dropped. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The inline error of a card number, or undefined when it passes the Luhn and length checks. */
export function cardNumberError(number: string): string | undefined {
  const digits = cardDigits(number);
  if (!/^\d*$/.test(digits)) return cardMessages.numberInvalid;
  const result = cardValidator.number(digits);
  if (result.isValid) return undefined;
  // A number of a length its brand issues that still fails is a mistyped one (Luhn check).
  const fullLength = result.card?.lengths.includes(digits.length) ?? false;
  return result.isPotentiallyValid && !fullLength
    ? cardMessages.numberIncomplete
    : cardMessages.numberInvalid;
}

/**
 * The inline error of an expiry typed as MM/YY, or undefined when valid: not past, and at most
 * 19 years ahead (card-validator's bound).
 */
export function cardExpiryError(expiry: string, now: Date = new Date()): string | undefined {
  const typed = expiry.replace(/\s/g, '');
  const parts = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(typed);
  if (parts === null) return cardMessages.expiryIncomplete;
  const month = Number(parts[1]);
  const year = 2000 + Number(parts[2]);
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  if (year * 12 + month < current) return cardMessages.expiryPast;
  return cardValidator.expirationDate(typed).isValid ? undefined : cardMessages.expiryInvalid;
}

/** The inline error of a security code for this card number's brand (3 digits, 4 for Amex). */
export function cardCvcError(cvc: string, number: string): string | undefined {
  const size = cardValidator.number(cardDigits(number)).card?.code.size ?? 3;
  return cardValidator.cvv(cvc.trim(), size).isValid ? undefined : cardMessages.cvcIncomplete;
}

/** Groups of four as the number is typed: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(number: string): string {
  return cardDigits(number)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const cardDetailsSchema = z
  .object({
    number: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(4),
    name: z.string().trim().min(1, cardMessages.nameRequired).max(200),
  })
  .superRefine((card, context) => {
    const checks: [keyof typeof card, string | undefined][] = [
      ['number', cardNumberError(card.number)],
      ['expiry', cardExpiryError(card.expiry)],
      ['cvc', cardCvcError(card.cvc, card.number)],
    ];
    for (const [path, message] of checks) {
      if (message !== undefined) context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type CardDetails = z.infer<typeof cardDetailsSchema>;

/**
 * The card numbers the built-in test payment provider knows, the same as Stripe's test mode: one
 * that succeeds and one the issuer declines.
 */
export const testCardNumbers = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;
export const cardDeclinedMessage = 'Your card was declined.';

export const paymentProviderNameSchema = z.enum(['test', 'stripe']);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/** `POST /api/payment/intent`: starts (or resumes) the purchase of a saved analysis. */
export const paymentIntentBodySchema = z.object({
  analysisId: z.uuid('analysisId must be the _id of a saved analysis'),
});

/**
 * A report the buyer already has that holds the same numbers as the one about to be bought: another
 * saved analysis of theirs, purchased, of the same site, emissions scenario, asset life end, design
 * and materials, run by the same engine version.
 */
export const purchasedEquivalentSchema = z.object({
  analysisId: z.string(),
  title: z.string(),
  /** When it was bought (ISO 8601). */
  paidAt: z.string(),
});
export type PurchasedEquivalent = z.infer<typeof purchasedEquivalentSchema>;

export const paymentIntentReplySchema = z.object({
  /** The order: confirm and finalise refer to it. One order is charged at most once. */
  orderId: z.string(),
  /** The provider's payment id (a Stripe PaymentIntent id, or the test provider's). */
  intent_id: z.string(),
  provider: paymentProviderNameSchema,
  amountMinor: z.number().int().positive(),
  currency: z.string(),
  /** The price as shown, e.g. 'USD $1035'. */
  priceLabel: z.string(),
  /** Stripe's client secret for the Payment Element; null for the test provider. */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
  /**
   * Present when the buyer already bought a report with the same numbers: the purchase screen says
   * so before they pay again. Paying is still allowed (a second copy is their choice).
   */
  purchasedEquivalent: purchasedEquivalentSchema.optional(),
});
export type PaymentIntentReply = z.infer<typeof paymentIntentReplySchema>;

/**
 * `POST /api/payment/confirm`: charges the order. The test provider takes the card here; with
 * Stripe the browser confirms the PaymentIntent and this call checks its status. Repeating it
 * after success charges nothing and answers the same.
 */
export const paymentConfirmBodySchema = z.object({
  orderId: z.uuid('orderId must be the orderId from POST /api/payment/intent'),
  card: cardDetailsSchema.optional(),
});

export const purchaseReplySchema = z.object({
  status: z.literal('succeeded'),
  analysisId: z.string(),
  orderId: z.string(),
  paidAt: z.string(),
});
export type PurchaseReply = z.infer<typeof purchaseReplySchema>;

/**
 * The error code (`ErrorReply.error`) of the 409 that confirm and finalise answer while the
 * provider has not settled the payment yet (Stripe's `processing`, or an order not paid yet): the
 * purchase screens read this code, not the message, to show the payment as being processed rather
 * than as failed.
 */
export const paymentNotSettledErrorCode = 'PAYMENT_NOT_SETTLED';

/**
 * The error code (`ErrorReply.error`) of the 409 that intent, confirm and finalise answer when the
 * analysis was purchased meanwhile through another order (another tab, a concurrent checkout) and
 * this order took no payment: the purchase screens read this code to show the purchased analysis
 * (real results, thanks) instead of a payment error, and make no further purchase call for it.
 */
export const alreadyPurchasedErrorCode = 'ALREADY_PURCHASED';

/**
 * `POST /api/payment_finalise`: the payment-return URL's parameters. paymentId is the order id or
 * the provider's payment id; PayerID (sent by some providers' returns) is accepted and not needed.
 */
export const paymentFinaliseBodySchema = z.object({
  analysisId: z.uuid('analysisId must be the _id of a saved analysis'),
  paymentId: z.string().trim().min(1).max(200),
  PayerID: z.string().trim().max(200).optional(),
});

/**
 * `POST /api/payment/webhook`'s answer to Stripe: what was done with the event. Stripe needs only a
 * 2xx to stop resending it.
 */
export const stripeWebhookReplySchema = z.object({
  received: z.literal(true),
  eventType: z.string(),
  /**
   * paid: the order is paid (now or before: a resent event changes nothing); declined: the
   * decline is recorded, or the order can no longer be paid (canceled, or its analysis deleted);
   * pending: not settled yet; unknown: no order of this installation has this intent; refunded:
   * the analysis (or portfolio) had been paid through another order, or deleted, so this payment
   * was refunded in full; groupAlreadyPaid: the analysis (or portfolio) was paid through another
   * order and this payment was not taken; ignored: an event type not acted on.
   */
  result: z.enum([
    'paid',
    'declined',
    'pending',
    'unknown',
    'refunded',
    'groupAlreadyPaid',
    'ignored',
  ]),
});
export type StripeWebhookReply = z.infer<typeof stripeWebhookReplySchema>;
