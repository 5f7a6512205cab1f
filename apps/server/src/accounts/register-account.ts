import type { MessageReply } from '@hazardscope/contracts';
import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { findAccountByUsername } from './find-account-by-username.ts';
import { hashPassword } from './secrets.ts';
import { sendVerificationCode } from './send-verification-code.ts';

/**
 * `PUT /api/account`. Creates the account unverified and mails a code. An address that already has
 * an account — verified or not, with or without a password — is refused: replacing the password of
 * an unverified account would let whoever registered second own it once the address's owner types
 * the code. Its owner logs in (an unverified login mails a fresh code) or resets the password.
 */
export async function registerAccount(
  context: AccountContext,
  input: { username: string; password: string; newsletter: boolean } & CallerAddress,
): Promise<MessageReply> {
  await consumeRateLimit(
    context.database,
    context.clock,
    rateLimits.mailSending(input.username, input.clientAddress),
  );
  if ((await findAccountByUsername(context.database, input.username)) !== undefined) {
    throw new AppError('CONFLICT', accountMessages.usernameTaken, 'username');
  }
  const [account] = await context.database
    .insert(accounts)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      newsletterSubscription: input.newsletter,
    })
    .onConflictDoNothing()
    .returning();
  if (account === undefined) {
    // Another request registered the same address between our read and our insert.
    throw new AppError('CONFLICT', accountMessages.usernameTaken, 'username');
  }
  await sendVerificationCode(context, account);
  return { message: accountMessages.codeSent };
}
