import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts, apiKeys } from '../database/schema.ts';
import type { AccountRow } from './account-row.ts';
import { proveAddress } from './prove-address.ts';
import { revokeOtherApiKeys } from './revoke-other-api-keys.ts';
import { hashSecret } from './secrets.ts';

/**
 * The account a live API key belongs to, or undefined. A key that was sent by e-mail (a sign-in
 * link) proves the address it was sent to on first use, while the account still has that address
 * (prove-address.ts): it marks the account verified and ends every session opened before the proof
 * (whoever typed the address into the save flow is not necessarily its owner).
 */
export async function findAccountByApiKey(
  database: DatabaseClient,
  clock: Clock,
  apiKey: string,
): Promise<AccountRow | undefined> {
  const now = clock();
  const [row] = await database
    .select({ account: accounts, mailedTo: apiKeys.mailedTo })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, hashSecret(apiKey)), gt(apiKeys.expiresAt, now)));
  if (row === undefined) return undefined;
  if (row.mailedTo !== null && row.account.emailVerifiedAt === null) {
    const proven = await proveAddress(database, clock, {
      accountId: row.account.id,
      mailedTo: row.mailedTo,
    });
    if (proven === undefined) return row.account;
    await revokeOtherApiKeys(database, row.account.id, apiKey);
    return proven;
  }
  return row.account;
}
