import { eq } from 'drizzle-orm';
import { alreadyPurchasedErrorCode, type PaymentIntentReply } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analysisMessages } from '../analyses/analysis-messages.ts';
import { ownOriginalAnalysis } from '../analyses/own-original-analysis.ts';
import { isAnalysisId } from '../analyses/saved-analysis-row.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { openOrder } from './open-order.ts';
import type { PaymentContext } from './payment-context.ts';
import { paymentMessages } from './payment-messages.ts';
import { findPurchasedEquivalent } from './purchased-equivalent.ts';
import { purchasePriceOf } from './purchase-price.ts';

/**
 * `POST /api/payment/intent`: opens an order for the commercial report of one saved analysis (its
 * whole group of revisions), at the configured price, with the configured provider. An open order
 * of the same analysis, price and provider is resumed rather than doubled. The buyer needs a
 * password (a purchase is tied to an account they can log in to again). When the buyer already
 * bought a report with the same numbers (another analysis of the same asset and settings), the reply
 * names it.
 */
export async function startPurchase(
  context: PaymentContext,
  account: AccountRow,
  analysisId: string,
): Promise<PaymentIntentReply> {
  if (account.passwordHash === null) {
    throw new AppError('FORBIDDEN', paymentMessages.passwordRequired);
  }
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [analysis] = await context.database
    .select({
      groupId: analyses.groupId,
      title: analyses.title,
      document: analyses.document,
      summary: analyses.summary,
    })
    .from(analyses)
    .where(ownOriginalAnalysis(analysisId, account.id));
  if (analysis === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  if (await isGroupPurchased(context, analysis.groupId)) {
    throw new AppError(alreadyPurchasedErrorCode, paymentMessages.alreadyPurchased);
  }
  const price = purchasePriceOf(context.config);
  const provider = context.paymentProvider;
  const purchasedEquivalent = await findPurchasedEquivalent(context, account.id, analysis);
  const reply = (
    order: { id: string; providerReference: string },
    clientSecret: string | null,
  ): PaymentIntentReply => ({
    orderId: order.id,
    intent_id: order.providerReference,
    provider: provider.name,
    amountMinor: price.amountMinor,
    currency: price.currency,
    priceLabel: price.label,
    clientSecret,
    publishableKey: provider.publishableKey,
    ...(purchasedEquivalent !== undefined ? { purchasedEquivalent } : {}),
  });

  const { order, clientSecret } = await openOrder(context, {
    accountId: account.id,
    subject: { analysisId },
    amountMinor: price.amountMinor,
    currency: price.currency,
    description: `Commercial report: ${analysis.title}`,
    deletedWhileOpening: paymentMessages.analysisDeletedWhileOpening,
  });
  return reply(order, clientSecret);
}

async function isGroupPurchased(context: PaymentContext, groupId: string): Promise<boolean> {
  const paid = await context.database
    .select({ paidAt: analyses.paidAt })
    .from(analyses)
    .where(eq(analyses.groupId, groupId));
  return paid.some((row) => row.paidAt !== null);
}
