import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { rateLimitCounters } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { RateLimitRule } from './rate-limit-rule.ts';
import { rateLimitWindow, tooManyAttemptsMessage } from './rate-limit-windows.ts';

/** No rule's window is longer than an hour; a day-old counter can never matter again. */
const counterRetentionMilliseconds = 24 * 60 * 60 * 1000;

/**
 * Counts this attempt against every rule and refuses it (429, with the seconds to wait) when any
 * count passes its limit. Counting and reading are one statement per rule (an upsert returning the
 * new count), so concurrent attempts on any number of server processes each see a distinct count:
 * of 50 parallel attempts against a limit of 10, exactly 10 pass. A refused attempt is given back.
 * Counters older than a day are dropped on the way.
 */
export async function consumeRateLimit(
  database: DatabaseClient,
  clock: Clock,
  rules: RateLimitRule[],
): Promise<void> {
  const now = clock();
  let refusal: { secondsLeft: number } | undefined;
  for (const rule of rules) {
    const { windowStart, secondsLeft } = rateLimitWindow(rule, now);
    const [counter] = await database
      .insert(rateLimitCounters)
      .values({ key: rule.key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ hits: rateLimitCounters.hits });
    if (counter !== undefined && counter.hits > rule.limit) {
      refusal = { secondsLeft: Math.max(refusal?.secondsLeft ?? 0, secondsLeft) };
    }
  }
  await database
    .delete(rateLimitCounters)
    .where(
      lt(rateLimitCounters.windowStart, new Date(now.getTime() - counterRetentionMilliseconds)),
    );
  if (refusal !== undefined) {
    // A refused attempt did not happen: it must not push the other rules (an account's limit from
    // every address) towards their limits.
    await refundRateLimit(database, clock, rules);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      tooManyAttemptsMessage(refusal.secondsLeft),
      undefined,
      refusal.secondsLeft,
    );
  }
}

/**
 * Gives back an attempt counted by consumeRateLimit that turned out not to count (a login with the
 * right password: only failures count against the login limits).
 */
export async function refundRateLimit(
  database: DatabaseClient,
  clock: Clock,
  rules: RateLimitRule[],
): Promise<void> {
  const now = clock();
  for (const rule of rules) {
    const { windowStart } = rateLimitWindow(rule, now);
    await database
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(
        and(eq(rateLimitCounters.key, rule.key), eq(rateLimitCounters.windowStart, windowStart)),
      );
  }
}
