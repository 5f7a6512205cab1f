import { and, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import {
  accounts,
  analyses,
  apiKeys,
  events,
  oneTimeSecrets,
  orders,
  outbox,
} from '../database/schema.ts';
import { expireUnsavedRuns } from '../risk/expire-unsaved-runs.ts';

const dayMilliseconds = 86_400_000;

/**
 * How long records nobody needs any more are kept. Unverified accounts and outbox mail: 7 days,
 * the same as an unsaved run (a verification code lives 15 minutes, a mailed link at most a day,
 * so a week is ample to finish registering or read the mail). Usage events: two years, as the
 * privacy policy states.
 */
export const retentionDays = {
  unverifiedAccount: 7,
  outboxMail: 7,
  usageEvent: 730,
} as const;

/** How often the server cleans up while it runs. */
export const cleanUpIntervalMilliseconds = 3_600_000;

export interface CleanUpCounts {
  unsavedRuns: number;
  unverifiedAccounts: number;
  outboxMail: number;
  usageEvents: number;
  expiredKeys: number;
  expiredSecrets: number;
}

/**
 * Deletes what has outlived its retention: runs nobody saved (expire-unsaved-runs.ts), accounts
 * whose address was never verified and that hold no saved analysis and no order, outbox mail,
 * usage events, and API keys and one-time secrets past their expiry (never accepted again).
 */
export async function cleanUpExpiredRecords(
  database: DatabaseClient,
  now: Date,
): Promise<CleanUpCounts> {
  const before = (days: number) => new Date(now.getTime() - days * dayMilliseconds);
  const unsavedRuns = await expireUnsavedRuns(database, now);
  const unverifiedAccounts = await database
    .delete(accounts)
    .where(
      and(
        isNull(accounts.emailVerifiedAt),
        lt(accounts.createdAt, before(retentionDays.unverifiedAccount)),
        sql`not exists (select 1 from ${analyses} where ${analyses.ownerId} = ${accounts.id})`,
        sql`not exists (select 1 from ${orders} where ${orders.accountId} = ${accounts.id})`,
      ),
    )
    .returning({ id: accounts.id });
  const outboxMail = await database
    .delete(outbox)
    .where(lt(outbox.createdAt, before(retentionDays.outboxMail)))
    .returning({ id: outbox.id });
  const usageEvents = await database
    .delete(events)
    .where(lt(events.createdAt, before(retentionDays.usageEvent)))
    .returning({ id: events.id });
  const expiredKeys = await database
    .delete(apiKeys)
    .where(lt(apiKeys.expiresAt, now))
    .returning({ keyHash: apiKeys.keyHash });
  const expiredSecrets = await database
    .delete(oneTimeSecrets)
    .where(lt(oneTimeSecrets.expiresAt, now))
    .returning({ id: oneTimeSecrets.id });
  return {
    unsavedRuns,
    unverifiedAccounts: unverifiedAccounts.length,
    outboxMail: outboxMail.length,
    usageEvents: usageEvents.length,
    expiredKeys: expiredKeys.length,
    expiredSecrets: expiredSecrets.length,
  };
}
