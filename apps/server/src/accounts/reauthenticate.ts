import { and, eq, gte, isNull } from 'drizzle-orm';
import { apiKeys } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit, refundRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import type { AccountRow } from './account-row.ts';
import { demandEmailProof } from './demand-email-proof.ts';
import { hashSecret, passwordMatches } from './secrets.ts';

/** A session opened this recently (by a code just entered) counts as proof of the person. */
const freshSessionMilliseconds = 15 * 60 * 1000;

/**
 * Before the e-mail or the password changes, the person proves again who they are, so a stolen key
 * alone cannot take the account: an account with a password gives it (wrong guesses count against
 * the login limits); an account without one needs a session opened within the last 15 minutes by a
 * mailed code, and otherwise is mailed a fresh code ('Please verify email').
 */
export async function reauthenticate(
  context: AccountContext,
  account: AccountRow,
  input: { currentPassword: string | undefined; currentApiKey: string | undefined } & CallerAddress,
): Promise<void> {
  if (account.passwordHash !== null) {
    if (!input.currentPassword) {
      throw new AppError(
        'UNAUTHORISED',
        accountMessages.currentPasswordRequired,
        'currentPassword',
      );
    }
    const limits = rateLimits.loginFailures(account.username, input.clientAddress);
    await consumeRateLimit(context.database, context.clock, limits);
    if (!(await passwordMatches(account.passwordHash, input.currentPassword))) {
      throw new AppError('UNAUTHORISED', accountMessages.currentPasswordWrong, 'currentPassword');
    }
    await refundRateLimit(context.database, context.clock, limits);
    return;
  }
  const freshSince = new Date(context.clock().getTime() - freshSessionMilliseconds);
  const [fresh] =
    input.currentApiKey === undefined
      ? []
      : await context.database
          .select({ keyHash: apiKeys.keyHash })
          .from(apiKeys)
          .where(
            and(
              eq(apiKeys.keyHash, hashSecret(input.currentApiKey)),
              eq(apiKeys.accountId, account.id),
              isNull(apiKeys.mailedTo),
              gte(apiKeys.createdAt, freshSince),
            ),
          );
  if (fresh === undefined || account.emailVerifiedAt === null) {
    await demandEmailProof(context, account, input);
  }
}
