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
  it('is not computed more than 50 km from the coast, nor 10–50 km inland on ground 10 m up', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 500;
    expect(coastalInundationModel(modelInput({ site })).noCalcReason).toBe(
      'Site more than 50 km from the coast',
    );
    site.terrain.distanceToCoastKilometres = 30;
    site.terrain.elevationMetres = 12;
    expect(coastalInundationModel(modelInput({ site })).noCalcReason).toBe(
      'Site more than 10 km from the coast and 10 m or more above sea level',
    );
  });
  it('assesses a polder 30 km inland, below 10 m, in the low-elevation coastal zone', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 30;
    const polder = coastalInundationModel(modelInput({ site, design: { elevation: -2 } }));
    expect(polder.noCalcReason).toBeUndefined();
  });
  it('takes ground below the present 100-year level as defended to it, so only the excess floods', () => {
    const site = exampleSite();
    const low = coastalInundationModel(
      modelInput({ site, design: { elevation: -2 }, years: [2020] }),
    );
    const lower = coastalInundationModel(
      modelInput({ site, design: { elevation: -4 }, years: [2020] }),
    );
    // Both sit behind the same defence crest: the same water above it floods both.
    expect(low.curves[0]!.intensities).toEqual(lower.curves[0]!.intensities);
    // The present 100-year level just reaches the crest; rarer levels overtop it.
    expect(low.curves[0]!.intensities[5]!).toBeCloseTo(0, 9);
    expect(low.curves[0]!.intensities[8]!).toBeGreaterThan(0);
    expect(low.warnings.join(' ')).toContain('defended');
  });
  it('adds the regional sea-level rise between years', () => {
    const site = exampleSite();
    site.terrain.elevationMetres = 2;
    const curves = coastalInundationModel(modelInput({ site, years: [2020, 2100] })).curves;
    // Fingerprints of the example weight to ≈ 1.06 × 0.72 m of global rise from 2020 to 2100.
    const rise = curves[1]!.intensities[5]! - curves[0]!.intensities[5]!;
    expect(rise).toBeGreaterThan(0.7);
    expect(rise).toBeLessThan(0.85);
  });
  it("uses the user's elevation over the site data, and warns when it is the coarse embedded one", () => {
    const site = exampleSite();
    site.terrain.elevationMetres = 2.5;
    const withUser = coastalInundationModel(modelInput({ site, design: { elevation: 3 } }));
    const embedded = coastalInundationModel(modelInput({ site }));
    // Both above the defended level: the 1000-year depth of 2100 differs by the 0.5 m of ground.
    expect(embedded.curves[2]!.intensities[8]! - withUser.curves[2]!.intensities[8]!).toBeCloseTo(
      0.5,
      9,
    );
    expect(embedded.warnings.join(' ')).toContain('too coarse');
    expect(withUser.warnings.join(' ')).not.toContain('too coarse');
  });
  it('adds the scenario wave setup in centimetres', () => {
    const site = exampleSite();
    site.terrain.elevationMetres = 2.6;
    const without = coastalInundationModel(modelInput({ site, scenario: { waveSetup: 0 } }))
      .curves[2]!;
    const with30 = coastalInundationModel(modelInput({ site, scenario: { waveSetup: 30 } }))
      .curves[2]!;
    expect(with30.intensities[8]! - without.intensities[8]!).toBeCloseTo(0.3, 9);
  });
});
