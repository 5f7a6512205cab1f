import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  CardDetails,
  PaymentIntentReply,
  PortfolioPurchaseReply,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { accounts, orders, portfolios } from '../database/schema.ts';
import { duplicatePortfolioPaymentRefundMessage } from '../mail/mail-messages.ts';
import { giveBackIfTaken } from '../payments/give-back-if-taken.ts';
import { orderReferencesOf } from '../payments/order-references.ts';
import { AppError } from '../errors.ts';
import { openOrder } from '../payments/open-order.ts';
import type { PaymentContext } from '../payments/payment-context.ts';
import type { PaymentOutcome } from '../payments/payment-provider.ts';
import { recordPaymentOutcome } from '../payments/record-payment-outcome.ts';
import { paymentMessages } from '../payments/payment-messages.ts';
import { ownedPortfolio } from './portfolio-access.ts';
import { portfolioMessages } from './portfolio-messages.ts';
import { portfolioQuoteOf } from './portfolio-quote.ts';
import type { PortfolioQueue } from './portfolio-queue.ts';
import { queuePortfolio } from './run-portfolio.ts';

export interface PortfolioPaymentContext extends PaymentContext {
  queue: Pick<PortfolioQueue, 'enqueue'>;
}

/**
 * `POST /api/portfolios/{id}/payment/intent`: opens (or resumes) the order of a quoted portfolio at
 * its quoted price, with the configured provider — the card form of a single analysis's purchase.
 */
export async function startPortfolioPurchase(
  context: PortfolioPaymentContext,
  account: AccountRow,
  portfolioId: string,
): Promise<PaymentIntentReply> {
  if (account.passwordHash === null)
    throw new AppError('FORBIDDEN', paymentMessages.passwordRequired);
  const portfolio = await ownedPortfolio(context.database, account, portfolioId);
  if (portfolio.paidAt !== null) throw new AppError('CONFLICT', portfolioMessages.alreadyPaid);
  const quote = portfolioQuoteOf(context.config, portfolio.total, true);
  const provider = context.paymentProvider;
  const { order, clientSecret } = await openOrder(context, {
    accountId: account.id,
    subject: { portfolioId },
    amountMinor: quote.amountMinor,
    currency: quote.currency,
    description: `Portfolio of ${portfolio.total} assets: ${portfolio.title}`,
    deletedWhileOpening: portfolioMessages.notFound,
  });
  return {
    orderId: order.id,
    intent_id: order.providerReference,
    provider: provider.name,
    amountMinor: quote.amountMinor,
    currency: quote.currency,
    priceLabel: quote.priceLabel,
    clientSecret,
    publishableKey: provider.publishableKey,
  };
}

/**
 * `POST /api/portfolios/{id}/payment/confirm`: the test provider takes the card here, Stripe's
 * status is read; settled as `settlePortfolioOrder` does. 402 with the provider's reason when
 * declined, 409 while not settled.
 */
export async function confirmPortfolioPurchase(
  context: PortfolioPaymentContext,
  account: AccountRow,
  portfolioId: string,
  input: { orderId: string; card?: CardDetails | undefined },
): Promise<PortfolioPurchaseReply> {
  await ownedPortfolio(context.database, account, portfolioId);
  const settled = await settlePortfolioOrder(
    context,
    and(
      eq(orders.id, input.orderId),
      eq(orders.portfolioId, portfolioId),
      eq(orders.accountId, account.id),
    ),
    (order) =>
      context.paymentProvider.confirmPayment({
        reference: order.providerReference,
        amountMinor: order.amountMinor,
        currency: order.currency,
        card: input.card,
      }),
  );
  if (settled.kind === 'declined')
    throw new AppError('PAYMENT_DECLINED', `Payment error: ${settled.message}`);
  if (settled.kind === 'pending')
    throw new AppError('PAYMENT_NOT_SETTLED', paymentMessages.notSettled);
  if (settled.kind === 'paidThroughAnotherOrder')
    throw new AppError('CONFLICT', portfolioMessages.paidThroughAnotherOrder);
  if (settled.kind === 'refunded')
    throw new AppError('CONFLICT', portfolioMessages.duplicateRefunded);
  return {
    status: 'succeeded',
    portfolioId,
    orderId: input.orderId,
    paidAt: settled.paidAt.toISOString(),
    provider: context.paymentProvider.name,
  };
}

/**
 * A provider's own report of a portfolio's payment (Stripe's `payment_intent.*` webhook, its
 * signature already checked): settles the order whose provider reference it names through the
 * same path as the buyer's confirm, so the portfolio is paid and queued even when the buyer
 * closed the page, and a resent or late report (or one racing the confirm) pays and queues once.
 * 'unknown' when no portfolio order has this reference.
 */
export async function settleReportedPortfolioPayment(
  context: PortfolioPaymentContext,
  report: { reference: string; outcomeFor: (order: OrderRow) => PaymentOutcome },
): Promise<'paid' | 'declined' | 'pending' | 'unknown' | 'refunded' | 'groupAlreadyPaid'> {
  try {
    const settled = await settlePortfolioOrder(
      context,
      and(
        eq(orders.providerReference, report.reference),
        eq(orders.provider, context.paymentProvider.name),
        isNotNull(orders.portfolioId),
      ),
      async (order) => report.outcomeFor(order),
    );
    return settled.kind === 'paidThroughAnotherOrder' ? 'groupAlreadyPaid' : settled.kind;
  } catch (error) {
    if (error instanceof AppError && error.message === portfolioMessages.orderNotFound)
      return 'unknown';
    // Canceled or refunded: the order can no longer be paid.
    if (error instanceof AppError && error.message === paymentMessages.orderCanceled)
      return 'declined';
    throw error;
  }
}

type OrderRow = typeof orders.$inferSelect;

type Settled =
  | { kind: 'paid'; paidAt: Date }
  | { kind: 'declined'; message: string }
  | { kind: 'pending' }
  /** The portfolio was paid through another order; this one was not taken (canceled). */
  | { kind: 'paidThroughAnotherOrder' }
  /** The portfolio was paid through another order; this one was taken, so it was given back. */
  | { kind: 'refunded' };

/**
 * The one path from a portfolio's order to its payment. The order's row is locked for the whole
 * step, so a double submit, a retried request or the provider's webhook racing the buyer's
 * confirm waits, then finds the order paid and charges nothing. The portfolio is locked too (an
 * advisory lock on its id, taken after the order's row as the analysis path takes its group's),
 * so two orders of one portfolio (two tabs, each with its own payment) settle one after the
 * other: the second finds the portfolio paid and is canceled with the provider, or given back in
 * full (and the buyer mailed) when the provider had taken it already — never charged twice. A
 * decline is recorded (nothing charged). Paid, the portfolio is marked paid and queued (queuing
 * is a no-op once it left 'quoted', so a second settle queues nothing twice).
 */
async function settlePortfolioOrder(
  context: PortfolioPaymentContext,
  which: SQL | undefined,
  settle: (order: OrderRow) => Promise<PaymentOutcome>,
): Promise<Settled> {
  const result = await context.database.transaction(async (transaction) => {
    const [order] = await transaction.select().from(orders).where(which).for('update');
    if (order === undefined || order.portfolioId === null)
      throw new AppError('NOT_FOUND', portfolioMessages.orderNotFound);
    const portfolioId = order.portfolioId;
    if (order.status === 'succeeded' && order.paidAt !== null)
      return { kind: 'paid' as const, paidAt: order.paidAt, portfolioId };
    if (order.status === 'refunded') return { kind: 'refunded' as const, newly: undefined };
    await transaction.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${portfolioId}, 0))`,
    );
    const [portfolio] = await transaction
      .select({ paidAt: portfolios.paidAt, title: portfolios.title })
      .from(portfolios)
      .where(eq(portfolios.id, portfolioId));
    if (portfolio === undefined) throw new AppError('NOT_FOUND', portfolioMessages.orderNotFound);
    if (order.status === 'canceled') {
      if (portfolio.paidAt !== null) return { kind: 'paidThroughAnotherOrder' as const };
      throw new AppError('CONFLICT', paymentMessages.orderCanceled);
    }
    if (order.provider !== context.paymentProvider.name)
      throw new AppError('CONFLICT', paymentMessages.otherProvider);
    if (portfolio.paidAt !== null) {
      const givenBack = await giveBackIfTaken(context, transaction, order, 'duplicate');
      if (givenBack.kind === 'refused') return { kind: 'paidThroughAnotherOrder' as const };
      return { kind: 'refunded' as const, newly: { ...givenBack, title: portfolio.title } };
    }
    const outcome = await settle(order);
    const now = context.clock();
    await recordPaymentOutcome(transaction, order.id, outcome, now);
    if (outcome.status === 'declined')
      return { kind: 'declined' as const, message: outcome.message };
    if (outcome.status === 'pending') return { kind: 'pending' as const };
    await transaction.update(portfolios).set({ paidAt: now }).where(eq(portfolios.id, portfolioId));
    return { kind: 'paid' as const, paidAt: now, portfolioId };
  });
  if (result.kind === 'refunded') {
    if (result.newly !== undefined) await mailRefund(context, result.newly);
    return { kind: 'refunded' };
  }
  if (result.kind !== 'paid') return result;
  await queuePortfolio(context, result.portfolioId);
  return { kind: 'paid', paidAt: result.paidAt };
}

/** Tells the buyer a second payment of their portfolio was given back, naming the references. */
async function mailRefund(
  context: PortfolioPaymentContext,
  refunded: { order: OrderRow; refundReference: string; title: string },
): Promise<void> {
  const { order, refundReference, title } = refunded;
  const [buyer] = await context.database
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, order.accountId));
  if (buyer === undefined) return;
  await context.mailer.send(
    duplicatePortfolioPaymentRefundMessage(context.mail, buyer.username, {
      ...orderReferencesOf(order),
      title,
      refundReference,
    }),
  );
}
