import { and, eq, ne } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { apiKeys } from '../database/schema.ts';
import { hashSecret } from './secrets.ts';

/** After a password change every other session ends; `keptApiKey` (the caller's) stays if given. */
export async function revokeOtherApiKeys(
  database: DatabaseClient,
  accountId: string,
  keptApiKey: string | undefined,
): Promise<void> {
  await database
    .delete(apiKeys)
    .where(
      keptApiKey === undefined
        ? eq(apiKeys.accountId, accountId)
        : and(eq(apiKeys.accountId, accountId), ne(apiKeys.keyHash, hashSecret(keptApiKey))),
    );
}
