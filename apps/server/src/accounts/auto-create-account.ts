import type { AccountReply } from '@hazardscope/contracts';
import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { toAccountReply } from './account-row.ts';
import { findAccountByUsername } from './find-account-by-username.ts';
import { issueApiKey } from './issue-api-key.ts';
import { sendSignInLink } from './send-sign-in-link.ts';

/**
 * `GET /api/account?username&create=…`: the save flow's passwordless step (SPEC.md §2 Save Analysis
 * modal). A new address gets an account without password, logged in at once, and a mailed link to
 * come back later. An existing account is never handed out by address alone: with a password the
 * reply is 'password required'; without one, the sign-in link is mailed to its owner.
 */
export async function autoCreateAccount(
  context: AccountContext,
  input: { username: string } & CallerAddress,
): Promise<AccountReply> {
  const existing = await findAccountByUsername(context.database, input.username);
  if (existing?.passwordHash) {
    throw new AppError('UNAUTHORISED', accountMessages.passwordRequired, 'password');
  }
  await consumeRateLimit(context.database, context.clock, [
    ...rateLimits.mailSending(input.username, input.clientAddress),
    ...(existing ? [] : rateLimits.accountCreation(input.clientAddress)),
  ]);
  if (existing) {
    await sendSignInLink(context, existing);
    throw new AppError('UNAUTHORISED', accountMessages.signInLinkSent);
  }
  const [account] = await context.database
    .insert(accounts)
    .values({ username: input.username, passwordHash: null })
    .onConflictDoNothing()
    .returning();
  if (account === undefined) {
    throw new AppError('CONFLICT', accountMessages.usernameTaken, 'username');
  }
  const apiKey = await issueApiKey(context.database, context.clock, account.id);
  await sendSignInLink(context, account);
  return toAccountReply(account, apiKey);
}
