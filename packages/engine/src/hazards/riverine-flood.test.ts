import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { bankfullDepthMetres, riverineFloodModel } from './riverine-flood.ts';

describe('riverineFloodModel', () => {
  it('is not computed without a mapped river within 25 km', () => {
    const site = exampleSite();
    site.riverFlood.distanceToRiverKilometres = null;
    expect(riverineFloodModel(modelInput({ site })).noCalcReason).toBe(
      'No mapped river within 25 km of the site',
    );
  });
  it('keeps the 2-year flood in the channel and floods a low riverside site at long return periods', () => {
    const site = exampleSite();
    site.terrain.heightAboveLocalLowMetres = 0;
    site.change.riverDischarge100Year = null;
    const curve = riverineFloodModel(modelInput({ site })).curves[0]!;
    expect(curve.intensities[0]).toBeCloseTo(0, 12);
    // 100-year stage: Q100/Q2 = (1 + 0.5·3.137)/(1 + 0.5·(−0.164)) = 2.80; 3 m·(2.80^0.6 − 1) = 2.56 m.
    expect(curve.intensities[5]).toBeCloseTo(bankfullDepthMetres * (Math.pow(2.797, 0.6) - 1), 1);
  });
  it('lowers the depth by the site height above the valley floor', () => {
    const low = exampleSite();
    low.terrain.heightAboveLocalLowMetres = 0;
    const high = exampleSite();
    high.terrain.heightAboveLocalLowMetres = 1;
    const lowDepth = riverineFloodModel(modelInput({ site: low })).curves[0]!.intensities[5]!;
    const highDepth = riverineFloodModel(modelInput({ site: high })).curves[0]!.intensities[5]!;
    expect(lowDepth - highDepth).toBeCloseTo(1, 9);
  });
  it('deepens floods where the AR6 100-year discharge rises', () => {
    const curves = riverineFloodModel(modelInput()).curves;
    expect(curves[2]!.intensities[6]!).toBeGreaterThan(curves[0]!.intensities[6]!);
  });
  it('reports the channel-full return period as the flood defence', () => {
    expect(riverineFloodModel(modelInput()).extraMetadata?.flood_defence_return_period).toBe(2);
  });
});
