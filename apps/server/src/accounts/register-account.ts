import type { MessageReply } from '@hazardscope/contracts';
import { accounts } from '../database/schema.ts';
import { accountExistsMessage } from '../mail/mail-messages.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { hashPassword } from './secrets.ts';
import { mailOneTimeSecret } from './mail-one-time-secret.ts';

/**
 * `PUT /api/account`. Creates the account unverified and mails a code. An address that already has
 * an account — verified or not, with or without a password — is left as it is: replacing the
 * password of an unverified account would let whoever registered second own it once the address's
 * owner types the code. The reply is the same either way (the password is hashed either way, so
 * the time is alike too), so registering tells nobody which addresses have accounts; the owner is
 * mailed that the address already has one, and logs in or resets the password.
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
  const passwordHash = await hashPassword(input.password);
  const [account] = await context.database
    .insert(accounts)
    .values({
      username: input.username,
      passwordHash,
      newsletterSubscription: input.newsletter,
    })
    .onConflictDoNothing()
    .returning();
  if (account === undefined) {
    await context.mailer.send(accountExistsMessage(context.mail, input.username));
  } else {
    await mailOneTimeSecret(context, account, 'email_verification');
  }
  return { message: accountMessages.codeSent };
}
