import { and, desc, eq, inArray } from 'drizzle-orm';
import { violatesForeignKey } from '../database/foreign-key-violation.ts';
import { orders } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { PaymentContext } from './payment-context.ts';

/** What an order buys: one analysis (its group) or one portfolio. */
export type OrderSubject = { analysisId: string } | { portfolioId: string };

/**
 * Opens the order of one thing to buy at one price with the configured provider, or resumes the
 * buyer's open order of it (same price, currency and provider) rather than doubling it: the one
 * order opening of a single analysis's purchase and of a portfolio's. An open order the provider
 * can no longer take (a Stripe PaymentIntent canceled in the dashboard, or expired) is kept as
 * canceled and a new one opened. When the thing bought is deleted while the provider opens the
 * payment, that payment is canceled (no one was given its secret) and `deletedWhileOpening` is
 * answered 404. Answers the order and the client secret of its card form.
 */
export async function openOrder(
  context: PaymentContext,
  input: {
    accountId: string;
    subject: OrderSubject;
    amountMinor: number;
    currency: string;
    /** How the provider's dashboard and the card statement name the payment. */
    description: string;
    deletedWhileOpening: string;
  },
): Promise<{ order: { id: string; providerReference: string }; clientSecret: string | null }> {
  const provider = context.paymentProvider;
  const subjectColumn = 'analysisId' in input.subject ? orders.analysisId : orders.portfolioId;
  const subjectId =
    'analysisId' in input.subject ? input.subject.analysisId : input.subject.portfolioId;
  const [open] = await context.database
    .select({ id: orders.id, providerReference: orders.providerReference })
    .from(orders)
    .where(
      and(
        eq(subjectColumn, subjectId),
        eq(orders.accountId, input.accountId),
        eq(orders.provider, provider.name),
        eq(orders.amountMinor, input.amountMinor),
        eq(orders.currency, input.currency),
        inArray(orders.status, ['pending', 'failed']),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (open !== undefined) {
    const { clientSecret, canBePaid } = await provider.resumePayment(open.providerReference);
    if (canBePaid) return { order: open, clientSecret };
    await context.database
      .update(orders)
      .set({ status: 'canceled', updatedAt: context.clock() })
      .where(eq(orders.id, open.id));
  }

  const orderId = crypto.randomUUID();
  const payment = await provider.createPayment({
    orderId,
    amountMinor: input.amountMinor,
    currency: input.currency,
    description: input.description,
  });
  const now = context.clock();
  const [order] = await context.database
    .insert(orders)
    .values({
      id: orderId,
      accountId: input.accountId,
      ...input.subject,
      amountMinor: input.amountMinor,
      currency: input.currency,
      provider: provider.name,
      providerReference: payment.reference,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, providerReference: orders.providerReference })
    .catch(async (error: unknown) => {
      if (violatesForeignKey(error, subjectColumn)) {
        await provider.cancelPayment({
          reference: payment.reference,
          amountMinor: input.amountMinor,
          currency: input.currency,
          reason: 'analysisDeleted',
        });
        throw new AppError('NOT_FOUND', input.deletedWhileOpening);
      }
      throw error;
    });
  if (order === undefined) throw new Error('inserting the order returned no row');
  return { order, clientSecret: payment.clientSecret };
}
