import { signInLinkMessage } from '../mail/mail-messages.ts';
import type { AccountContext } from './account-context.ts';
import { issueApiKey } from './issue-api-key.ts';

/**
 * Mails a link carrying a fresh API key (the `crapikey` entry parameter). Opening it proves the
 * address it was mailed to, so that key verifies the account on first use while the account still
 * has that address.
 */
export async function sendSignInLink(
  context: AccountContext,
  account: { id: string; username: string },
): Promise<void> {
  const mailedKey = await issueApiKey(context.database, context.clock, account.id, {
    mailedTo: account.username,
  });
  await context.mailer.send(signInLinkMessage(context.mail, account.username, mailedKey));
}
