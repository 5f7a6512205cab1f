import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts, apiKeys } from '../database/schema.ts';
import type { AccountRow } from './account-row.ts';
import { revokeOtherApiKeys } from './revoke-other-api-keys.ts';
import { hashSecret } from './secrets.ts';

/**
 * The account a live API key belongs to, or undefined. A key that was sent by e-mail proves the
 * address on first use: it marks the account verified and ends every session opened before the
 * proof (whoever typed the address into the save flow is not necessarily its owner).
 */
export async function findAccountByApiKey(
  database: DatabaseClient,
  clock: Clock,
  apiKey: string,
): Promise<AccountRow | undefined> {
  const now = clock();
  const [row] = await database
    .select({ account: accounts, verifiesEmail: apiKeys.verifiesEmail })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, hashSecret(apiKey)), gt(apiKeys.expiresAt, now)));
  if (row === undefined) return undefined;
  if (row.verifiesEmail && row.account.emailVerifiedAt === null) {
    await revokeOtherApiKeys(database, row.account.id, apiKey);
    const [verified] = await database
      .update(accounts)
      .set({ emailVerifiedAt: now })
      .where(eq(accounts.id, row.account.id))
      .returning();
    return verified ?? row.account;
  }
  return row.account;
}
