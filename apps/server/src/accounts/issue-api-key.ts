import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { apiKeys } from '../database/schema.ts';
import { createRandomSecret, hashSecret } from './secrets.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * A session key lives 7 days, as long as the web's login is kept; a stolen one is worth a week at
 * most. A key mailed in a link (crapikey: the save flow's 'view this analysis later', a passwordless
 * login) lives 30 days, so the link still opens the analysis weeks later; after that, logging in
 * again mails a fresh one.
 */
const apiKeyLifetimeMilliseconds = { session: 7 * day, mailedLink: 30 * day } as const;

/**
 * Creates a session key for the account; returns the key (its only appearance in clear). The
 * account's expired keys are dropped on the way.
 */
export async function issueApiKey(
  database: DatabaseClient,
  clock: Clock,
  accountId: string,
  options: {
    /** The address a key sent in a sign-in link goes to: its first use proves that address. */
    mailedTo?: string;
  } = {},
): Promise<string> {
  const apiKey = createRandomSecret();
  const now = clock();
  await database
    .delete(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), lte(apiKeys.expiresAt, now)));
  await database.insert(apiKeys).values({
    keyHash: hashSecret(apiKey),
    accountId,
    mailedTo: options.mailedTo ?? null,
    // The clock's time, not the database's: re-authentication compares it with the clock.
    createdAt: now,
    expiresAt: new Date(
      now.getTime() +
        apiKeyLifetimeMilliseconds[options.mailedTo !== undefined ? 'mailedLink' : 'session'],
    ),
  });
  return apiKey;
}
