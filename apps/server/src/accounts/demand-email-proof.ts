import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import type { AccountRow } from './account-row.ts';
import { mailOneTimeSecret } from './mail-one-time-secret.ts';

/**
 * An action that needs a proven address on an unproven one: counts the mail against its limit,
 * mails a fresh code and answers 'Please verify email', which opens the web's
 * verification step.
 */
export async function demandEmailProof(
  context: AccountContext,
  account: AccountRow,
  caller: CallerAddress,
): Promise<never> {
  await consumeRateLimit(
    context.database,
    context.clock,
    rateLimits.mailSending(account.username, caller.clientAddress),
  );
  await mailOneTimeSecret(context, account, 'email_verification');
  throw new AppError('FORBIDDEN', accountMessages.verifyEmail);
}
