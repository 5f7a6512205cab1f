import { describe, expect, it } from 'vitest';
import { gammaFunction } from './gamma-function.ts';
import {
  generalizedExtremeValueFrequencyFactor,
  generalizedExtremeValueQuantile,
} from './generalized-extreme-value.ts';
import { gumbelFrequencyFactor } from './gumbel.ts';

describe('gamma function', () => {
  it('gives the factorials, Γ(½) = √π and Γ(¼)', () => {
    expect(gammaFunction(5)).toBeCloseTo(24, 11);
    expect(gammaFunction(1)).toBeCloseTo(1, 13);
    expect(gammaFunction(0.5)).toBeCloseTo(Math.sqrt(Math.PI), 13);
    expect(gammaFunction(0.25)).toBeCloseTo(3.625609908221908, 12);
    expect(() => gammaFunction(0)).toThrow(RangeError);
  });
});

describe('GEV frequency factor', () => {
  it('is the Gumbel factor when the shape tends to 0', () => {
    for (const returnPeriod of [2, 30, 100, 1000])
      expect(generalizedExtremeValueFrequencyFactor(returnPeriod, 1e-5)).toBeCloseTo(
        gumbelFrequencyFactor(returnPeriod),
        3,
      );
  });

  it('has mean 0 and standard deviation 1 over the distribution, so x = mean·(1 + Cv·K)', () => {
    // Integrate K over the non-exceedance probability F (T = 1/(1 − F)) by the midpoint rule.
    const shape = 0.114;
    const steps = 200_000;
    let sum = 0;
    let sumOfSquares = 0;
    for (let step = 0; step < steps; step += 1) {
      const factor = generalizedExtremeValueFrequencyFactor(1 / (1 - (step + 0.5) / steps), shape);
      sum += factor;
      sumOfSquares += factor ** 2;
    }
    expect(sum / steps).toBeCloseTo(0, 2);
    expect(Math.sqrt(sumOfSquares / steps)).toBeCloseTo(1, 1);
  });

  it('puts the rare events of a heavy tail above those of the Gumbel tail', () => {
    expect(generalizedExtremeValueFrequencyFactor(1000, 0.114)).toBeGreaterThan(
      gumbelFrequencyFactor(1000) + 1,
    );
    expect(() => generalizedExtremeValueFrequencyFactor(100, 0.5)).toThrow(RangeError);
  });
});

describe('GEV quantile', () => {
  it('agrees with the frequency factor written with the mean and standard deviation', () => {
    // μ = 40, σ = 12, ξ = 0.114: mean μ + σ(g₁ − 1)/ξ, standard deviation σ√(g₂ − g₁²)/ξ.
    const [location, scale, shape] = [40, 12, 0.114];
    const first = gammaFunction(1 - shape);
    const mean = location + (scale * (first - 1)) / shape;
    const deviation = (scale * Math.sqrt(gammaFunction(1 - 2 * shape) - first ** 2)) / shape;
    for (const returnPeriod of [2, 30, 100, 1000])
      expect(generalizedExtremeValueQuantile(returnPeriod, location, scale, shape)).toBeCloseTo(
        mean + deviation * generalizedExtremeValueFrequencyFactor(returnPeriod, shape),
        8,
      );
  });

  it('is the Gumbel quantile at shape 0 and bounded above for a negative shape', () => {
    expect(generalizedExtremeValueQuantile(100, 40, 12, 0)).toBeCloseTo(
      40 - 12 * Math.log(-Math.log(0.99)),
      10,
    );
    expect(generalizedExtremeValueQuantile(100, 40, 12, 1e-9)).toBeCloseTo(
      generalizedExtremeValueQuantile(100, 40, 12, 0),
      5,
    );
    // ξ = −0.2: the upper bound is μ + σ/0.2 = 100 mm.
    expect(generalizedExtremeValueQuantile(1e9, 40, 12, -0.2)).toBeLessThan(100);
  });
});
