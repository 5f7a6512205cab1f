import type { AccountReply } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { toAccountReply } from './account-row.ts';
import { consumeOneTimeSecret } from './consume-one-time-secret.ts';
import { findAccountByUsername } from './find-account-by-username.ts';
import { issueApiKey } from './issue-api-key.ts';
import { secretHashFor } from './issue-one-time-secret.ts';
import { proveAddress } from './prove-address.ts';
import { revokeOtherApiKeys } from './revoke-other-api-keys.ts';

/**
 * `POST /api/account/authentication_code`: checks the e-mailed code (once, within 15 minutes),
 * marks the address verified and logs in. Five guesses per 15 minutes per username. A code proves
 * only the address it was mailed to, while the account still has it (prove-address.ts).
 */
export async function verifyEmailCode(
  context: AccountContext,
  input: { username: string; code: string } & CallerAddress,
): Promise<AccountReply> {
  await consumeRateLimit(
    context.database,
    context.clock,
    rateLimits.verificationCode(input.username, input.clientAddress),
  );
  const account = await findAccountByUsername(context.database, input.username);
  const secret =
    account &&
    (await consumeOneTimeSecret(
      context.database,
      context.clock,
      'email_verification',
      secretHashFor('email_verification', input.code, account.id),
    ));
  const verified = secret && (await proveAddress(context.database, context.clock, secret));
  if (account === undefined || verified === undefined) {
    throw new AppError('BAD_REQUEST', accountMessages.wrongCode, 'authenticationKey');
  }
  if (account.emailVerifiedAt === null) {
    // Sessions opened before the address was proven (save flow) end here.
    await revokeOtherApiKeys(context.database, account.id, undefined);
  }
  const apiKey = await issueApiKey(context.database, context.clock, account.id);
  return toAccountReply(verified, apiKey);
}
