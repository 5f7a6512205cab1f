import type { AccountReply } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { toAccountReply } from './account-row.ts';
import { consumeOneTimeSecret } from './consume-one-time-secret.ts';
import { issueApiKey } from './issue-api-key.ts';
import { secretHashFor } from './issue-one-time-secret.ts';
import { proveAddress } from './prove-address.ts';
import { revokeOtherApiKeys } from './revoke-other-api-keys.ts';
import { hashPassword } from './secrets.ts';

/**
 * `PUT /api/account/password_reset`: sets the password with the mailed token (once, within an hour),
 * ends every session, and logs in ('the user is logged in'). Following the mailed link proves the
 * address it was mailed to, so the account counts as verified — and the token works only while the
 * account still has that address: a link mailed before an e-mail change neither sets a password nor
 * proves the new address (prove-address.ts).
 */
export async function resetPassword(
  context: AccountContext,
  input: { token: string; password: string } & CallerAddress,
): Promise<AccountReply> {
  await consumeRateLimit(
    context.database,
    context.clock,
    rateLimits.passwordReset(input.clientAddress),
  );
  const secret = await consumeOneTimeSecret(
    context.database,
    context.clock,
    'password_reset',
    secretHashFor('password_reset', input.token, ''),
  );
  if (secret === undefined) {
    throw new AppError('BAD_REQUEST', accountMessages.resetTokenInvalid, 'token');
  }
  const passwordHash = await hashPassword(input.password);
  const account = await proveAddress(context.database, context.clock, secret, { passwordHash });
  if (account === undefined) {
    throw new AppError('BAD_REQUEST', accountMessages.resetTokenInvalid, 'token');
  }
  await revokeOtherApiKeys(context.database, account.id, undefined);
  const apiKey = await issueApiKey(context.database, context.clock, account.id);
  return toAccountReply(account, apiKey);
}
