import { eq } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { orders } from '../database/schema.ts';
import type { PaymentContext } from './payment-context.ts';
import type { PaymentOutcome, RefundReason } from './payment-provider.ts';
import { paymentMessages } from './payment-messages.ts';

type OrderRow = typeof orders.$inferSelect;

/** What our order records of its payment, for a provider without a ledger of its own. */
export function recordedOutcomeOf(order: OrderRow): PaymentOutcome {
  if (order.status === 'succeeded') return { status: 'succeeded' };
  if (order.status === 'failed') {
    return { status: 'declined', message: order.failureMessage ?? paymentMessages.notSettled };
  }
  return { status: 'pending' };
}

/**
 * An order that must not be paid (what it buys — an analysis or a portfolio — was paid through
 * another order, or deleted): the provider's status is read, never a charge made (the test
 * provider charges on confirm). Not taken: the payment is canceled with the provider, so a card
 * form still open elsewhere can never charge it, the order is recorded as canceled, and the buyer
 * refused (409). Taken all the same (the buyer paid with Stripe before we heard of it, or just as
 * it was canceled): given back in full and the order recorded as refunded. One the provider is
 * already processing cannot be canceled: refused, and given back here if it succeeds (the
 * provider's webhook, or a confirm).
 */
export async function giveBackIfTaken(
  context: PaymentContext,
  transaction: Pick<DatabaseClient, 'update'>,
  order: OrderRow,
  reason: RefundReason,
) {
  const taken = await context.paymentProvider.paymentStatus({
    reference: order.providerReference,
    amountMinor: order.amountMinor,
    currency: order.currency,
    recordedOutcome: recordedOutcomeOf(order),
  });
  if (taken.status !== 'succeeded') {
    const afterCancel = await context.paymentProvider.cancelPayment({
      reference: order.providerReference,
      amountMinor: order.amountMinor,
      currency: order.currency,
      reason,
    });
    if (afterCancel.status === 'declined') {
      await transaction
        .update(orders)
        .set({ status: 'canceled', updatedAt: context.clock() })
        .where(eq(orders.id, order.id));
    }
    if (afterCancel.status !== 'succeeded') return { kind: 'refused' as const, reason };
  }
  const { refundReference } = await context.paymentProvider.refundPayment({
    reference: order.providerReference,
    orderId: order.id,
    reason,
  });
  const [refunded] = await transaction
    .update(orders)
    .set({ status: 'refunded', updatedAt: context.clock() })
    .where(eq(orders.id, order.id))
    .returning();
  return { kind: 'refunded' as const, order: refunded ?? order, reason, refundReference };
}
