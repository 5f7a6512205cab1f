import { eq } from 'drizzle-orm';
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
 * `PUT /api/account`. Creates the account unverified and mails a code. Registering again before
 * verifying replaces the password and sends a new code: nobody can log in until the code is typed,
 * so the address's owner always wins.
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
  const existing = await findAccountByUsername(context.database, input.username);
  if (existing !== undefined && existing.emailVerifiedAt !== null) {
    throw new AppError('CONFLICT', accountMessages.usernameTaken, 'username');
  }
  const passwordHash = await hashPassword(input.password);
  const [account] =
    existing === undefined
      ? await context.database
          .insert(accounts)
          .values({
            username: input.username,
            passwordHash,
            newsletterSubscription: input.newsletter,
          })
          .onConflictDoNothing()
          .returning()
      : await context.database
          .update(accounts)
          .set({ passwordHash, newsletterSubscription: input.newsletter })
          .where(eq(accounts.id, existing.id))
          .returning();
  if (account === undefined) {
    // Another request registered the same address between our read and our insert.
    throw new AppError('CONFLICT', accountMessages.usernameTaken, 'username');
  }
  await sendVerificationCode(context, account);
  return { message: accountMessages.codeSent };
}
