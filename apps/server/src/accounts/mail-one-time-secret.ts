import { verificationCodeMessage } from '../mail/mail-messages.ts';
import type { AccountContext } from './account-context.ts';
import { issueOneTimeSecret } from './issue-one-time-secret.ts';

/** Issues a fresh 6-digit code (retiring earlier ones) and mails it. */
export async function sendVerificationCode(
  context: AccountContext,
  account: { id: string; username: string },
): Promise<void> {
  const code = await issueOneTimeSecret(
    context.database,
    context.clock,
    account.id,
    'email_verification',
  );
  await context.mailer.send(verificationCodeMessage(context.mail, account.username, code));
}
