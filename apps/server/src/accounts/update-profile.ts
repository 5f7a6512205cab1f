import { eq } from 'drizzle-orm';
import type { AccountReply } from '@hazardscope/contracts';
import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { demandEmailProof } from './demand-email-proof.ts';
import { mailOneTimeSecret } from './mail-one-time-secret.ts';
import { toAccountReply, type AccountRow } from './account-row.ts';
import { findAccountByUsername } from './find-account-by-username.ts';
import { reauthenticate } from './reauthenticate.ts';
import { revokeOtherApiKeys } from './revoke-other-api-keys.ts';
import { hashPassword } from './secrets.ts';
import { voidMailedSecrets } from './void-mailed-secrets.ts';

/**
 * `POST /api/account`: e-mail, newsletter, optional new password (the Edit Profile modal). A new
 * e-mail must be proven before any right moves to it: the account is unverified until the code
 * mailed to the new address is entered, and everything mailed to the old address before the change
 * — codes, reset links, sign-in links — is void (void-mailed-secrets.ts). Either change needs
 * re-authentication first (reauthenticate.ts). A new password ends the other sessions.
 */
export async function updateProfile(
  context: AccountContext,
  account: AccountRow,
  input: {
    username: string;
    newsletter: boolean | undefined;
    password: string | undefined;
    currentPassword: string | undefined;
    currentApiKey: string | undefined;
  } & CallerAddress,
): Promise<AccountReply> {
  const usernameChanges = input.username !== account.username;
  if (usernameChanges || input.password !== undefined) {
    await reauthenticate(context, account, input);
  }
  if (input.password !== undefined && account.emailVerifiedAt === null) {
    // Same rule as password_add: no password on an address nobody has proven yet.
    await demandEmailProof(context, account, input);
  }
  if (usernameChanges) {
    if ((await findAccountByUsername(context.database, input.username)) !== undefined) {
      throw new AppError('CONFLICT', accountMessages.usernameTaken, 'username');
    }
    await consumeRateLimit(
      context.database,
      context.clock,
      rateLimits.mailSending(input.username, input.clientAddress),
    );
  }
  const passwordHash =
    input.password !== undefined ? await hashPassword(input.password) : undefined;
  const changes = {
    ...(usernameChanges ? { username: input.username, emailVerifiedAt: null } : {}),
    ...(input.newsletter !== undefined ? { newsletterSubscription: input.newsletter } : {}),
    ...(passwordHash !== undefined ? { passwordHash } : {}),
  };
  // A form saved as it was (the same address, no newsletter choice, no new password) changes
  // nothing, and is answered as saved: the account as it is (an empty update was a 500).
  if (Object.keys(changes).length === 0) return toAccountReply(account);
  // The address and the voiding of what was mailed to the old one change together.
  const updated = await context.database.transaction(async (transaction) => {
    const [row] = await transaction
      .update(accounts)
      .set(changes)
      .where(eq(accounts.id, account.id))
      .returning();
    if (row === undefined) throw new AppError('UNAUTHORISED', accountMessages.notLoggedIn);
    if (usernameChanges) await voidMailedSecrets(transaction, account.id, input.currentApiKey);
    return row;
  });
  if (input.password !== undefined) {
    await revokeOtherApiKeys(context.database, account.id, input.currentApiKey);
  }
  if (usernameChanges) await mailOneTimeSecret(context, updated, 'email_verification');
  return toAccountReply(updated);
}
