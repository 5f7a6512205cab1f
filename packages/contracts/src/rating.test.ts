import { describe, expect, it } from 'vitest';
import { ratingForValueAtRisk } from './rating.ts';

describe('ratingForValueAtRisk', () => {
  it('rates below 0.2 % as A', () => {
    expect(ratingForValueAtRisk(0)).toBe('A');
    expect(ratingForValueAtRisk(0.00199)).toBe('A');
  });
  it('rates 0.2 % up to below 1 % as B', () => {
    expect(ratingForValueAtRisk(0.002)).toBe('B');
    expect(ratingForValueAtRisk(0.00999)).toBe('B');
  });
  it('rates 1 % and above as C', () => {
    expect(ratingForValueAtRisk(0.01)).toBe('C');
    expect(ratingForValueAtRisk(1)).toBe('C');
  });
});
