import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueChartDraw } from './chart-draw-queue.ts';

/** One frame (requestAnimationFrame at 16 ms in fake time) and the timeout after it. */
const nextFrameAndTask = () => vi.advanceTimersByTime(17);

describe('queueChartDraw', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('draws nothing at once, then one chart per frame in the order queued', () => {
    const drawn: string[] = [];
    queueChartDraw(() => drawn.push('first'));
    queueChartDraw(() => drawn.push('second'));
    queueChartDraw(() => drawn.push('third'));
    expect(drawn).toEqual([]);
    nextFrameAndTask();
    expect(drawn).toEqual(['first']);
    nextFrameAndTask();
    expect(drawn).toEqual(['first', 'second']);
    nextFrameAndTask();
    expect(drawn).toEqual(['first', 'second', 'third']);
  });

  it('skips a draw cancelled before its turn and goes on with the next', () => {
    const drawn: string[] = [];
    queueChartDraw(() => drawn.push('kept'));
    const cancel = queueChartDraw(() => drawn.push('cancelled'));
    queueChartDraw(() => drawn.push('last'));
    cancel();
    vi.runAllTimers();
    expect(drawn).toEqual(['kept', 'last']);
  });

  it('queues the same function twice as two draws, and cancelling one leaves the other', () => {
    const draw = vi.fn();
    const cancelFirst = queueChartDraw(draw);
    queueChartDraw(draw);
    cancelFirst();
    vi.runAllTimers();
    expect(draw).toHaveBeenCalledTimes(1);
  });
});
