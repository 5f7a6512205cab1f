import type { MessageReply } from '@hazardscope/contracts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { findAccountByUsername } from './find-account-by-username.ts';
import { mailOneTimeSecret } from './mail-one-time-secret.ts';

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
    await mailOneTimeSecret(context, account, 'password_reset');
  }
  return { message: accountMessages.resetLinkSent };
}
