import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { coastalInundationModel, episodicSeaLevelMetres } from './coastal-inundation.ts';

describe('episodicSeaLevelMetres', () => {
  it('returns the JRC 100-year value at 100 years and rises with the return period', () => {
    expect(episodicSeaLevelMetres(1.2, 100)).toBeCloseTo(1.2, 12);
    expect(episodicSeaLevelMetres(1.2, 1000)).toBeGreaterThan(1.2);
    expect(episodicSeaLevelMetres(1.2, 2)).toBeLessThan(episodicSeaLevelMetres(1.2, 10));
  });
});

describe('coastalInundationModel', () => {
  it('is not computed more than 10 km from the coast', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 500;
    expect(coastalInundationModel(modelInput({ site })).noCalcReason).toBe(
      'Site more than 10 km from the coast',
    );
  });
  it('adds the regional sea-level rise between years', () => {
    const site = exampleSite();
    site.terrain.elevationMetres = 0;
    const curves = coastalInundationModel(modelInput({ site, years: [2020, 2100] })).curves;
    // Fingerprints of the example weight to ≈ 1.06 × 0.72 m of global rise from 2020 to 2100.
    const rise = curves[1]!.intensities[5]! - curves[0]!.intensities[5]!;
    expect(rise).toBeGreaterThan(0.7);
    expect(rise).toBeLessThan(0.85);
  });
  it("uses the user's elevation over the site data, and warns when it is the coarse embedded one", () => {
    const site = exampleSite();
    site.terrain.elevationMetres = -1;
    const withUser = coastalInundationModel(modelInput({ site, design: { elevation: 0.5 } }));
    const embedded = coastalInundationModel(modelInput({ site }));
    expect(embedded.curves[0]!.intensities[8]! - withUser.curves[0]!.intensities[8]!).toBeCloseTo(
      1.5,
      9,
    );
    expect(embedded.warnings.join(' ')).toContain('too coarse');
    expect(withUser.warnings.join(' ')).not.toContain('too coarse');
  });
  it('adds the scenario wave setup in centimetres', () => {
    const site = exampleSite();
    site.terrain.elevationMetres = -5;
    const without = coastalInundationModel(modelInput({ site, scenario: { waveSetup: 0 } }))
      .curves[0]!;
    const with30 = coastalInundationModel(modelInput({ site, scenario: { waveSetup: 30 } }))
      .curves[0]!;
    expect(with30.intensities[0]! - without.intensities[0]!).toBeCloseTo(0.3, 9);
  });
});
