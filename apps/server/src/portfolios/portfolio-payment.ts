import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  CardDetails,
  PaymentIntentReply,
  PortfolioPurchaseReply,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { orders, portfolios } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { PaymentContext } from '../payments/payment-context.ts';
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
  const reply = (
    order: { id: string; providerReference: string },
    clientSecret: string | null,
  ) => ({
    orderId: order.id,
    intent_id: order.providerReference,
    provider: provider.name,
    amountMinor: quote.amountMinor,
    currency: quote.currency,
    priceLabel: quote.priceLabel,
    clientSecret,
    publishableKey: provider.publishableKey,
  });
  const [open] = await context.database
    .select({ id: orders.id, providerReference: orders.providerReference })
    .from(orders)
    .where(
      and(
        eq(orders.portfolioId, portfolioId),
        eq(orders.accountId, account.id),
        eq(orders.provider, provider.name),
        eq(orders.amountMinor, quote.amountMinor),
        inArray(orders.status, ['pending', 'failed']),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (open !== undefined) {
    const { clientSecret, canBePaid } = await provider.resumePayment(open.providerReference);
    if (canBePaid) return reply(open, clientSecret);
    await context.database
      .update(orders)
      .set({ status: 'canceled', updatedAt: context.clock() })
      .where(eq(orders.id, open.id));
  }
  const orderId = crypto.randomUUID();
  const payment = await provider.createPayment({
    orderId,
    amountMinor: quote.amountMinor,
    currency: quote.currency,
    description: `Portfolio of ${portfolio.total} assets: ${portfolio.title}`,
  });
  const now = context.clock();
  await context.database.insert(orders).values({
    id: orderId,
    accountId: account.id,
    portfolioId,
    amountMinor: quote.amountMinor,
    currency: quote.currency,
    provider: provider.name,
    providerReference: payment.reference,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  return reply({ id: orderId, providerReference: payment.reference }, payment.clientSecret);
}

/**
 * `POST /api/portfolios/{id}/payment/confirm`: settles the order under its row lock (a double
 * submit charges once): the test provider takes the card here, Stripe's status is read. Paid, the
 * portfolio is marked paid and queued at once. 402 with the provider's reason when declined.
 */
export async function confirmPortfolioPurchase(
  context: PortfolioPaymentContext,
  account: AccountRow,
  portfolioId: string,
  input: { orderId: string; card?: CardDetails | undefined },
): Promise<PortfolioPurchaseReply> {
  await ownedPortfolio(context.database, account, portfolioId);
  const provider = context.paymentProvider;
  const paidAt = await context.database.transaction(async (transaction) => {
    const [order] = await transaction
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, input.orderId),
          eq(orders.portfolioId, portfolioId),
          eq(orders.accountId, account.id),
        ),
      )
      .for('update');
    if (order === undefined) throw new AppError('NOT_FOUND', portfolioMessages.orderNotFound);
    if (order.status === 'succeeded' && order.paidAt !== null) return order.paidAt;
    if (order.status === 'canceled' || order.status === 'refunded')
      throw new AppError('CONFLICT', paymentMessages.orderCanceled);
    if (order.provider !== provider.name)
      throw new AppError('CONFLICT', paymentMessages.otherProvider);
    const outcome = await provider.confirmPayment({
      reference: order.providerReference,
      amountMinor: order.amountMinor,
      currency: order.currency,
      card: input.card,
    });
    const now = context.clock();
    if (outcome.status === 'declined') {
      await transaction
        .update(orders)
        .set({ status: 'failed', failureMessage: outcome.message, updatedAt: now })
        .where(eq(orders.id, order.id));
      return { declined: outcome.message };
    }
    if (outcome.status === 'pending') return { pending: true };
    await transaction
      .update(orders)
      .set({ status: 'succeeded', paidAt: now, fulfilledAt: now, updatedAt: now })
      .where(eq(orders.id, order.id));
    await transaction.update(portfolios).set({ paidAt: now }).where(eq(portfolios.id, portfolioId));
    return now;
  });
  if (!(paidAt instanceof Date)) {
    if ('declined' in paidAt)
      throw new AppError('PAYMENT_DECLINED', `Payment error: ${paidAt.declined}`);
    throw new AppError('PAYMENT_NOT_SETTLED', paymentMessages.notSettled);
  }
  await queuePortfolio(context, portfolioId);
  return {
    status: 'succeeded',
    portfolioId,
    orderId: input.orderId,
    paidAt: paidAt.toISOString(),
    provider: provider.name,
  };
}
