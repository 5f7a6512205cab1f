import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts, oneTimeSecrets, type OneTimeSecretPurpose } from '../database/schema.ts';
import { createRandomSecret, createVerificationCode, hashSecret } from './secrets.ts';

/** Our choices: a code is typed from a mail within minutes; a reset link may wait an hour. */
const oneTimeSecretLifetimeMilliseconds: Record<OneTimeSecretPurpose, number> = {
  email_verification: 15 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/**
 * Creates a verification code (6 digits) or a reset token (32 random bytes) for the account's
 * address and stores its hash with that address (the only one it can prove). A new one replaces the
 * account's earlier ones of the same purpose, so only the latest mail works (and used or expired
 * rows do not pile up); an e-mail change voids them all (void-mailed-secrets.ts).
 */
export async function issueOneTimeSecret(
  database: DatabaseClient,
  clock: Clock,
  account: { id: string; username: string },
  purpose: OneTimeSecretPurpose,
): Promise<string> {
  const accountId = account.id;
  const now = clock();
  const secret = purpose === 'email_verification' ? createVerificationCode() : createRandomSecret();
  await database.transaction(async (transaction) => {
    // The account's row lock orders concurrent requests, so each one's delete sees the previous
    // one's insert: however many arrive at once, one secret of each purpose stays live.
    await transaction
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    await transaction
      .delete(oneTimeSecrets)
      .where(and(eq(oneTimeSecrets.accountId, accountId), eq(oneTimeSecrets.purpose, purpose)));
    await transaction.insert(oneTimeSecrets).values({
      accountId,
      purpose,
      mailedTo: account.username,
      secretHash: secretHashFor(purpose, secret, accountId),
      expiresAt: new Date(now.getTime() + oneTimeSecretLifetimeMilliseconds[purpose]),
    });
  });
  return secret;
}

/** Codes are scoped to the account (6 digits repeat across accounts); tokens are unique on their own. */
export function secretHashFor(
  purpose: OneTimeSecretPurpose,
  secret: string,
  accountId: string,
): string {
  return purpose === 'email_verification' ? hashSecret(secret, accountId) : hashSecret(secret);
}
