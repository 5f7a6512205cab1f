import type { OneTimeSecretPurpose } from '../database/schema.ts';
import {
  passwordResetMessage,
  verificationCodeMessage,
  type MailContext,
} from '../mail/mail-messages.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { AccountContext } from './account-context.ts';
import { issueOneTimeSecret } from './issue-one-time-secret.ts';

/** The mail that carries a secret of each purpose: the 6-digit code, or the reset link. */
const messageFor: Record<
  OneTimeSecretPurpose,
  (context: MailContext, to: string, secret: string) => MailMessage
> = {
  email_verification: verificationCodeMessage,
  password_reset: passwordResetMessage,
};

/**
 * Issues a fresh one-time secret of the purpose (retiring the account's earlier ones of that
 * purpose, so only the latest mail works) and mails it to the account's address, the one address
 * it can prove.
 */
export async function mailOneTimeSecret(
  context: AccountContext,
  account: { id: string; username: string },
  purpose: OneTimeSecretPurpose,
): Promise<void> {
  const secret = await issueOneTimeSecret(context.database, context.clock, account, purpose);
  await context.mailer.send(messageFor[purpose](context.mail, account.username, secret));
}
