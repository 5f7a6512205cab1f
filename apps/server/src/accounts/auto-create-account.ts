import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { demandEmailProof } from './demand-email-proof.ts';
import { findAccountByUsername } from './find-account-by-username.ts';

/**
 * `GET /api/account?username&create=…`: the save flow's passwordless step. Typing an address proves
 * nothing, so this never hands out a key: a new address gets an account without password, and the
 * address (new or an earlier passwordless one, alike) is mailed a 6-digit code with the answer
 * 'Please verify email'; `POST /api/account/authentication_code` with the code logs in. An account
 * with a password answers 'password required'.
 */
export async function autoCreateAccount(
  context: AccountContext,
  input: { username: string } & CallerAddress,
): Promise<never> {
  const existing = await findAccountByUsername(context.database, input.username);
  if (existing?.passwordHash) {
    throw new AppError('UNAUTHORISED', accountMessages.passwordRequired, 'password');
  }
  if (existing) return demandEmailProof(context, existing, input);
  await consumeRateLimit(
    context.database,
    context.clock,
    rateLimits.accountCreation(input.clientAddress),
  );
  const [created] = await context.database
    .insert(accounts)
    .values({ username: input.username, passwordHash: null })
    .onConflictDoNothing()
    .returning();
  // A concurrent call created it first: that call's code mail is the one to answer.
  const account = created ?? (await findAccountByUsername(context.database, input.username));
  if (account === undefined || account.passwordHash !== null) {
    throw new AppError('CONFLICT', accountMessages.usernameTaken, 'username');
  }
  return demandEmailProof(context, account, input);
}
