import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  alreadyPurchasedErrorCode,
  paymentNotSettledErrorCode,
  type CardDetails,
  type PurchaseReply,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { isAnalysisId } from '../analyses/saved-analysis-row.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts, analyses, orders } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import {
  deletedAnalysisRefundMessage,
  duplicatePaymentRefundMessage,
  purchaseReceiptMessage,
} from '../mail/mail-messages.ts';
import type { PaymentContext } from './payment-context.ts';
import type { PaymentOutcome, PaymentProvider, RefundReason } from './payment-provider.ts';
import { paymentMessages } from './payment-messages.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';
import { giveBackIfTaken, recordedOutcomeOf } from './give-back-if-taken.ts';
import { orderReferencesOf } from './order-references.ts';

type OrderRow = typeof orders.$inferSelect;

/** A provider's report of one payment: its reference, and what it means for the order. */
export interface ReportedPayment {
  reference: string;
  /** The outcome the report means for this order (its amount and currency to check). */
  outcomeFor: (order: OrderRow) => PaymentOutcome;
}

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
  report: ReportedPayment,
): Promise<'paid' | 'declined' | 'pending' | 'unknown' | 'groupAlreadyPaid' | 'refunded'> {
  const [owner] = await context.database
    .select({ account: accounts })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(
      and(
        eq(orders.providerReference, report.reference),
        eq(orders.provider, context.paymentProvider.name),
        // A portfolio's order is settled by portfolios/portfolio-payment.ts (the webhook asks it
        // when this answers 'unknown'): here, with no analysis, it would read as one whose
        // analysis was deleted.
        isNull(orders.portfolioId),
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
    if (error instanceof AppError && error.code === paymentNotSettledErrorCode) return 'pending';
    // Paid through another order of the same analysis (two tabs, both paid with the provider),
    // or after the analysis was deleted: this payment was given back.
    if (
      error instanceof AppError &&
      (error.message === paymentMessages.duplicateRefunded ||
        error.message === paymentMessages.deletedAnalysisRefunded)
    ) {
      return 'refunded';
    }
    if (error instanceof AppError && error.code === alreadyPurchasedErrorCode) {
      return 'groupAlreadyPaid';
    }
    // Canceled, or its analysis deleted: the order can no longer be paid.
    if (
      error instanceof AppError &&
      (error.message === paymentMessages.orderCanceled ||
        error.message === paymentMessages.analysisDeleted)
    ) {
      return 'declined';
    }
    throw error;
  }
}

/**
 * The one path from an order to a purchase. The order's row is locked for the whole step, so a
 * double submit or a retried request waits, then finds the order paid and charges nothing. A
 * decline is recorded (nothing charged) and answered 402 with the provider's message. On success
 * the analysis's whole group is marked purchased and the receipt is mailed, once. An order whose
 * analysis was deleted unpaid (its analysis null) is paid no more: the provider is asked only what
 * became of the payment, and one it took all the same is given back.
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
    if (order.status === 'refunded') {
      throw new AppError(
        'CONFLICT',
        refusalOf(order.analysisId === null ? 'analysisDeleted' : 'duplicate').refunded,
      );
    }
    const { analysisId } = order;
    if (order.status === 'canceled') {
      // Canceled because it lost to another order of its analysis, or to the analysis's deletion
      // (giveBackIfTaken), or by the provider: the buyer is told which.
      if (analysisId === null) throw refusalOf('analysisDeleted').notTaken;
      if (await isGroupPaid(transaction, analysisId)) throw refusalOf('duplicate').notTaken;
      throw new AppError('CONFLICT', paymentMessages.orderCanceled);
    }
    if (order.status === 'succeeded' && analysisId !== null) {
      return { kind: 'paid' as const, order, analysisId, newlyPaid: false };
    }
    if (order.provider !== context.paymentProvider.name) {
      throw new AppError('CONFLICT', paymentMessages.otherProvider);
    }
    if (analysisId === null) return giveBackIfTaken(context, transaction, order, 'analysisDeleted');
    const [analysis] = await transaction
      .select({ groupId: analyses.groupId })
      .from(analyses)
      .where(eq(analyses.id, analysisId));
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
    // Paid through another order (two revisions bought in two tabs).
    if (alreadyPaid !== undefined) return giveBackIfTaken(context, transaction, order, 'duplicate');

    const outcome = await settle(context.paymentProvider, order);
    const now = context.clock();
    const paid = await recordPaymentOutcome(transaction, order.id, outcome, now);
    if (outcome.status !== 'succeeded') return { kind: 'unsettled' as const, outcome };
    await transaction
      .update(analyses)
      .set({ paidAt: now })
      .where(and(eq(analyses.groupId, analysis.groupId), isNull(analyses.paidAt)));
    return { kind: 'paid' as const, order: paid ?? order, analysisId, newlyPaid: true };
  });

  if (result.kind === 'refused') throw refusalOf(result.reason).notTaken;
  if (result.kind === 'refunded') {
    await mailRefund(context, account, result.order, result.reason, result.refundReference);
    throw new AppError('CONFLICT', refusalOf(result.reason).refunded);
  }
  if (result.kind === 'unsettled') {
    if (result.outcome.status === 'declined') {
      throw new AppError('PAYMENT_DECLINED', result.outcome.message);
    }
    throw new AppError(paymentNotSettledErrorCode, paymentMessages.notSettled);
  }
  const { order, analysisId } = result;
  const paidAt = order.paidAt ?? context.clock();
  if (result.newlyPaid) {
    await context.mailer.send(
      purchaseReceiptMessage(context.mail, account.username, {
        ...(await orderMailFields(context, order, analysisId)),
        paidAt,
      }),
    );
  }
  return {
    status: 'succeeded',
    analysisId,
    orderId: order.id,
    paidAt: paidAt.toISOString(),
  };
}

/**
 * What the buyer is told of an order that must not stand, for each reason: the error when nothing
 * was taken (an analysis purchased meanwhile has its own code, so the client shows it purchased),
 * and the message when the payment was given back.
 */
function refusalOf(reason: RefundReason): { notTaken: AppError; refunded: string } {
  return reason === 'duplicate'
    ? {
        notTaken: new AppError(alreadyPurchasedErrorCode, paymentMessages.alreadyPurchased),
        refunded: paymentMessages.duplicateRefunded,
      }
    : {
        notTaken: new AppError('CONFLICT', paymentMessages.analysisDeleted),
        refunded: paymentMessages.deletedAnalysisRefunded,
      };
}

/** True when the group of this analysis is paid, through any of its revisions. */
async function isGroupPaid(
  transaction: Pick<DatabaseClient, 'select'>,
  analysisId: string,
): Promise<boolean> {
  const groupOf = transaction
    .select({ groupId: analyses.groupId })
    .from(analyses)
    .where(eq(analyses.id, analysisId));
  const [paid] = await transaction
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(inArray(analyses.groupId, groupOf), isNotNull(analyses.paidAt)))
    .limit(1);
  return paid !== undefined;
}

/** Tells the buyer their payment was given back, and why, naming the references. */
async function mailRefund(
  context: PaymentContext,
  account: AccountRow,
  order: OrderRow,
  reason: RefundReason,
  refundReference: string,
): Promise<void> {
  // A duplicate's analysis is purchased, so never deleted; a deleted one's is null.
  const message =
    reason === 'duplicate' && order.analysisId !== null
      ? duplicatePaymentRefundMessage(context.mail, account.username, {
          ...(await orderMailFields(context, order, order.analysisId)),
          refundReference,
        })
      : deletedAnalysisRefundMessage(context.mail, account.username, {
          ...orderReferencesOf(order),
          refundReference,
        });
  await context.mailer.send(message);
}

/** What the receipt and the refund mail say of an order: its analysis's title, price, references. */
async function orderMailFields(context: PaymentContext, order: OrderRow, analysisId: string) {
  const [analysis] = await context.database
    .select({ title: analyses.title })
    .from(analyses)
    .where(eq(analyses.id, analysisId));
  return { ...orderReferencesOf(order), analysisId, title: analysis?.title ?? '' };
}
