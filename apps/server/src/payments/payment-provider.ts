import type { CardDetails, PaymentProviderName } from '@hazardscope/contracts';

/** What a provider says of a payment. */
export type PaymentOutcome =
  | { status: 'succeeded' }
  | { status: 'declined'; message: string }
  /** Not settled yet (e.g. the buyer has not finished with the provider). */
  | { status: 'pending' };

/** Why a payment is given back or canceled (PaymentProvider.refundPayment, cancelPayment). */
export type RefundReason = 'duplicate' | 'analysisDeleted';

/**
 * One payment provider. The server charges through this interface only: the built-in test
 * provider when no Stripe keys are set, Stripe otherwise.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Given to the browser for the provider's own card form; null when the form is ours. */
  readonly publishableKey: string | null;
  /** Opens a payment of this amount; `reference` is the provider's id of it. */
  createPayment(input: {
    orderId: string;
    amountMinor: number;
    currency: string;
    description: string;
  }): Promise<{ reference: string; clientSecret: string | null }>;
  /**
   * The client secret of an open payment, to resume it in a new card form; `canBePaid` false when
   * the provider can no longer take this payment (a canceled Stripe PaymentIntent), so a new one
   * must be opened.
   */
  resumePayment(reference: string): Promise<{ clientSecret: string | null; canBePaid: boolean }>;
  /**
   * Settles the payment: charges the card (the test provider, which takes the card here) or reads
   * the status of a payment the browser confirmed with the provider.
   */
  confirmPayment(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    card: CardDetails | undefined;
  }): Promise<PaymentOutcome>;
  /**
   * The status of a payment begun elsewhere (the payment-return URL). `recordedOutcome` is what
   * our order says: a provider without a ledger of its own (the test provider) answers with it.
   */
  paymentStatus(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    recordedOutcome: PaymentOutcome;
  }): Promise<PaymentOutcome>;
  /**
   * Cancels an open payment that must not be taken (its analysis was paid through another order,
   * or deleted), so it can never be charged later, e.g. by a card form still open in another tab.
   * Answers what the payment is afterwards: declined (canceled, or never takeable), succeeded (it
   * was taken meanwhile, so it must be given back), or pending (the provider is already
   * processing it and can no longer cancel it; it is given back if it then succeeds).
   */
  cancelPayment(input: {
    reference: string;
    amountMinor: number;
    currency: string;
    reason: RefundReason;
  }): Promise<PaymentOutcome>;
  /**
   * Gives back the whole of a settled payment that must not stand: the analysis was already paid
   * through another order ('duplicate'), or was deleted before the payment arrived
   * ('analysisDeleted'). `orderId` keys the refund so a retried call refunds once. Answers the
   * provider's id of the refund.
   */
  refundPayment(input: {
    reference: string;
    orderId: string;
    reason: RefundReason;
  }): Promise<{ refundReference: string }>;
}
