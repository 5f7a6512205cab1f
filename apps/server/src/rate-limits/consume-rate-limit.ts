import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { assertWithinRateLimit } from './assert-within-rate-limit.ts';
import type { RateLimitRule } from './rate-limit-rule.ts';
import { recordRateLimitHit } from './record-rate-limit-hit.ts';

/** For calls where every attempt counts: refuse when full, otherwise count this one. */
export async function consumeRateLimit(
  database: DatabaseClient,
  clock: Clock,
  rules: RateLimitRule[],
): Promise<void> {
  await assertWithinRateLimit(database, clock, rules);
  await recordRateLimitHit(database, clock, rules);
}
