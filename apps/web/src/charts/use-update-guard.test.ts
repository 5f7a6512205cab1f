import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpdateGuard } from './use-update-guard.ts';

const guardMilliseconds = 250;

function renderGuard(first: string) {
  return renderHook(({ value }) => useUpdateGuard(value, guardMilliseconds), {
    initialProps: { value: first },
  });
}
const advance = (milliseconds: number) =>
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });

describe('useUpdateGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ignores new values for 250 ms after an update, then shows the last one that arrived', async () => {
    const guard = renderGuard('first');
    expect(guard.result.current).toBe('first');
    guard.rerender({ value: 'second' });
    await advance(100);
    guard.rerender({ value: 'third' });
    await advance(149);
    expect(guard.result.current).toBe('first');
    await advance(1);
    // The final state is never lost: 'second' is skipped, 'third' shown when the guard ends.
    expect(guard.result.current).toBe('third');
  });

  it('starts a new guard when the held-back value is shown', async () => {
    const guard = renderGuard('first');
    guard.rerender({ value: 'second' });
    await advance(250);
    expect(guard.result.current).toBe('second');
    guard.rerender({ value: 'third' });
    await advance(249);
    expect(guard.result.current).toBe('second');
    await advance(1);
    expect(guard.result.current).toBe('third');
  });

  it('shows a value at once when no guard is running', async () => {
    const guard = renderGuard('first');
    await advance(1_000);
    guard.rerender({ value: 'second' });
    expect(guard.result.current).toBe('second');
    guard.rerender({ value: 'third' });
    expect(guard.result.current).toBe('second');
    await advance(250);
    expect(guard.result.current).toBe('third');
  });

  it('shows nothing new when the values that arrived during a guard end where it started', async () => {
    const guard = renderGuard('first');
    guard.rerender({ value: 'second' });
    guard.rerender({ value: 'first' });
    await advance(250);
    expect(guard.result.current).toBe('first');
  });
});
