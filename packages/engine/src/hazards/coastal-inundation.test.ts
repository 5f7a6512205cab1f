import { describe, expect, it } from 'vitest';
import { intensityAtReturnPeriod } from '../test-support/curve-reading.ts';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { coastalGroundMetres, coastalInundationModel } from './coastal-inundation.ts';

const curveIn = (
  site: ReturnType<typeof exampleSite>,
  year: number,
  design: { elevation?: number | null } = {},
) => coastalInundationModel(modelInput({ site, years: [year], design })).curves[0]!;
const depthsIn = (
  site: ReturnType<typeof exampleSite>,
  year: number,
  design: { elevation?: number | null } = {},
) => curveIn(site, year, design).intensities;

describe('coastalInundationModel', () => {
  it('is not computed more than 50 km from the coast', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 500;
    expect(coastalInundationModel(modelInput({ site })).noCalcReason).toBe(
      'Site more than 50 km from the coast',
    );
  });

  it('computes a city centre 22 km inland on 10 m ground: zero water, and says the ground is unknown', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 22;
    site.terrain.elevationMetres = 10;
    site.terrain.elevationSource = {
      kind: 'embedded',
      dataset: 'ETOPO5 5′ (embedded)',
      cellKilometres: 9.27,
    };
    const assessment = coastalInundationModel(modelInput({ site }));
    expect(assessment.noCalcReason).toBeUndefined();
    expect(
      assessment.curves.every((curve) => curve.intensities.every((depth) => depth === 0)),
    ).toBe(true);
    expect(assessment.warnings.join(' ')).toContain('ground height unknown');
    expect(assessment.warnings.join(' ')).toContain('Settings tab');
    // 22 km is beyond one elevation cell of the shore: the grid's ground is inland ground.
    expect(assessment.extraMetadata?.data_limitation).toBeUndefined();
  });

  it('floods a low delta coast and not the cliff town above it', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = { distanceKilometres: 1, returnPeriodYears: 10 };
    const delta = depthsIn(site, 2050, { elevation: 0.5 });
    const cliff = depthsIn(site, 2050, { elevation: 30 });
    expect(delta.at(-1)!).toBeGreaterThan(1);
    expect(cliff.every((depth) => depth === 0)).toBe(true);
  });

  it('keeps water below the protection standard out, and floods by the full depth above it', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = { distanceKilometres: 1, returnPeriodYears: 200 };
    const curve = curveIn(site, 2020, { elevation: 0 });
    // Return periods 2 … 1000: up to 200 years the defence holds.
    for (const returnPeriod of [2, 5, 10, 20, 50, 100])
      expect(intensityAtReturnPeriod(curve, returnPeriod)).toBe(0);
    expect(intensityAtReturnPeriod(curve, 500)).toBeGreaterThan(2);
    const model = coastalInundationModel(modelInput({ site }));
    expect(model.extraMetadata?.flood_defence_return_period).toBe(200);
  });

  it('analyses a coast without a known standard as undefended, and says so', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = { distanceKilometres: 1, returnPeriodYears: null };
    const depths = depthsIn(site, 2020, { elevation: 0 });
    expect(depths[0]!).toBeGreaterThan(0);
    const model = coastalInundationModel(modelInput({ site }));
    expect(model.warnings.join(' ')).toContain('undefended');
    expect(model.extraMetadata?.flood_defence_return_period).toBeUndefined();
  });

  it('adds the land motion of the tide gauge to the sea-level rise', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    const stable = depthsIn(site, 2100, { elevation: 0 });
    site.coastal.verticalLandMotion = {
      distanceKilometres: 5,
      millimetresPerYear: 10,
      relativeSeaLevel2100Metres: 1.6,
    };
    const sinking = depthsIn(site, 2100, { elevation: 0 });
    // 10 mm/yr more than the example's 1 mm/yr… over the 95 years from 2005: 0.855 m.
    expect(sinking[5]! - stable[5]!).toBeCloseTo(0.009 * 95, 6);
  });

  it('warns where no tide gauge gives the land motion', () => {
    const site = exampleSite();
    site.coastal.verticalLandMotion = null;
    expect(coastalInundationModel(modelInput({ site })).warnings.join(' ')).toContain(
      'vertical land motion is not included',
    );
  });

  it('does not add the scenario wave set-up: the Kirezci levels already include it', () => {
    const site = exampleSite();
    const without = coastalInundationModel(
      modelInput({ site, scenario: { waveSetupCentimetres: 0 } }),
    );
    const with30 = coastalInundationModel(
      modelInput({ site, scenario: { waveSetupCentimetres: 30 } }),
    );
    expect(with30.curves).toEqual(without.curves);
  });

  it('raises the water with tropical-cyclone surge where cyclones blow', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    site.tropicalCyclone.sustainedWindMetresPerSecond = [0, 0, 0, 0, 0, 0, 0];
    const calm = depthsIn(site, 2020, { elevation: 0 });
    site.tropicalCyclone.sustainedWindMetresPerSecond = [30, 38, 44, 50, 56, 60, 64];
    const stormy = depthsIn(site, 2020, { elevation: 0 });
    expect(stormy[5]!).toBeGreaterThan(calm[5]! + 1);
  });

  it('lowers a coarse cell by the shore linearly to the shoreline high-water level, and nothing else', () => {
    // 9.27 km cell, 11.4 m cell mean, site 1.55 km from the coast, shoreline at 0.23 m.
    expect(coastalGroundMetres(11.4, 9.27, 1.55, 0.23)).toBeCloseTo(
      0.23 + (11.17 * 1.55) / 9.27,
      6,
    );
    expect(coastalGroundMetres(11.4, 9.27, 0, 0.23)).toBe(0.23);
    // One cell or more inland, a fine source, or a cell already below the shoreline: unchanged.
    expect(coastalGroundMetres(11.4, 9.27, 9.27, 0.23)).toBe(11.4);
    expect(coastalGroundMetres(11.4, undefined, 1, 0.23)).toBe(11.4);
    expect(coastalGroundMetres(-2, 9.27, 1, 0.23)).toBe(-2);
  });

  it('uses the shoreline-interpolated ground for an embedded coastal cell, never for the user’s elevation', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    site.terrain.elevationMetres = 12;
    site.terrain.elevationSource = {
      kind: 'embedded',
      dataset: 'ETOPO5 5′ (embedded)',
      cellKilometres: 9.27,
    };
    site.terrain.distanceToCoastKilometres = 0.5;
    const embedded = coastalInundationModel(modelInput({ site, years: [2020] }));
    expect(embedded.curves[0]!.intensities[8]!).toBeGreaterThan(0);
    expect(embedded.warnings.join(' ')).toContain('interpolated between the shoreline');
    // Within one cell of the shore the data cannot tell the site's ground: a data limitation.
    expect(embedded.extraMetadata?.data_limitation).toMatch(/assumed ground of \d+\.\d m/);
    const given = depthsIn(site, 2020, { elevation: 12 });
    expect(given.every((depth) => depth === 0)).toBe(true);
    // The user's ground elevation resolves the site: no data limitation is reported.
    const withGround = coastalInundationModel(
      modelInput({ site, years: [2020], design: { elevation: 12 } }),
    );
    expect(withGround.extraMetadata?.data_limitation).toBeUndefined();
  });

  it('floods by the events beyond a standard at the last return period (the curve’s tail)', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = { distanceKilometres: 1, returnPeriodYears: 1000 };
    const curve = curveIn(site, 2020, { elevation: -2 });
    expect(curve.intensities.slice(0, -1).every((depth) => depth === 0)).toBe(true);
    expect(curve.intensities.at(-1)!).toBeGreaterThan(2);
    expect(curve.exceedanceProbabilities.at(-1)).toBeCloseTo(1 / 1000, 6);
  });

  it('says why a computed zero is zero: still water below the ground, run-up not modelled', () => {
    const site = exampleSite();
    const model = coastalInundationModel(modelInput({ site, design: { elevation: 40 } }));
    expect(model.curves.every((curve) => curve.intensities.every((depth) => depth === 0))).toBe(
      true,
    );
    expect(model.warnings.join(' ')).toContain('wave run-up');
  });

  it('says so for the years whose zero is still water below the ground, even when later years flood', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    // The 1000-year still-water level of 2020 is the deepest water over ground at 0 m.
    const highestPresentMetres = Math.max(...depthsIn(site, 2020, { elevation: 0 }));
    const ground = highestPresentMetres + 0.05;
    const model = coastalInundationModel(
      modelInput({ site, years: [2020, 2100], design: { elevation: ground } }),
    );
    expect(model.curves[0]!.intensities.every((depth) => depth === 0)).toBe(true);
    expect(model.curves[1]!.intensities.some((depth) => depth > 0)).toBe(true);
    expect(
      model.warnings.some((warning) => warning.startsWith('Coastal inundation is 0 in 2020:')),
    ).toBe(true);
    const decade = coastalInundationModel(
      modelInput({ site, years: [2020, 2021, 2022, 2100], design: { elevation: ground } }),
    );
    expect(
      decade.warnings.some((warning) =>
        warning.startsWith('Coastal inundation is 0 in 2020–2022:'),
      ),
    ).toBe(true);
  });
});
