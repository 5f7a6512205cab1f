import { describe, expect, it } from 'vitest';
import { standardNormalCumulative, standardNormalQuantile } from './normal-distribution.ts';

// Reference values of the standard normal distribution (Abramowitz & Stegun Table 26.1).
describe('standard normal distribution', () => {
  it('gives Φ(0) = 0.5, Φ(1.96) = 0.97500 and Φ(−2.326) = 0.01000 within 1e-5', () => {
    expect(standardNormalCumulative(0)).toBeCloseTo(0.5, 7);
    expect(standardNormalCumulative(1.959964)).toBeCloseTo(0.975, 5);
    expect(standardNormalCumulative(-2.326348)).toBeCloseTo(0.01, 5);
  });
  it('inverts Φ: Φ⁻¹(0.975) = 1.959964 and Φ⁻¹(0.001) = −3.090232 within 1e-6', () => {
    expect(standardNormalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(standardNormalQuantile(0.001)).toBeCloseTo(-3.090232, 6);
    for (const probability of [0.01, 0.2, 0.5, 0.8, 0.999]) {
      expect(standardNormalCumulative(standardNormalQuantile(probability))).toBeCloseTo(
        probability,
        6,
      );
    }
  });
});
