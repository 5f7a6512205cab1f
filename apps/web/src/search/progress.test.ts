import { describe, expect, it } from 'vitest';
import { messageIndexAt, nextProgress, tickDelayMs } from './progress.ts';
import { progressMessages, sampleProgressMessages } from './progress-messages.ts';

describe('processing progress', () => {
  it('ticks after 250 to 500 ms', () => {
    expect(tickDelayMs(0)).toBe(250);
    expect(tickDelayMs(0.999999)).toBe(500);
  });

  it('rises 5 % a tick and stops at 100 %', () => {
    expect(nextProgress(0)).toBe(5);
    expect(nextProgress(95)).toBe(100);
    expect(nextProgress(100)).toBe(100);
  });

  it('has 19 messages and shows each in turn', () => {
    expect(progressMessages).toHaveLength(19);
    expect(sampleProgressMessages).toHaveLength(19);
    expect(messageIndexAt(0, 19)).toBe(0);
    expect(messageIndexAt(100, 19)).toBe(18);
    const shown = new Set(Array.from({ length: 21 }, (_, tick) => messageIndexAt(tick * 5, 19)));
    expect(shown.size).toBe(19);
  });
});
