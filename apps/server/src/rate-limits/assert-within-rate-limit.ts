import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { rateLimitCounters } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { RateLimitRule } from './rate-limit-rule.ts';
import { rateLimitWindow, tooManyAttemptsMessage } from './rate-limit-windows.ts';

/** Throws TOO_MANY_REQUESTS (with the wait) when any rule's window is already full. */
export async function assertWithinRateLimit(
  database: DatabaseClient,
  clock: Clock,
  rules: RateLimitRule[],
): Promise<void> {
  const now = clock();
  for (const rule of rules) {
    const { windowStart, secondsLeft } = rateLimitWindow(rule, now);
    const [counter] = await database
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(
        and(eq(rateLimitCounters.key, rule.key), eq(rateLimitCounters.windowStart, windowStart)),
      );
    if (counter !== undefined && counter.hits >= rule.limit) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        tooManyAttemptsMessage(secondsLeft),
        undefined,
        secondsLeft,
      );
    }
  }
}
