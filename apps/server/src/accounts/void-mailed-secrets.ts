import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { apiKeys, oneTimeSecrets } from '../database/schema.ts';
import { hashSecret } from './secrets.ts';

/**
 * On an e-mail change, everything mailed before it is void: every verification code and reset
 * link, whatever its purpose, and every sign-in link (a key mailed to the old address). Each is
 * also bound to the address it was mailed to (prove-address.ts); voiding them too means that no
 * secret mailed to the old address, of a kind that exists now or is added later, can act on the
 * account once the address has changed. The caller's own session (`keptApiKey`) stays, proving
 * nothing, even when it began as a sign-in link.
 */
export async function voidMailedSecrets(
  database: Pick<DatabaseClient, 'delete' | 'update'>,
  accountId: string,
  keptApiKey: string | undefined,
): Promise<void> {
  await database.delete(oneTimeSecrets).where(eq(oneTimeSecrets.accountId, accountId));
  const mailedKeys = and(eq(apiKeys.accountId, accountId), isNotNull(apiKeys.mailedTo));
  if (keptApiKey === undefined) {
    await database.delete(apiKeys).where(mailedKeys);
    return;
  }
  const keptHash = hashSecret(keptApiKey);
  await database.delete(apiKeys).where(and(mailedKeys, ne(apiKeys.keyHash, keptHash)));
  await database
    .update(apiKeys)
    .set({ mailedTo: null })
    .where(and(mailedKeys, eq(apiKeys.keyHash, keptHash)));
}
