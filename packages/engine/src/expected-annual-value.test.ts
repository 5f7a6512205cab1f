import { describe, expect, it } from 'vitest';
import {
  expectedAnnualFailure,
  expectedAnnualResponse,
  expectedAnnualValue,
} from './expected-annual-value.ts';
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

describe('expectedAnnualFailure', () => {
  it('locates a step between two points of the curve, in log probability, to 1/256 of the interval', () => {
    // Intensity 0 at 1/20, 1 at 1/50; the step at 0.3 lies at p = 0.05·0.4^0.3 = 0.0380.
    const curve = { exceedanceProbabilities: [0.05, 0.02], intensities: [0, 1] };
    const failure = expectedAnnualFailure(curve, (intensity) => (intensity > 0.3 ? 1 : 0));
    const at = (fraction: number) => 0.05 * 0.4 ** fraction;
    expect(failure).toBeGreaterThan(at(0.3 + 1 / 256));
    expect(failure).toBeLessThan(at(0.3 - 1 / 256));
    // The trapezoid rule alone put it at the middle, 0.035, wherever in the interval it lay.
    expect(expectedAnnualResponse(curve, (intensity) => (intensity > 0.3 ? 1 : 0))).toBeCloseTo(
      0.035,
      12,
    );
  });

  it('equals the trapezoid sum where the response is above 0 from the first point', () => {
    const curve = { exceedanceProbabilities: [0.5, 0.1, 0.01], intensities: [1, 2, 3] };
    const response = (intensity: number) => intensity / 4;
    expect(expectedAnnualFailure(curve, response)).toBe(expectedAnnualResponse(curve, response));
  });
});
