import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { apiKeys } from '../database/schema.ts';
import { createRandomSecret, hashSecret } from './secrets.ts';

/**
 * Keys expire after 90 days even if used: the web's cookie lasts 7 days (SPEC.md §6), and a key
 * mailed in a saved-analysis link (crapikey) should still open it weeks later.
 */
export const apiKeyLifetimeMilliseconds = 90 * 24 * 60 * 60 * 1000;

/**
 * Creates a session key for the account; returns the key (its only appearance in clear). The
 * account's expired keys are dropped on the way.
 */
export async function issueApiKey(
  database: DatabaseClient,
  clock: Clock,
  accountId: string,
  options: { verifiesEmail?: boolean } = {},
): Promise<string> {
  const apiKey = createRandomSecret();
  const now = clock();
  await database
    .delete(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), lte(apiKeys.expiresAt, now)));
  await database.insert(apiKeys).values({
    keyHash: hashSecret(apiKey),
    accountId,
    verifiesEmail: options.verifiesEmail ?? false,
    expiresAt: new Date(now.getTime() + apiKeyLifetimeMilliseconds),
  });
  return apiKey;
}
