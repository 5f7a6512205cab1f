import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CardDetails, PurchaseReply } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { isAnalysisId } from '../analyses/saved-analysis-row.ts';
import { accounts, analyses, orders } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { duplicatePaymentRefundMessage, purchaseReceiptMessage } from '../mail/mail-messages.ts';
import type { PaymentContext } from './payment-context.ts';
import type { PaymentOutcome, PaymentProvider } from './payment-provider.ts';
import { paymentMessages } from './payment-messages.ts';
import { priceLabel } from './purchase-price.ts';

type OrderRow = typeof orders.$inferSelect;

/** `POST /api/payment/confirm`: charges (test provider) or checks (Stripe) the caller's order. */
export function confirmOrder(
  context: PaymentContext,
  account: AccountRow,
  input: { orderId: string; card?: CardDetails | undefined },
): Promise<PurchaseReply> {
  return settleOrder(context, account, eq(orders.id, input.orderId), (provider, order) =>
    provider.confirmPayment({
      reference: order.providerReference,
      amountMinor: order.amountMinor,
      currency: order.currency,
      card: input.card,
    }),
  );
}

/**
 * `POST /api/payment_finalise`: the payment-return URL finalises a purchase begun elsewhere (in
 * another tab, or a provider's redirect). `paymentId` is our order id or the provider's payment id.
 */
export function finaliseOrder(
  context: PaymentContext,
  account: AccountRow,
  input: { analysisId: string; paymentId: string },
): Promise<PurchaseReply> {
  const byPayment = isAnalysisId(input.paymentId)
    ? or(eq(orders.id, input.paymentId), eq(orders.providerReference, input.paymentId))
    : eq(orders.providerReference, input.paymentId);
  return settleOrder(
    context,
    account,
    and(eq(orders.analysisId, input.analysisId), byPayment),
    (provider, order) =>
      provider.paymentStatus({
        reference: order.providerReference,
        amountMinor: order.amountMinor,
        currency: order.currency,
        recordedOutcome: recordedOutcomeOf(order),
      }),
  );
}

/**
 * A provider's own report of a payment (Stripe's webhook, its signature already checked): settles
 * the order whose provider reference it names, for the order's own buyer, through the same path
 * as the buyer's confirm — so a replayed or late report charges and mails nothing more. Answers
 * what became of the order; an unknown reference is 'unknown' (not an order of this installation).
 */
export async function settleReportedPayment(
  context: PaymentContext,
  report: {
    reference: string;
    /** The outcome the report means for this order (its amount and currency to check). */
    outcomeFor: (order: OrderRow) => PaymentOutcome;
  },
): Promise<'paid' | 'declined' | 'pending' | 'unknown' | 'groupAlreadyPaid' | 'refunded'> {
  const [owner] = await context.database
    .select({ account: accounts })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(
      and(
        eq(orders.providerReference, report.reference),
        eq(orders.provider, context.paymentProvider.name),
      ),
    );
  if (owner === undefined) return 'unknown';
  try {
    await settleOrder(
      context,
      owner.account,
      eq(orders.providerReference, report.reference),
      async (_provider, order) => report.outcomeFor(order),
    );
    return 'paid';
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') return 'declined';
    if (error instanceof AppError && error.message === paymentMessages.notSettled) return 'pending';
    // Paid through another order of the same analysis (two tabs, both paid with the provider):
    // this payment was given back.
    if (error instanceof AppError && error.message === paymentMessages.duplicateRefunded) {
      return 'refunded';
    }
    if (error instanceof AppError && error.message === paymentMessages.alreadyPurchased) {
      return 'groupAlreadyPaid';
    }
    if (error instanceof AppError && error.message === paymentMessages.orderCanceled) {
      return 'declined';
    }
    throw error;
  }
}

function recordedOutcomeOf(order: OrderRow): PaymentOutcome {
  if (order.status === 'succeeded') return { status: 'succeeded' };
  if (order.status === 'failed') {
    return { status: 'declined', message: order.failureMessage ?? paymentMessages.notSettled };
  }
  return { status: 'pending' };
}

/**
 * The one path from an order to a purchase. The order's row is locked for the whole step, so a
 * double submit or a retried request waits, then finds the order paid and charges nothing. A
 * decline is recorded (nothing charged) and answered 402 with the provider's message. On success
 * the analysis's whole group is marked purchased and the receipt is mailed, once.
 */
async function settleOrder(
  context: PaymentContext,
  account: AccountRow,
  which: SQL | undefined,
  settle: (provider: PaymentProvider, order: OrderRow) => Promise<PaymentOutcome>,
): Promise<PurchaseReply> {
  const result = await context.database.transaction(async (transaction) => {
    const [order] = await transaction
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, account.id), which))
      .for('update');
    if (order === undefined) throw new AppError('NOT_FOUND', paymentMessages.orderNotFound);
    if (order.status === 'succeeded') return { kind: 'paid' as const, order, newlyPaid: false };
    if (order.status === 'refunded')
      throw new AppError('CONFLICT', paymentMessages.duplicateRefunded);
    if (order.status === 'canceled') throw new AppError('CONFLICT', paymentMessages.orderCanceled);
    if (order.provider !== context.paymentProvider.name) {
      throw new AppError('CONFLICT', paymentMessages.otherProvider);
    }
    const [analysis] = await transaction
      .select({ groupId: analyses.groupId })
      .from(analyses)
      .where(eq(analyses.id, order.analysisId));
    if (analysis === undefined) throw new AppError('NOT_FOUND', paymentMessages.orderNotFound);
    // Two orders of one group (two tabs) must not both charge: one lock per group as well.
    await transaction.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${analysis.groupId}, 0))`,
    );
    const [alreadyPaid] = await transaction
      .select({ id: analyses.id })
      .from(analyses)
      .where(and(eq(analyses.groupId, analysis.groupId), sql`${analyses.paidAt} is not null`))
      .limit(1);
    if (alreadyPaid !== undefined) {
      // Paid through another order (two revisions bought in two tabs): if the provider took this
      // payment too (the buyer confirms with Stripe before we hear of it), give it back — read
      // the status only, never charge (the test provider charges on confirm).
      const taken = await context.paymentProvider.paymentStatus({
        reference: order.providerReference,
        amountMinor: order.amountMinor,
        currency: order.currency,
        recordedOutcome: recordedOutcomeOf(order),
      });
      if (taken.status !== 'succeeded') {
        throw new AppError('CONFLICT', paymentMessages.alreadyPurchased);
      }
      const { refundReference } = await context.paymentProvider.refundPayment({
        reference: order.providerReference,
        orderId: order.id,
      });
      const [refunded] = await transaction
        .update(orders)
        .set({ status: 'refunded', updatedAt: context.clock() })
        .where(eq(orders.id, order.id))
        .returning();
      return { kind: 'refunded' as const, order: refunded ?? order, refundReference };
    }

    const outcome = await settle(context.paymentProvider, order);
    const now = context.clock();
    if (outcome.status !== 'succeeded') {
      if (outcome.status === 'declined') {
        await transaction
          .update(orders)
          .set({ status: 'failed', failureMessage: outcome.message, updatedAt: now })
          .where(eq(orders.id, order.id));
      }
      return { kind: 'unsettled' as const, outcome };
    }
    const [paid] = await transaction
      .update(orders)
      .set({
        status: 'succeeded',
        failureMessage: null,
        paidAt: now,
        fulfilledAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await transaction
      .update(analyses)
      .set({ paidAt: now })
      .where(and(eq(analyses.groupId, analysis.groupId), isNull(analyses.paidAt)));
    return { kind: 'paid' as const, order: paid ?? order, newlyPaid: true };
  });

  if (result.kind === 'refunded') {
    await mailRefund(context, account, result.order, result.refundReference);
    throw new AppError('CONFLICT', paymentMessages.duplicateRefunded);
  }
  if (result.kind === 'unsettled') {
    if (result.outcome.status === 'declined') {
      throw new AppError('PAYMENT_DECLINED', result.outcome.message);
    }
    throw new AppError('CONFLICT', paymentMessages.notSettled);
  }
  const { order } = result;
  const paidAt = order.paidAt ?? context.clock();
  if (result.newlyPaid) {
    await context.mailer.send(
      purchaseReceiptMessage(context.mail, account.username, {
        ...(await orderMailFields(context, order)),
        paidAt,
      }),
    );
  }
  return {
    status: 'succeeded',
    analysisId: order.analysisId,
    orderId: order.id,
    paidAt: paidAt.toISOString(),
  };
}

/** Tells the buyer their second payment was given back, naming both references. */
async function mailRefund(
  context: PaymentContext,
  account: AccountRow,
  order: OrderRow,
  refundReference: string,
): Promise<void> {
  await context.mailer.send(
    duplicatePaymentRefundMessage(context.mail, account.username, {
      ...(await orderMailFields(context, order)),
      refundReference,
    }),
  );
}

/** What the receipt and the refund mail say of an order: its analysis's title, price, references. */
async function orderMailFields(context: PaymentContext, order: OrderRow) {
  const [analysis] = await context.database
    .select({ title: analyses.title })
    .from(analyses)
    .where(eq(analyses.id, order.analysisId));
  return {
    orderId: order.id,
    analysisId: order.analysisId,
    title: analysis?.title ?? '',
    priceLabel: priceLabel(order.amountMinor, order.currency),
    provider: order.provider,
    providerReference: order.providerReference,
  };
}
