import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { rateLimitCounters } from '../database/schema.ts';
import type { RateLimitRule } from './rate-limit-rule.ts';
import { rateLimitWindow } from './rate-limit-windows.ts';

/** No rule's window is longer than an hour; a day-old counter can never matter again. */
const counterRetentionMilliseconds = 24 * 60 * 60 * 1000;

/**
 * Counts one hit against every rule. The upsert is atomic in PostgreSQL, so concurrent requests on
 * several server processes count correctly. Counters older than a day are dropped on the way.
 */
export async function recordRateLimitHit(
  database: DatabaseClient,
  clock: Clock,
  rules: RateLimitRule[],
): Promise<void> {
  const now = clock();
  for (const rule of rules) {
    const { windowStart } = rateLimitWindow(rule, now);
    await database
      .insert(rateLimitCounters)
      .values({ key: rule.key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      });
  }
  await database
    .delete(rateLimitCounters)
    .where(
      lt(rateLimitCounters.windowStart, new Date(now.getTime() - counterRetentionMilliseconds)),
    );
}
