import { describe, expect, it } from 'vitest';
import { expectedAnnualValue } from './expected-annual-value.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from './return-periods.ts';

describe('expectedAnnualValue', () => {
  // Source: the trapezoid expected annual damage of OS-Climate physrisk: Σ ½(dᵢ + dᵢ₊₁)(pᵢ − pᵢ₊₁) + d_N·p_N, p = 1/RP.
  it('matches the trapezoid formula worked by hand for three return periods', () => {
    const probabilities = [1 / 10, 1 / 100, 1 / 1000];
    const damages = [0.1, 0.3, 0.6];
    const byHand =
      0.5 * (0.1 + 0.3) * (0.1 - 0.01) + 0.5 * (0.3 + 0.6) * (0.01 - 0.001) + 0.6 * 0.001;
    expect(expectedAnnualValue(probabilities, damages)).toBeCloseTo(byHand, 15);
    expect(byHand).toBeCloseTo(0.02265, 12);
  });
  it('gives ½ for a damage of 1 at every standard return period (events rarer than 1 in 2 years)', () => {
    const ones = returnPeriodsYears.map(() => 1);
    expect(expectedAnnualValue(standardExceedanceProbabilities, ones)).toBeCloseTo(0.5, 12);
  });
  it('gives p·d for a one-point curve', () => {
    expect(expectedAnnualValue([0.04], [0.25])).toBeCloseTo(0.01, 15);
  });
});
