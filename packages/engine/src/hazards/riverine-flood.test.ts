import type { SiteHazardContext } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { expectedAnnualValue } from '../expected-annual-value.ts';
import { intensityAtReturnPeriod } from '../test-support/curve-reading.ts';
import { gumbelFrequencyFactor } from '../statistics/gumbel.ts';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { dischargeVariability } from './flood-variability.ts';
import { bankfullDepthMetres, riverineFloodModel } from './riverine-flood.ts';

function siteWithRiver(river: Partial<NonNullable<SiteHazardContext['riverFlood']['river']>>) {
  const site = exampleSite();
  const base = site.riverFlood.river;
  if (base === null) throw new Error('example site has a river');
  site.riverFlood.river = { ...base, ...river };
  return site;
}

/** The Cv the model takes at a site (its climate and catchment class). */
function siteCoefficientOfVariation(site: SiteHazardContext): number {
  const river = site.riverFlood.river;
  if (river === null) throw new Error('site has a river');
  return dischargeVariability(
    site.climate.annualPrecipitationMillimetres,
    site.climate.monthlyMeanTemperatureCelsius,
    site.location.latitude,
    river.catchmentAreaSquareKilometres,
    site.jurisdiction,
  ).coefficientOfVariation;
}

/** Q_T/Q₂ of the Gumbel curve with a Cv: (1 + Cv·K_T)/(1 + Cv·K₂). */
function relativeDischarge(coefficientOfVariation: number, returnPeriodYears: number): number {
  return (
    (1 + coefficientOfVariation * gumbelFrequencyFactor(returnPeriodYears)) /
    (1 + coefficientOfVariation * gumbelFrequencyFactor(2))
  );
}

describe('bankfullDepthMetres', () => {
  it('follows the Moody & Troutman global relation d = 0.27·Q^0.39', () => {
    // Rhine at Cologne, GRDC mean 2085 m³/s: 0.27·2085^0.39 = 5.3 m.
    expect(bankfullDepthMetres(2085)).toBeCloseTo(5.33, 1);
    expect(bankfullDepthMetres(10)).toBeCloseTo(0.66, 2);
  });
});

describe('riverineFloodModel', () => {
  it('names the one search radius when no river is found, and says why when the discharge is unknown', () => {
    const site = exampleSite();
    site.riverFlood = {
      distanceToRiverKilometres: null,
      drainsToSeaAwayFromRivers: false,
      river: null,
      protectionStandard: null,
    };
    expect(riverineFloodModel(modelInput({ site })).noCalcReason).toBe(
      'No river within 50 km of the site, mapped or derived from the elevation grid',
    );
    site.riverFlood = {
      distanceToRiverKilometres: 3,
      drainsToSeaAwayFromRivers: false,
      river: null,
      protectionStandard: null,
    };
    expect(riverineFloodModel(modelInput({ site })).noCalcReason).toMatch(
      /^No annual precipitation at the site/,
    );
    site.riverFlood = {
      distanceToRiverKilometres: 30.66,
      drainsToSeaAwayFromRivers: true,
      river: null,
      protectionStandard: null,
    };
    const harbourSide = riverineFloodModel(modelInput({ site }));
    expect(harbourSide.noCalcReason).toBe(
      "The site drains to the sea on the 5′ elevation grid, and the nearest river (31 km) lies beyond the grid's position uncertainty: no river the embedded data can see floods the site",
    );
    expect(harbourSide.contextItems[0]?.description).toBe(
      '30.7 km (the site drains to the sea, not to it)',
    );
  });

  it('keeps floods up to a 100-year standard off a site at river level and floods it as undefended beyond', () => {
    const site = siteWithRiver({
      heightAboveRiverMetres: 0,
      meanDischargeCubicMetresPerSecond: 100,
    });
    site.riverFlood.protectionStandard = { returnPeriodYears: 100, countryAlpha3: 'DEU' };
    site.change.riverDischarge100Year = null;
    const curve = riverineFloodModel(modelInput({ site })).curves[0]!;
    for (const returnPeriod of [2, 5, 10, 20, 50])
      expect(intensityAtReturnPeriod(curve, returnPeriod)).toBe(0);
    // Q_T/Q₂ = (1 + Cv·K_T)/(1 + Cv·(−0.164)) with the site's Cv (Gumbel K).
    const coefficientOfVariation = siteCoefficientOfVariation(site);
    const stage = (returnPeriod: number) =>
      bankfullDepthMetres(100) *
      (Math.pow(relativeDischarge(coefficientOfVariation, returnPeriod), 0.6) - 1);
    // Without a change of discharge the crest is reached exactly at the 100-year flood: the curve
    // steps there from dry to the crest's depth, and floods by the full stage beyond.
    expect(intensityAtReturnPeriod(curve, 100)).toBeCloseTo(stage(100), 2);
    expect(curve.intensities.filter((depth) => depth === 0)).toHaveLength(6);
    expect(intensityAtReturnPeriod(curve, 1000)).toBeCloseTo(stage(1000), 1);
  });

  it('takes the country’s FLOPROS standard, at most the curve’s 1000 years, at least the bankfull 2 years', () => {
    const site = siteWithRiver({ heightAboveRiverMetres: 0 });
    site.change.riverDischarge100Year = null;
    site.riverFlood.protectionStandard = { returnPeriodYears: 4902.3, countryAlpha3: 'NLD' };
    const dutch = riverineFloodModel(modelInput({ site }));
    expect(dutch.extraMetadata?.flood_defence_return_period).toBe(1000);
    // Only the tail — the events rarer than 1000 years — overtops: a step at the last point.
    const dutchCurve = dutch.curves[0]!;
    for (const returnPeriod of [2, 5, 10, 20, 50, 100, 200, 500])
      expect(intensityAtReturnPeriod(dutchCurve, returnPeriod)).toBe(0);
    expect(dutchCurve.intensities.at(-1)!).toBeGreaterThan(0);
    expect(dutchCurve.exceedanceProbabilities.at(-1)).toBeCloseTo(1 / 1000, 12);
    expect(dutch.warnings.join(' ')).toContain('taken at 1000 years');
    site.riverFlood.protectionStandard = { returnPeriodYears: 0.8, countryAlpha3: 'JAM' };
    const jamaica = riverineFloodModel(modelInput({ site }));
    expect(jamaica.extraMetadata?.flood_defence_return_period).toBe(2);
    expect(intensityAtReturnPeriod(jamaica.curves[0]!, 5)).toBeGreaterThan(0);
  });

  it('floods deeper beside a bigger river', () => {
    const small = siteWithRiver({
      heightAboveRiverMetres: 0,
      meanDischargeCubicMetresPerSecond: 20,
    });
    const large = siteWithRiver({
      heightAboveRiverMetres: 0,
      meanDischargeCubicMetresPerSecond: 2000,
    });
    const depth = (site: SiteHazardContext) =>
      riverineFloodModel(modelInput({ site })).curves[0]!.intensities[8]!;
    expect(depth(large)).toBeGreaterThan(2 * depth(small));
  });

  it('protects a site higher than the 100-year stage by its height instead', () => {
    const low = siteWithRiver({
      heightAboveRiverMetres: 3,
      meanDischargeCubicMetresPerSecond: 2000,
    });
    const high = siteWithRiver({
      heightAboveRiverMetres: 3.5,
      meanDischargeCubicMetresPerSecond: 2000,
    });
    // The 1000-year depths (the last point: a step may add two points before it).
    const lowDepth = riverineFloodModel(modelInput({ site: low })).curves[0]!.intensities.at(-1)!;
    const highDepth = riverineFloodModel(modelInput({ site: high })).curves[0]!.intensities.at(-1)!;
    expect(lowDepth - highDepth).toBeCloseTo(0.5, 9);
  });

  it('gives a site far above its river no flood at all', () => {
    const saddle = siteWithRiver({ heightAboveRiverMetres: 1000 });
    for (const curve of riverineFloodModel(modelInput({ site: saddle })).curves)
      for (const depth of curve.intensities) expect(depth).toBe(0);
  });

  it('deepens floods where the AR6 100-year discharge rises', () => {
    const site = siteWithRiver({ heightAboveRiverMetres: 0 });
    const curves = riverineFloodModel(modelInput({ site })).curves;
    expect(intensityAtReturnPeriod(curves[2]!, 200)).toBeGreaterThan(
      intensityAtReturnPeriod(curves[0]!, 200)!,
    );
  });

  it('moves the expected flood depth smoothly as warming raises the discharge past the crest', () => {
    // A site at river level behind Germany's FLOPROS standard (1 in 108 years): warming raises the
    // 100-year discharge by a few per cent, so the 100-year flood comes to overtop the crest. Read at
    // the return periods alone, that crossing moved a whole 50–100-year interval of damage in one
    // step; with the crest's own probability on the curve it changes by little from one 0.01 °C to
    // the next.
    const site = siteWithRiver({ heightAboveRiverMetres: 0 });
    site.riverFlood.protectionStandard = { returnPeriodYears: 107.6, countryAlpha3: 'DEU' };
    const warmingByYear = Array.from({ length: 201 }, (_, step) => 0.5 + step * 0.01);
    const curves = riverineFloodModel(
      modelInput({ site, years: warmingByYear.map((_, step) => 1990 + step), warmingByYear }),
    ).curves;
    const expectedDepths = curves.map((curve) =>
      expectedAnnualValue(curve.exceedanceProbabilities, curve.intensities),
    );
    const steps = expectedDepths
      .slice(1)
      .map((depth, step) => Math.abs(depth - expectedDepths[step]!) / expectedDepths[step]!);
    expect(Math.max(...steps)).toBeLessThan(0.01);
    // The range does cross: the first warming's 100-year flood is held, the last's overtops.
    expect(intensityAtReturnPeriod(curves[0]!, 100)).toBe(0);
    expect(intensityAtReturnPeriod(curves.at(-1)!, 100)).toBeGreaterThan(0);
  });

  it('says prominently, also at a zero, when the elevation grid cannot resolve the site above the river', () => {
    const site = siteWithRiver({ heightAboveRiverMetres: 40, heightResolved: false });
    const assessment = riverineFloodModel(modelInput({ site }));
    expect(assessment.curves[0]!.intensities.every((depth) => depth === 0)).toBe(true);
    expect(assessment.warnings[0]).toMatch(/Ground elevation \(m\).*Settings tab/);
    expect(assessment.extraMetadata?.data_limitation).toMatch(
      /floodplain spans.*not the site's own/,
    );
    const resolved = riverineFloodModel(
      modelInput({ site: siteWithRiver({ heightAboveRiverMetres: 40, heightResolved: true }) }),
    );
    expect(resolved.extraMetadata?.data_limitation).toBeUndefined();
  });

  it('spreads an unresolved height over the floodplain: less than at the river, more than at the floodplain top', () => {
    const expectedDamage = (river: Parameters<typeof siteWithRiver>[0]) => {
      const assessment = riverineFloodModel(modelInput({ site: siteWithRiver(river) }));
      return expectedAnnualValue(
        assessment.curves[0]!.exceedanceProbabilities,
        assessment.curves[0]!.intensities.map((depth) => Math.min(1, depth / 3)),
      );
    };
    const floodplain = { floodplainHeightMetres: 11, withinFloodplain: true };
    const atRiver = expectedDamage({
      ...floodplain,
      heightAboveRiverMetres: 0,
      heightResolved: true,
    });
    const unresolved = expectedDamage({
      ...floodplain,
      heightAboveRiverMetres: 0,
      heightResolved: false,
    });
    const higher = expectedDamage({
      ...floodplain,
      heightAboveRiverMetres: 2,
      heightResolved: false,
    });
    const atTop = expectedDamage({
      ...floodplain,
      heightAboveRiverMetres: 11,
      heightResolved: true,
    });
    expect(atRiver).toBeGreaterThan(0);
    expect(unresolved).toBeLessThan(atRiver);
    expect(unresolved).toBeGreaterThan(atTop);
    // A higher lower bound (a site the grid puts higher above the river) floods less.
    expect(higher).toBeLessThan(unresolved);
    const assessment = riverineFloodModel(
      modelInput({
        site: siteWithRiver({ ...floodplain, heightAboveRiverMetres: 0, heightResolved: false }),
      }),
    );
    expect(assessment.warnings[0]).toMatch(/equally likely anywhere from 0\.0 m .* to 11\.0 m/);
    expect(
      assessment.contextItems.find((item) => item.name === 'Height above the river')?.description,
    ).toMatch(/^0\.0–11\.0 m/);
  });

  it("bounds the range by the user's ground where it is no higher than the grid's channel level", () => {
    // Ground entered at 3 m, no higher than the 5′ level of the channel (height 0, unresolved): the
    // river runs at sea level or above, so the height is at most 3 m, not the floodplain's 11 m.
    const river = {
      floodplainHeightMetres: 11,
      withinFloodplain: true,
      heightAboveRiverMetres: 0,
      heightResolved: false,
    };
    const assessmentAt = (heightSource: 'ground given by the user' | 'embedded 5′ grid') => {
      const site = siteWithRiver({ ...river, heightSource });
      site.terrain.elevationMetres = 3;
      return riverineFloodModel(modelInput({ site }));
    };
    const entered = assessmentAt('ground given by the user');
    expect(entered.warnings[0]).toMatch(/equally likely anywhere from 0\.0 m .* to 3\.0 m/);
    expect(entered.warnings[0]).toContain('fine terrain (TERRAIN_DIR)');
    const embedded = assessmentAt('embedded 5′ grid');
    expect(embedded.warnings[0]).toMatch(/to 11\.0 m/);
    const damage = (assessment: typeof entered) =>
      expectedAnnualValue(
        assessment.curves[0]!.exceedanceProbabilities,
        assessment.curves[0]!.intensities,
      );
    // The narrower range lies lower in the floodplain: it floods more than the whole floodplain.
    expect(damage(entered)).toBeGreaterThan(damage(embedded));
  });

  it('states the assumed 100-year protection where FLOPROS has no standard, as the flood defence return period and a warning', () => {
    const site = exampleSite();
    site.riverFlood.protectionStandard = null;
    const assessment = riverineFloodModel(modelInput({ site }));
    expect(assessment.extraMetadata?.flood_defence_return_period).toBe(100);
    expect(assessment.warnings.some((warning) => warning.includes('ASSUMES'))).toBe(true);
    const national = riverineFloodModel(modelInput());
    expect(national.extraMetadata?.flood_defence_return_period).toBe(98.6);
    expect(national.warnings.join(' ')).toContain('FLOPROS standard of the site');
  });
});

describe('riverineFloodModel: floodplain and flood maps', () => {
  it('gives 0 with the reason where the site stands outside the floodplain', () => {
    const assessment = riverineFloodModel(
      modelInput({ site: siteWithRiver({ withinFloodplain: false, heightAboveRiverMetres: 40 }) }),
    );
    expect(assessment.noCalcReason).toBeUndefined();
    expect(
      assessment.curves.every((curve) => curve.intensities.every((depth) => depth === 0)),
    ).toBe(true);
    expect(assessment.extraMetadata?.zero_reason).toMatch(/outside its floodplain/);
  });

  it('says which step gives 0 where a site inside the floodplain stands above the largest modelled flood', () => {
    // 101 m³/s (the Brisbane River's mean flow at Rocklea): bankfull depth 0.27·101^0.39 = 1.6 m, and
    // the 1000-year stage of the Gumbel curve 1.6·((1 + Cv·K₁₀₀₀)/(1 + Cv·K₂))^0.6 − 1.6 with the
    // site's Cv (2.6 m at Cv 0.68) lies below a site 4 m above the river.
    const site = siteWithRiver({
      withinFloodplain: true,
      heightAboveRiverMetres: 4,
      meanDischargeCubicMetresPerSecond: 101,
    });
    site.change.riverDischarge100Year = null;
    const assessment = riverineFloodModel(modelInput({ site }));
    expect(
      assessment.curves.every((curve) => curve.intensities.every((depth) => depth === 0)),
    ).toBe(true);
    const stage =
      bankfullDepthMetres(101) *
      (Math.pow(relativeDischarge(siteCoefficientOfVariation(site), 1000), 0.6) - 1);
    expect(stage).toBeLessThan(4);
    expect(assessment.extraMetadata?.zero_reason).toContain(
      `1000-year flood of the parametric curve rises only ${stage.toFixed(1)} m above the bank`,
    );
    expect(assessment.extraMetadata?.zero_reason).toMatch(/^Inside the floodplain, /);
    expect(
      assessment.warnings.some((warning) => /^Riverine flooding is 0 in every year/.test(warning)),
    ).toBe(true);
    // A site below that stage floods: no such warning.
    const lower = riverineFloodModel(
      modelInput({ site: siteWithRiver({ withinFloodplain: true, heightAboveRiverMetres: 0 }) }),
    );
    expect(lower.extraMetadata?.zero_reason).toBeUndefined();
    expect(lower.warnings.some((warning) => warning.startsWith('Riverine flooding is 0'))).toBe(
      false,
    );
  });

  it('reads the depths of a configured flood map instead of the modelled curve, none below the protection standard', () => {
    const site = exampleSite();
    site.riverFlood.protectionStandard = { returnPeriodYears: 50, countryAlpha3: 'AUS' };
    site.riverFlood.floodMap = {
      dataset: 'JRC test map',
      resolutionMetres: 90,
      returnPeriodsYears: [10, 100, 500],
      depthsMetres: [0.5, 1.5, 2.5],
    };
    const input = modelInput({ site });
    const assessment = riverineFloodModel(input);
    expect(assessment.extraMetadata?.flood_map).toBe('JRC test map, 90 m resolution');
    const first = assessment.curves[0];
    // The 10-year depth is held back by the 50-year standard; the rarer depths come through.
    expect(first?.intensities).toEqual([0, 1.5, 2.5]);
  });
});
