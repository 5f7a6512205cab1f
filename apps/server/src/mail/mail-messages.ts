import type { FeedbackBody } from '@hazardscope/contracts';
import type { MailMessage } from './mailer.ts';

/** What every message needs to know about the installation. */
export interface MailContext {
  productName: string;
  publicUrl: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

function link(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
}

/**
 * The text and HTML parts of a message that ends with a link to open: the paragraphs, then in the
 * text part the bare address and in the HTML part the address under `label`.
 */
function withLink(lines: string[], url: string, label: string): Pick<MailMessage, 'text' | 'html'> {
  return {
    text: `${lines.join('\n\n')}\n\n${url}`,
    html: `${paragraphs(lines)}\n${link(url, label)}`,
  };
}

/** `PUBLIC_URL/?name=value` with the value encoded. */
function publicLink(context: MailContext, parameters: Record<string, string>): string {
  return `${context.publicUrl}/?${new URLSearchParams(parameters).toString()}`;
}

export function verificationCodeMessage(
  context: MailContext,
  to: string,
  code: string,
): MailMessage {
  const lines = [
    `Your ${context.productName} verification code is ${code}.`,
    'Enter it in the verification step to finish registering. It expires in 15 minutes.',
    'If you did not register, ignore this message.',
  ];
  return {
    to,
    subject: `Your ${context.productName} verification code`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

/**
 * To the owner of an address someone tried to register again: registration answers alike whether
 * or not the address has an account, so the owner learns it here, never the one who typed it.
 */
export function accountExistsMessage(context: MailContext, to: string): MailMessage {
  const url = publicLink(context, {});
  const lines = [
    `Someone tried to register a ${context.productName} account with this e-mail address, which already has one.`,
    'If it was you, log in instead, or use "Forgot password" to choose a new password.',
    'If it was not you, ignore this message; your account is unchanged.',
  ];
  return {
    to,
    subject: `You already have a ${context.productName} account`,
    ...withLink(lines, url, `Open ${context.productName}`),
  };
}

export function passwordResetMessage(context: MailContext, to: string, token: string): MailMessage {
  const url = publicLink(context, { pwResetToken: token });
  const lines = [
    `Someone asked to reset the password of your ${context.productName} account.`,
    'Open this link within one hour to choose a new password. It works once.',
    'If it was not you, ignore this message; your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${context.productName} password`,
    ...withLink(lines, url, 'Choose a new password'),
  };
}

/** The link of the save flow for an account without a password: it logs in with a mailed key. */
export function signInLinkMessage(context: MailContext, to: string, apiKey: string): MailMessage {
  const url = publicLink(context, { crapikey: apiKey });
  const lines = [
    `Your ${context.productName} account has been created for ${to}.`,
    'Open this link to come back to your saved analyses. Keep it private: it signs you in.',
  ];
  return {
    to,
    subject: `Your ${context.productName} account`,
    ...withLink(lines, url, 'Open my analyses'),
  };
}

export function savedAnalysisMessage(
  context: MailContext,
  to: string,
  analysisId: string,
  title: string,
): MailMessage {
  const url = publicLink(context, { analysisId });
  const lines = [`Your analysis '${title}' has been saved.`, 'Open it any time with this link:'];
  return {
    to,
    subject: `Saved analysis: ${title}`,
    ...withLink(lines, url, title),
  };
}

/** The order a receipt or a refund mail is about: its analysis, price and payment. */
interface MailedOrder {
  orderId: string;
  analysisId: string;
  title: string;
  priceLabel: string;
  provider: string;
  providerReference: string;
}

/** The lines that name an order and its payment, alike in every order mail. */
function orderLines(
  order: Pick<MailedOrder, 'orderId' | 'provider' | 'providerReference'>,
): string[] {
  return [
    `Order: ${order.orderId}`,
    `Payment reference (${order.provider}): ${order.providerReference}`,
  ];
}

/** A refund of an order's payment, as its mail names it. */
type MailedRefund = Pick<
  MailedOrder,
  'orderId' | 'priceLabel' | 'provider' | 'providerReference'
> & {
  refundReference: string;
};

/** The lines that name a refund, its order and the payment it gives back. */
function refundLines(refund: MailedRefund): string[] {
  return [
    `Amount refunded: ${refund.priceLabel}`,
    ...orderLines(refund),
    `Refund reference: ${refund.refundReference}`,
  ];
}

/** The receipt of a purchase, sent once when the order is paid. */
export function purchaseReceiptMessage(
  context: MailContext,
  to: string,
  receipt: MailedOrder & { paidAt: Date },
): MailMessage {
  const url = publicLink(context, { analysisId: receipt.analysisId });
  const lines = [
    `Thank you for purchasing the ${context.productName} commercial report for '${receipt.title}'.`,
    `Amount paid: ${receipt.priceLabel}`,
    `Paid on: ${receipt.paidAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    ...orderLines(receipt),
    'The real results, customisation with two re-runs and the PDF report are open in your analysis:',
  ];
  return {
    to,
    subject: `Receipt: ${context.productName} commercial report, ${receipt.title}`,
    ...withLink(lines, url, receipt.title),
  };
}

export function duplicatePaymentRefundMessage(
  context: MailContext,
  to: string,
  refund: MailedOrder & { refundReference: string },
): MailMessage {
  const url = publicLink(context, { analysisId: refund.analysisId });
  const lines = [
    `You paid twice for the ${context.productName} commercial report for '${refund.title}': the analysis was already purchased through another payment, so we refunded this one in full.`,
    ...refundLines(refund),
    'Your purchase stands; its real results and the PDF report are open in your analysis:',
  ];
  return {
    to,
    subject: `Refund: ${context.productName} commercial report, ${refund.title}`,
    ...withLink(lines, url, refund.title),
  };
}

/**
 * A payment that arrived after the buyer deleted the analysis it was for (the purchase dialog still
 * open in another tab), given back in full. The analysis is gone, so the mail names the order only.
 */
export function deletedAnalysisRefundMessage(
  context: MailContext,
  to: string,
  refund: MailedRefund,
): MailMessage {
  const lines = [
    `The analysis you were buying the ${context.productName} commercial report for was deleted before the payment arrived, so we refunded the payment in full.`,
    ...refundLines(refund),
    'To buy the report, run and save the analysis again, then purchase it.',
  ];
  return {
    to,
    subject: `Refund: ${context.productName} commercial report`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

/**
 * A payment for a portfolio already paid through another order (two tabs, both paid with the
 * provider), given back in full. The portfolio's own payment stands.
 */
export function duplicatePortfolioPaymentRefundMessage(
  context: MailContext,
  to: string,
  refund: MailedRefund & { title: string },
): MailMessage {
  const lines = [
    `You paid twice for the ${context.productName} portfolio '${refund.title}': it was already paid for through another payment, so we refunded this one in full.`,
    ...refundLines(refund),
    'Your first payment stands; the portfolio runs and its results are under Portfolios.',
  ];
  return {
    to,
    subject: `Refund: ${context.productName} portfolio, ${refund.title}`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

export function feedbackMessage(supportEmail: string, feedback: FeedbackBody): MailMessage {
  const lines = [
    `${feedback.label} from ${feedback.email}`,
    `Subject: ${feedback.subject}`,
    feedback.comment,
    ...(feedback.pageUrl ? [`Page: ${feedback.pageUrl}`] : []),
    ...(feedback.analysisTitle ? [`Analysis: ${feedback.analysisTitle}`] : []),
    ...(feedback.parameters ? [`Parameters: ${JSON.stringify(feedback.parameters)}`] : []),
  ];
  return {
    to: supportEmail,
    replyTo: feedback.email,
    subject: `[${feedback.label}] ${feedback.subject}`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
