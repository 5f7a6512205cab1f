import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import type { SiteHazardContext } from '@hazardscope/contracts';
import { generalizedExtremeValueQuantile } from '../statistics/generalized-extreme-value.ts';
import { surfaceWaterFloodModel } from './surface-water-flood.ts';

/**
 * GSDR-IDF gauge US_005282 (Houston, 1940–1971) as data/RFA_24h_gev.csv gives it: regional growth
 * curve 0.8020426, 0.3012581, 0.0751355 times the index 117.9 mm; published 24-hour depths 181.6,
 * 231.4 and 289.7 mm at 10, 30 and 100 years.
 */
const houstonGauge: NonNullable<SiteHazardContext['climate']['extremeRainfallGauge']> = {
  stationId: 'US_005282',
  distanceKilometres: 0.8,
  climateClass: 'Humid subtropical',
  recordLengthYears: 31,
  firstYear: 1940,
  lastYear: 1971,
  meanAnnualMaximumMillimetres: 117.9,
  locationMillimetres: 0.8020426 * 117.9,
  scaleMillimetres: 0.3012581 * 117.9,
  shape: 0.0751355,
};

describe('surfaceWaterFloodModel', () => {
  it('ponds nothing up to the 30-year drainage design storm of EN 752 in a country that follows it', () => {
    const site = exampleSite();
    site.jurisdiction = {
      country: { alpha2: 'GB', alpha3: 'GBR', name: 'United Kingdom' },
      subdivision: null,
      distanceKilometres: 0,
    };
    site.change.maximumOneDayPrecipitation = {
      ...site.change.maximumOneDayPrecipitation!,
      points: [{ warmingCelsius: 2, change: 0 }],
    };
    const curve = surfaceWaterFloodModel(modelInput({ site })).curves[0]!;
    expect(curve.intensities.slice(0, 4).every((depth) => depth === 0)).toBe(true);
    expect(curve.intensities[4]!).toBeGreaterThan(0);
  });
  it('drains the rainfall of the design standard of the site’s country: Australia’s 7.1 years', () => {
    const site = exampleSite();
    site.change.maximumOneDayPrecipitation = {
      ...site.change.maximumOneDayPrecipitation!,
      points: [{ warmingCelsius: 2, change: 0 }],
    };
    const assessment = surfaceWaterFloodModel(modelInput({ site }));
    const curve = assessment.curves[0]!;
    // Return periods 2, 5, 10…: nothing ponds at 2 and 5 years, the 10-year storm exceeds 7.1 years.
    expect(curve.intensities.slice(0, 2).every((depth) => depth === 0)).toBe(true);
    expect(curve.intensities[2]!).toBeGreaterThan(0);
    expect(
      assessment.contextItems.find((item) => item.name === 'Drainage design standard')?.description,
    ).toBe('7.1-year rainfall (Australian minor-system practice)');
    expect(assessment.warnings.join(' ')).toContain('in Australia');
  });
  it('assumes EN 752’s 30 years where no standard was read for the country, and warns of it', () => {
    const site = exampleSite();
    site.jurisdiction = {
      country: { alpha2: 'JP', alpha3: 'JPN', name: 'Japan' },
      subdivision: null,
      distanceKilometres: 0,
    };
    const warnings = surfaceWaterFloodModel(modelInput({ site })).warnings.join(' ');
    expect(warnings).toContain('30-year rainfall (EN 752)');
    expect(warnings).toContain('no design standard for minor drainage was read for Japan');
  });
  it('ponds more where drainage is designed for a more frequent storm', () => {
    const site = exampleSite();
    const australian = surfaceWaterFloodModel(modelInput({ site })).curves[0]!;
    site.jurisdiction = {
      country: { alpha2: 'GB', alpha3: 'GBR', name: 'United Kingdom' },
      subdivision: null,
      distanceKilometres: 0,
    };
    const european = surfaceWaterFloodModel(modelInput({ site })).curves[0]!;
    australian.intensities.forEach((depth, index) =>
      expect(depth).toBeGreaterThanOrEqual(european.intensities[index]!),
    );
    expect(australian.intensities[5]!).toBeGreaterThan(european.intensities[5]!);
  });
  it('scales rainfall by Clausius–Clapeyron (+7 % per °C) when no regional Rx1day change is given', () => {
    const site = exampleSite();
    site.change.maximumOneDayPrecipitation = null;
    const assessment = surfaceWaterFloodModel(modelInput({ site, years: [2005, 2100] }));
    expect(assessment.warnings.join(' ')).toContain('Clausius–Clapeyron');
    expect(assessment.curves[1]!.intensities[6]!).toBeGreaterThan(
      assessment.curves[0]!.intensities[6]!,
    );
  });
  it('re-bases the AR6 Rx1day change from 1850–1900 to the present-day baseline: no ponding below the drainage design in 1995–2014', () => {
    const site = exampleSite();
    // +6 % at the 1995–2014 warming (0.85 °C) relative to 1850–1900, as the CMIP6 tables give it.
    site.change.maximumOneDayPrecipitation = {
      quantity: 'Rx1day change (%)',
      unit: 'percent',
      baselineWarmingCelsius: 0,
      points: [
        { warmingCelsius: 0.85, change: 6 },
        { warmingCelsius: 2, change: 15 },
      ],
      datasetId: 'cmip6-regional-extremes-at-gwl',
    };
    const baseline = surfaceWaterFloodModel(
      modelInput({ site, years: [2005], warmingByYear: [0.85] }),
    ).curves[0]!;
    // The example site is in Australia: drainage designed for 7.1 years, above the 2- and 5-year storms.
    expect(baseline.intensities.slice(0, 2).every((depth) => depth === 0)).toBe(true);
    site.change.maximumOneDayPrecipitation = null;
    const clausiusClapeyronBaseline = surfaceWaterFloodModel(
      modelInput({ site, years: [2005], warmingByYear: [0.85] }),
    ).curves[0]!;
    // At the baseline's own warming both give the unchanged present-day curve.
    baseline.intensities.forEach((depth, index) =>
      expect(depth).toBeCloseTo(clausiusClapeyronBaseline.intensities[index]!, 12),
    );
  });
  it('is not computed where annual precipitation is unknown, and says so', () => {
    const site = exampleSite();
    site.climate.annualPrecipitationMillimetres = null;
    site.climate.extremeRainfallEstimate = null;
    expect(surfaceWaterFloodModel(modelInput({ site })).noCalcReason).toBe(
      'Annual precipitation unknown at the site: no extreme-rainfall baseline',
    );
  });
  it('says why where the climate data give no rain and no gauge is near', () => {
    const site = exampleSite();
    site.climate.annualPrecipitationMillimetres = 0;
    site.climate.extremeRainfallEstimate = null;
    expect(surfaceWaterFloodModel(modelInput({ site })).noCalcReason).toContain(
      'Annual precipitation of 0 mm at the site',
    );
  });
  it('states the relation’s scatter with every estimated result, also a zero, and an extrapolation', () => {
    const site = exampleSite();
    const estimate = site.climate.extremeRainfallEstimate;
    if (estimate === null) throw new Error('the example site has an estimate');
    // A dry site: the estimated rainfall never exceeds the drainage standard, so the risk is 0.
    site.climate.extremeRainfallEstimate = {
      ...estimate,
      meanAnnualMaximumMillimetres: 1,
      withinFittedRange: false,
    };
    const assessment = surfaceWaterFloodModel(modelInput({ site }));
    const said = assessment.warnings.join(' ');
    expect(said).toContain('within a factor of 1.31');
    expect(said).toContain('the relation is extrapolated here');
  });

  it('reproduces a gauge’s published 10-, 30- and 100-year depths from its GEV', () => {
    const { locationMillimetres, scaleMillimetres, shape } = houstonGauge;
    const published = [
      [10, 181.6],
      [30, 231.4],
      [100, 289.7],
    ] as const;
    for (const [returnPeriod, depth] of published)
      expect(
        generalizedExtremeValueQuantile(returnPeriod, locationMillimetres, scaleMillimetres, shape),
      ).toBeCloseTo(depth, 0);
  });
  it('takes its rainfall from a gauge within reach, sliding 24-hour depths ÷ 1.13, and names it', () => {
    const site = exampleSite();
    site.climate.extremeRainfallGauge = houstonGauge;
    const assessment = surfaceWaterFloodModel(modelInput({ site }));
    expect(assessment.diagnostics?.hundredYearOneDayRainfallMillimetres).toBeCloseTo(
      289.7 / 1.13,
      0,
    );
    expect(assessment.diagnostics?.meanAnnualMaximumOneDayRainfallMillimetres).toBeCloseTo(
      117.9 / 1.13,
      6,
    );
    const said = [
      ...assessment.warnings,
      ...assessment.contextItems.map((item) => item.description),
    ];
    expect(said.join(' ')).toContain('US_005282, 1 km away, 31 years of hourly record (1940–1971)');
    expect(said.join(' ')).not.toContain('a relation fitted to');
    // The gauge replaces the annual precipitation and its estimate, which are then not needed.
    site.climate.annualPrecipitationMillimetres = null;
    site.climate.extremeRainfallEstimate = null;
    expect(surfaceWaterFloodModel(modelInput({ site })).noCalcReason).toBeUndefined();
  });
  it('falls back to the GSDR-IDF relation, with its warning, where no gauge is within reach', () => {
    const site = exampleSite();
    site.climate.extremeRainfallGauge = null;
    const assessment = surfaceWaterFloodModel(modelInput({ site }));
    expect(assessment.warnings.join(' ')).toContain('a relation fitted to 3,924 GSDR-IDF');
    // The relation's sliding 24-hour index, 107.1 mm, to fixed days (÷ 1.13).
    expect(assessment.diagnostics?.meanAnnualMaximumOneDayRainfallMillimetres).toBeCloseTo(
      107.1 / 1.13,
      6,
    );
  });
});
