import { eq } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { orders } from '../database/schema.ts';
import type { PaymentOutcome } from './payment-provider.ts';

/**
 * Writes what the provider said of an order's payment on the order, inside the transaction that
 * holds its row lock: a decline is recorded with the provider's message (nothing charged), a
 * success marks it paid and fulfilled at `now`, a pending payment changes nothing. Answers the
 * order's row as written (undefined when unchanged). The one writer of an order's settlement, for
 * an analysis's order (settle-order.ts) and a portfolio's (portfolios/portfolio-payment.ts).
 */
export async function recordPaymentOutcome(
  transaction: Pick<DatabaseClient, 'update'>,
  orderId: string,
  outcome: PaymentOutcome,
  now: Date,
): Promise<typeof orders.$inferSelect | undefined> {
  if (outcome.status === 'pending') return undefined;
  const [written] = await transaction
    .update(orders)
    .set(
      outcome.status === 'declined'
        ? { status: 'failed', failureMessage: outcome.message, updatedAt: now }
        : {
            status: 'succeeded',
            failureMessage: null,
            paidAt: now,
            fulfilledAt: now,
            updatedAt: now,
          },
    )
    .where(eq(orders.id, orderId))
    .returning();
  return written;
}
