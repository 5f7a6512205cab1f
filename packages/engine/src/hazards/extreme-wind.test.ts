import { describe, expect, it } from 'vitest';
import { modelInput } from '../test-support/model-input.ts';
import { gustOverTenMinuteMean, windProbabilityFactor } from './design-wind.ts';
import { extremeWindModel } from './extreme-wind.ts';

describe('windProbabilityFactor', () => {
  // Source: EN 1991-1-4 eq. (4.2) with K = 0.2, n = 0.5: c_prob(0.02) = 1 by definition; c_prob(0.001) ≈ 1.157 (hand-computed).
  it('is 1 at the basic 50-year probability and grows for rarer winds', () => {
    expect(windProbabilityFactor(0.02)).toBeCloseTo(1, 12);
    expect(windProbabilityFactor(0.001)).toBeCloseTo(1.157, 3);
    expect(windProbabilityFactor(0.5)).toBeLessThan(windProbabilityFactor(0.1));
  });
  it('converts the 10-minute mean to a 1.52 peak gust (EN 1991-1-4, terrain II)', () => {
    expect(gustOverTenMinuteMean).toBeCloseTo(1.52, 2);
  });
});

describe('extremeWindModel', () => {
  it('gives the basic wind × gust factor at 50 years before any change', () => {
    const curve = extremeWindModel(modelInput({ years: [2005] })).curves[0]!;
    expect(curve.intensities[4]).toBeCloseTo(40 * gustOverTenMinuteMean, 1);
  });
  it('starts damage at 0.65 of the design gust and does less with a rarer design wind', () => {
    const model50 = extremeWindModel(modelInput({ design: { windThreshold: 1 / 50 } }));
    const model500 = extremeWindModel(modelInput({ design: { windThreshold: 1 / 500 } }));
    const designGust = 40 * gustOverTenMinuteMean;
    const at50 = model50.vulnerability({ heightAboveFloorMetres: 0 }, 1);
    const at500 = model500.vulnerability({ heightAboveFloorMetres: 0 }, 1);
    expect(at50.damageFraction(0.65 * designGust)).toBe(0);
    expect(at50.damageFraction(0.7 * designGust)).toBeGreaterThan(0);
    // At the design gust: vₙ = 0.35·60.8/69.9 = 0.304, f = vₙ³/(1 + vₙ³) = 0.0274.
    expect(at50.damageFraction(designGust)).toBeCloseTo(0.0274, 3);
    expect(at50.damageFraction(designGust + 20)).toBeGreaterThan(
      at500.damageFraction(designGust + 20),
    );
  });
});
