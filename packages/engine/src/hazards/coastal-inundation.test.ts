import { describe, expect, it } from 'vitest';
import { intensityAtReturnPeriod } from '../test-support/curve-reading.ts';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { coastalInundationModel } from './coastal-inundation.ts';

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

/** The embedded 5′ grid as the ground source: a cell mean, not the site's ground. */
const embeddedGrid = {
  kind: 'embedded',
  dataset: 'ETOPO5 5′ (embedded)',
  cellKilometres: 9.27,
} as const;

describe('coastalInundationModel', () => {
  it('is not computed more than 50 km from the coast', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 500;
    expect(coastalInundationModel(modelInput({ site })).noCalcReason).toBe(
      'Site more than 50 km from the coast',
    );
  });

  it('computes 0 for a cell clearly above the sea one cell inland, and says the ground is the grid', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 22;
    site.terrain.elevationMetres = 40;
    site.terrain.elevationSource = { ...embeddedGrid };
    const assessment = coastalInundationModel(modelInput({ site }));
    expect(assessment.noCalcReason).toBeUndefined();
    expect(
      assessment.curves.every((curve) => curve.intensities.every((depth) => depth === 0)),
    ).toBe(true);
    expect(assessment.warnings.join(' ')).toContain('Settings tab');
  });

  it('is Not Calculated where a coarse cell cannot resolve the ground — a delta read high and a plateau read low alike', () => {
    const site = exampleSite();
    site.terrain.elevationSource = { ...embeddedGrid };
    // A delta city 23 km inland that the cell reads as 10 m (Ho Chi Minh City), and a plateau
    // 1.2 km from the harbour that the cell reads as 2 m (Darwin): neither can be told.
    for (const [distanceKilometres, gridMetres] of [
      [23, 10],
      [1.2, 2],
      [0.5, 40],
    ] as const) {
      site.terrain.distanceToCoastKilometres = distanceKilometres;
      site.terrain.elevationMetres = gridMetres;
      const assessment = coastalInundationModel(modelInput({ site, years: [2020, 2050, 2100] }));
      expect(assessment.noCalcReason).toMatch(/^Ground height unknown/);
      expect(assessment.curves).toEqual([]);
      expect(assessment.extraMetadata?.data_limitation).toContain('ground elevation');
      // The levels the ground must clear are stated, today and later.
      expect(assessment.warnings.join(' ')).toMatch(/2020: 2-year -?\d+\.\d\d m/);
      expect(assessment.warnings.join(' ')).toContain('2100: 2-year');
    }
  });

  it('reports the sea-level trend and protection standard without the ground, as with it', () => {
    const site = exampleSite();
    site.terrain.elevationSource = { ...embeddedGrid };
    site.terrain.distanceToCoastKilometres = 1.2;
    site.terrain.elevationMetres = 2;
    // Global mean rise 1.9 mm/yr over 1971–2006 (AR6 WGI SPM A.1.7), no fingerprint (weight 1),
    // land sinking 1 mm/yr at the gauge: the model's relative trend is 1.9 + 1 = 2.9 mm/yr.
    site.coastal.seaLevelFingerprints = null;
    site.coastal.tideGaugeTrend = {
      distanceKilometres: 12,
      trendMillimetresPerYear: 2.1,
      firstYear: 1971,
      lastYear: 2006,
    };
    const unknownGround = coastalInundationModel(modelInput({ site }));
    const knownGround = coastalInundationModel(modelInput({ site, design: { elevation: 1 } }));
    expect(unknownGround.noCalcReason).toMatch(/^Ground height unknown/);
    expect(
      unknownGround.diagnostics?.relativeSeaLevelTrendOverGaugeRecordMillimetresPerYear,
    ).toBeCloseTo(2.9, 9);
    expect(unknownGround.diagnostics?.coastalProtectionReturnPeriodYears).toBe(50);
    for (const key of [
      'relativeSeaLevelTrendOverGaugeRecordMillimetresPerYear',
      'relativeSeaLevelRiseMillimetresPerYear',
      'coastalProtectionReturnPeriodYears',
    ] as const)
      expect(unknownGround.diagnostics?.[key]).toBe(knownGround.diagnostics?.[key]);
    // The probability that water reaches the ground needs the ground: not reported without it.
    expect(unknownGround.diagnostics?.annualDamageProbability).toBeUndefined();
  });

  it('gives a result once the user enters the ground, and a lower ground floods more', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    site.terrain.elevationSource = { ...embeddedGrid };
    expect(coastalInundationModel(modelInput({ site })).noCalcReason).toBeDefined();
    const low = coastalInundationModel(
      modelInput({ site, years: [2050], design: { elevation: 0.5 } }),
    );
    const high = coastalInundationModel(
      modelInput({ site, years: [2050], design: { elevation: 1.5 } }),
    );
    expect(low.noCalcReason).toBeUndefined();
    expect(low.curves[0]!.intensities.at(-1)!).toBeGreaterThan(high.curves[0]!.intensities.at(-1)!);
    expect(low.curves[0]!.intensities.at(-1)! - high.curves[0]!.intensities.at(-1)!).toBeCloseTo(
      1,
      6,
    );
  });

  it('takes the ground of a fine elevation source as known', () => {
    const site = exampleSite();
    site.terrain.elevationSource = { kind: 'external', dataset: 'Copernicus GLO-30 (30 m)' };
    site.terrain.elevationMetres = 0.5;
    expect(coastalInundationModel(modelInput({ site })).noCalcReason).toBeUndefined();
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
    const model = coastalInundationModel(modelInput({ site, design: { elevation: 0 } }));
    expect(model.extraMetadata?.flood_defence_return_period).toBe(200);
  });

  it('analyses a coast without a known standard as undefended, and says so', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = { distanceKilometres: 1, returnPeriodYears: null };
    const depths = depthsIn(site, 2020, { elevation: 0 });
    expect(depths[0]!).toBeGreaterThan(0);
    const model = coastalInundationModel(modelInput({ site, design: { elevation: 0 } }));
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
    // 10 mm/yr more than the example's 1 mm/yr… over the 80 years from the present (2020): 0.72 m.
    expect(sinking[5]! - stable[5]!).toBeCloseTo(0.009 * 80, 6);
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

  it('uses the published subsidence of Jakarta where no tide gauge is near, by the scenario bound', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    site.coastal.verticalLandMotion = null;
    site.location = { latitude: -5.5, longitude: 106.79 };
    const stable = coastalInundationModel(
      modelInput({ site, years: [2100], design: { elevation: 0 } }),
    );
    site.location = { latitude: -6.117, longitude: 106.79 };
    const central = coastalInundationModel(
      modelInput({ site, years: [2100], design: { elevation: 0 } }),
    );
    // Abidin et al. 2011: 1–15 cm/yr, central 8 cm/yr, over the 80 years from the present (2020) to 2100.
    expect(central.curves[0]!.intensities[0]! - stable.curves[0]!.intensities[0]!).toBeCloseTo(
      0.08 * 80,
      6,
    );
    expect(central.warnings.join(' ')).toContain('Abidin et al. 2011');
    expect(central.diagnostics?.relativeSeaLevelRiseMillimetresPerYear).toBeGreaterThan(80);
  });

  it('takes a city’s published subsidence over a slower tide gauge inside the city, and a faster gauge over it', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    // Manila: the gauge's AR6 background 5.5 mm/yr; Eco et al. 2020: 2–4.2 cm/yr over the city.
    site.location = { latitude: 14.6, longitude: 120.98 };
    site.coastal.verticalLandMotion = {
      distanceKilometres: 2,
      millimetresPerYear: 5.5,
      relativeSeaLevel2100Metres: 1.2,
    };
    const city = coastalInundationModel(
      modelInput({ site, years: [2100], design: { elevation: 0 } }),
    );
    expect(city.warnings.join(' ')).toContain('Eco et al. 2020');
    expect(city.warnings.join(' ')).toContain('in place of the 5.5 mm/yr of the tide gauge');
    site.location = { latitude: 15.5, longitude: 120.98 };
    const gauge = coastalInundationModel(
      modelInput({ site, years: [2100], design: { elevation: 0 } }),
    );
    // Central 31 mm/yr against the gauge’s 5.5 mm/yr over the 80 years from the present (2020).
    expect(city.curves[0]!.intensities[0]! - gauge.curves[0]!.intensities[0]!).toBeCloseTo(
      (0.031 - 0.0055) * 80,
      6,
    );
    site.location = { latitude: 14.6, longitude: 120.98 };
    site.coastal.verticalLandMotion = {
      ...site.coastal.verticalLandMotion,
      millimetresPerYear: 50,
    };
    const fasterGauge = coastalInundationModel(
      modelInput({ site, years: [2100], design: { elevation: 0 } }),
    );
    expect(fasterGauge.warnings.join(' ')).not.toContain('Eco et al. 2020');
  });

  it('lowers the coastal water level by 0.07 m per km of land between the shore (half a mask cell from the nearest ocean cell) and the site', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = null;
    site.tropicalCyclone.sustainedWindMetresPerSecond = [0, 0, 0, 0, 0, 0, 0];
    site.terrain.distanceToCoastKilometres = 0;
    const shore = coastalInundationModel(
      modelInput({ site, years: [2020], design: { elevation: 0 } }),
    );
    site.terrain.distanceToCoastKilometres = 20.463;
    const inland = coastalInundationModel(
      modelInput({ site, years: [2020], design: { elevation: 0 } }),
    );
    // USACE 1963: 1 ft per 2.7 miles, 0.07 m/km, over 20 km: 1.4 m lower at every return period.
    expect(shore.curves[0]!.intensities[5]! - inland.curves[0]!.intensities[5]!).toBeCloseTo(
      1.4,
      6,
    );
    expect(inland.warnings.join(' ')).toContain('lowered by 1.40 m');
    expect(shore.warnings.join(' ')).not.toContain('lowered by');
  });

  it('says the land motion is unknown where no gauge or published rate exists', () => {
    const site = exampleSite();
    site.coastal.verticalLandMotion = null;
    const model = coastalInundationModel(modelInput({ site, design: { elevation: 1 } }));
    expect(model.warnings.join(' ')).toContain('vertical land motion UNKNOWN');
  });

  it('holds the Venice lagoon at the MOSE closure level up to its design level', () => {
    const site = exampleSite();
    site.location = { latitude: 45.4341, longitude: 12.3388 };
    site.coastal.protectionStandard = { distanceKilometres: 1, returnPeriodYears: 10 };
    // Ground 0.5 m above mean sea level, below the closure level (+1.10 m on the Punta della Salute
    // datum, 0.85 m above present mean sea level): water held at 0.85 m floods it by 0.35 m.
    const curve = curveIn(site, 2020, { elevation: 0.5 });
    expect(intensityAtReturnPeriod(curve, 100)).toBeCloseTo(0.35, 6);
    // A ground above the closure level stays dry while the barrier holds; the rarest levels of the
    // example (above +2.75 m) overtop it.
    const dry = curveIn(site, 2020, { elevation: 1 });
    expect(intensityAtReturnPeriod(dry, 100)).toBe(0);
    const model = coastalInundationModel(modelInput({ site, design: { elevation: 1 } }));
    expect(model.warnings.join(' ')).toContain('MOSE');
    expect(model.extraMetadata?.flood_defence_return_period).toBeUndefined();
  });

  it('states that defences are held at their present height', () => {
    const site = exampleSite();
    const model = coastalInundationModel(modelInput({ site, design: { elevation: 1 } }));
    expect(model.warnings.join(' ')).toContain('held at their present (2020) height');
  });

  it('floods by the events beyond a standard at the last return period (the curve’s tail)', () => {
    const site = exampleSite();
    site.coastal.protectionStandard = { distanceKilometres: 1, returnPeriodYears: 1000 };
    site.terrain.distanceToCoastKilometres = 0;
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
