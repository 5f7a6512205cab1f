import type { RateLimitRule } from './rate-limit-rule.ts';

/** Start of the fixed window holding `now`, and the seconds left in it. */
export function rateLimitWindow(rule: RateLimitRule, now: Date) {
  const windowMilliseconds = rule.windowSeconds * 1000;
  const startMilliseconds = Math.floor(now.getTime() / windowMilliseconds) * windowMilliseconds;
  return {
    windowStart: new Date(startMilliseconds),
    secondsLeft: Math.max(
      1,
      Math.ceil((startMilliseconds + windowMilliseconds - now.getTime()) / 1000),
    ),
  };
}

/** 'Too many attempts. Please try again in 12 minutes.' */
export function tooManyAttemptsMessage(secondsLeft: number): string {
  if (secondsLeft < 60) {
    return `Too many attempts. Please try again in ${secondsLeft} second${secondsLeft === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(secondsLeft / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
