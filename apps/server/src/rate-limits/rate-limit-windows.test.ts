import { describe, expect, it } from 'vitest';
import { rateLimitWindow, tooManyAttemptsMessage } from './rate-limit-windows.ts';

const rule = { key: 'k', limit: 5, windowSeconds: 15 * 60 };

describe('rateLimitWindow', () => {
  it('aligns windows to whole multiples of their length and counts the seconds left', () => {
    const { windowStart, secondsLeft } = rateLimitWindow(rule, new Date('2026-03-01T09:07:30Z'));
    expect(windowStart.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(secondsLeft).toBe(7 * 60 + 30);
  });

  it('starts a new window exactly at the boundary', () => {
    const { windowStart, secondsLeft } = rateLimitWindow(rule, new Date('2026-03-01T09:15:00Z'));
    expect(windowStart.toISOString()).toBe('2026-03-01T09:15:00.000Z');
    expect(secondsLeft).toBe(15 * 60);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('says when to retry, in minutes rounded up or in seconds under a minute', () => {
    expect(tooManyAttemptsMessage(450)).toBe('Too many attempts. Please try again in 8 minutes.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsMessage(42)).toBe('Too many attempts. Please try again in 42 seconds.');
  });
});
