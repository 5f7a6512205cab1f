import type { MessageReply } from '@hazardscope/contracts';
import { passwordResetMessage } from '../mail/mail-messages.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { findAccountByUsername } from './find-account-by-username.ts';
import { issueOneTimeSecret } from './issue-one-time-secret.ts';

/**
 * `GET /api/account/password_reset?username`: mails a one-hour, single-use link
 * (PUBLIC_URL/?pwResetToken=…). The reply is the same whether or not the account exists.
 */
export async function requestPasswordReset(
  context: AccountContext,
  input: { username: string } & CallerAddress,
): Promise<MessageReply> {
  await consumeRateLimit(
    context.database,
    context.clock,
    rateLimits.mailSending(input.username, input.clientAddress),
  );
  const account = await findAccountByUsername(context.database, input.username);
  if (account !== undefined) {
    const token = await issueOneTimeSecret(
      context.database,
      context.clock,
      account.id,
      'password_reset',
    );
    await context.mailer.send(passwordResetMessage(context.mail, account.username, token));
  }
  return { message: accountMessages.resetLinkSent };
}
