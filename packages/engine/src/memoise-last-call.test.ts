import { describe, expect, it } from 'vitest';
import { memoiseLastCall } from './memoise-last-call.ts';

describe('memoiseLastCall', () => {
  it('computes once for repeated arguments and again when the argument changes', () => {
    let calls = 0;
    const square = memoiseLastCall((value) => {
      calls += 1;
      return value * value;
    });
    expect([square(3), square(3), square(4), square(3)]).toEqual([9, 9, 16, 9]);
    expect(calls).toBe(3);
  });
});
