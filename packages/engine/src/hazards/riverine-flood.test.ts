import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { bankfullDepthMetres, riverineFloodModel } from './riverine-flood.ts';

/** Stage above the bank (m) of a flood Q_T/Q₂ times the bankfull discharge: 3 m·((Q_T/Q₂)^0.6 − 1). */
const stage = (relativeDischarge: number) =>
  bankfullDepthMetres * (Math.pow(relativeDischarge, 0.6) - 1);

describe('riverineFloodModel', () => {
  it('names the same search radius as the site data when no river is mapped, and its own beyond 25 km', () => {
    const site = exampleSite();
    site.riverFlood.distanceToRiverKilometres = null;
    expect(riverineFloodModel(modelInput({ site })).noCalcReason).toBe(
      'No mapped river within 50 km of the site',
    );
    site.riverFlood.distanceToRiverKilometres = 40;
    expect(riverineFloodModel(modelInput({ site })).noCalcReason).toBe(
      'Nearest mapped river 40 km away, beyond the 25 km valley-floor search',
    );
  });
  it('keeps floods up to the 100-year protection off a valley-floor site and floods it by the excess beyond', () => {
    const site = exampleSite();
    site.terrain.heightAboveLocalLowMetres = 0;
    site.change.riverDischarge100Year = null;
    const curve = riverineFloodModel(modelInput({ site })).curves[0]!;
    for (const depth of curve.intensities.slice(0, 6)) expect(depth).toBeCloseTo(0, 12);
    // Q_T/Q₂ = (1 + 0.5·K_T)/(1 + 0.5·(−0.164)): 100 years 2.797, 1000 years 3.779 (Gumbel K).
    // Depth at 1000 years = stage(3.779) − stage(2.797) = 3.65 − 2.56 = 1.09 m.
    expect(curve.intensities[8]).toBeCloseTo(stage(3.779) - stage(2.797), 1);
  });
  it('protects a site higher than the 100-year stage by its height instead', () => {
    const low = exampleSite();
    low.terrain.heightAboveLocalLowMetres = 3;
    const high = exampleSite();
    high.terrain.heightAboveLocalLowMetres = 3.5;
    const lowDepth = riverineFloodModel(modelInput({ site: low })).curves[0]!.intensities[8]!;
    const highDepth = riverineFloodModel(modelInput({ site: high })).curves[0]!.intensities[8]!;
    expect(lowDepth - highDepth).toBeCloseTo(0.5, 9);
  });
  it('deepens floods where the AR6 100-year discharge rises', () => {
    const curves = riverineFloodModel(modelInput()).curves;
    expect(curves[2]!.intensities[6]!).toBeGreaterThan(curves[0]!.intensities[6]!);
  });
  it('reports the assumed 100-year protection as the flood defence return period', () => {
    expect(riverineFloodModel(modelInput()).extraMetadata?.flood_defence_return_period).toBe(100);
  });
});
