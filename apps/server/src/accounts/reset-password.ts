import { eq } from 'drizzle-orm';
import type { AccountReply } from '@hazardscope/contracts';
import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { toAccountReply } from './account-row.ts';
import { consumeOneTimeSecret } from './consume-one-time-secret.ts';
import { issueApiKey } from './issue-api-key.ts';
import { secretHashFor } from './issue-one-time-secret.ts';
import { revokeOtherApiKeys } from './revoke-other-api-keys.ts';
import { hashPassword } from './secrets.ts';

/**
 * `PUT /api/account/password_reset`: sets the password with the mailed token (once, within an hour),
 * ends every session, and logs in ('the user is logged in'). Following the mailed link
 * proves the address, so the account counts as verified.
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
  const accountId = await consumeOneTimeSecret(
    context.database,
    context.clock,
    'password_reset',
    secretHashFor('password_reset', input.token, ''),
  );
  if (accountId === undefined) {
    throw new AppError('BAD_REQUEST', accountMessages.resetTokenInvalid, 'token');
  }
  const passwordHash = await hashPassword(input.password);
  const [account] = await context.database
    .update(accounts)
    .set({ passwordHash })
    .where(eq(accounts.id, accountId))
    .returning();
  if (account === undefined)
    throw new AppError('BAD_REQUEST', accountMessages.resetTokenInvalid, 'token');
  const verified =
    account.emailVerifiedAt === null
      ? ((
          await context.database
            .update(accounts)
            .set({ emailVerifiedAt: context.clock() })
            .where(eq(accounts.id, accountId))
            .returning()
        )[0] ?? account)
      : account;
  await revokeOtherApiKeys(context.database, accountId, undefined);
  const apiKey = await issueApiKey(context.database, context.clock, accountId);
  return toAccountReply(verified, apiKey);
}
