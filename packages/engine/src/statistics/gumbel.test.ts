import { describe, expect, it } from 'vitest';
import {
  gumbelExceedanceProbability,
  gumbelFrequencyFactor,
  gumbelReducedVariate,
} from './gumbel.ts';

describe('Gumbel distribution', () => {
  // y_T = −ln(−ln(1 − 1/T)): y₂ = 0.3665, y₁₀₀ = 4.6001 (Chow, Maidment & Mays 1988, Table 12.3.1 gives K₁₀₀ = 3.137).
  it('gives the reduced variates and frequency factors of the textbook tables', () => {
    expect(gumbelReducedVariate(2)).toBeCloseTo(0.3665, 4);
    expect(gumbelReducedVariate(100)).toBeCloseTo(4.6001, 4);
    expect(gumbelFrequencyFactor(100)).toBeCloseTo(3.137, 3);
    expect(gumbelFrequencyFactor(2)).toBeCloseTo(-0.164, 3);
  });

  it('turns a frequency factor back into the exceedance probability of its return period', () => {
    for (const returnPeriod of [1.2, 2, 10, 100, 1000, 25_000]) {
      expect(gumbelExceedanceProbability(gumbelFrequencyFactor(returnPeriod))).toBeCloseTo(
        1 / returnPeriod,
        12,
      );
    }
    // K₁₀₀ = 3.137 of the textbook table is the 1-in-100-year event.
    expect(1 / gumbelExceedanceProbability(3.137)).toBeCloseTo(100, 0);
  });
});
