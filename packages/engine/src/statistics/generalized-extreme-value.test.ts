import { describe, expect, it } from 'vitest';
import { gammaFunction } from './gamma-function.ts';
import { generalizedExtremeValueFrequencyFactor } from './generalized-extreme-value.ts';
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
