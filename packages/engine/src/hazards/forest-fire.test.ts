import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import {
  builtUpDepthKilometres,
  destructiveFireFrequencyPerYear,
  expectedHomeDestructionProbability,
  forestFireModel,
  homeDestructionProbabilityAtDistance,
  wildlandSetting,
} from './forest-fire.ts';
import { fallbackInterfaceHomeLossRate } from './interface-home-loss-rates.ts';

/** McAneney, Chen & Pitman 2009: Australian interface homes lose 1 in 6,500 a year (1925–2009). */
const australianInterfaceHomeLossPerYear = 1 / 6500;

describe('home destruction against distance from the wildland edge', () => {
  // Chen & McAneney 2004 (GRL 31, L12212): about 60 % at the forest edge, falling linearly to 0 by
  // about 700 m.
  it('is 60 % at the edge, 30 % at 350 m and nothing beyond 700 m', () => {
    expect(homeDestructionProbabilityAtDistance(0)).toBe(0.6);
    expect(homeDestructionProbabilityAtDistance(0.35)).toBeCloseTo(0.3, 12);
    expect(homeDestructionProbabilityAtDistance(0.7)).toBe(0);
    expect(homeDestructionProbabilityAtDistance(3)).toBe(0);
  });
  it('keeps the published band mean: a fire every 1,950 years × the 0.3 mean = 1 in 6,500', () => {
    const frequency = destructiveFireFrequencyPerYear(australianInterfaceHomeLossPerYear);
    expect(1 / frequency).toBeCloseTo(1950, 6);
    expect(frequency * 0.3).toBeCloseTo(australianInterfaceHomeLossPerYear, 12);
  });
  it('averages over the mapped edge uncertainty (±1.7 km): falls with distance, 0 past 2.4 km', () => {
    // Mapped 1 km inside: the true distance is uniform on [−0.7, 2.7] km; 0.7/3.4 of it at or
    // outside the edge (0.6) and 0.7/3.4 within the 700 m ramp (mean 0.3).
    expect(expectedHomeDestructionProbability(1)).toBeCloseTo((0.7 * 0.6 + 0.7 * 0.3) / 3.4, 3);
    expect(expectedHomeDestructionProbability(0)).toBe(0.6);
    expect(expectedHomeDestructionProbability(0.5)).toBeGreaterThan(
      expectedHomeDestructionProbability(1.5),
    );
    expect(expectedHomeDestructionProbability(2.41)).toBe(0);
  });
});

describe('wildlandSetting', () => {
  it('separates an urban core, the 2.4 km interface band and open land', () => {
    expect(wildlandSetting({ insideUrbanArea: true, distanceToUrbanEdgeKilometres: null })).toBe(
      'urban core',
    );
    expect(wildlandSetting({ insideUrbanArea: true, distanceToUrbanEdgeKilometres: 2 })).toBe(
      'wildland–urban interface',
    );
    expect(wildlandSetting({ insideUrbanArea: false, distanceToUrbanEdgeKilometres: 1 })).toBe(
      'wildland–urban interface',
    );
    expect(wildlandSetting({ insideUrbanArea: false, distanceToUrbanEdgeKilometres: null })).toBe(
      'wildland or rural',
    );
  });
});

describe('builtUpDepthKilometres (dense city cores from populated places)', () => {
  // Natural Earth: Miami, agglomeration 5,585,000; Angel et al. 2010: 28 persons/ha in the
  // land-rich developed countries → 1,995 km², a disc of radius √(5.585e6 / (π × 2,800)) = 25.2 km.
  const miami = {
    population: 5_585_000,
    builtUpDensityPersonsPerSquareKilometre: 2800,
    distanceKilometres: 3.9,
  };
  it('is the built-up disc radius less the distance from the city point', () => {
    expect(builtUpDepthKilometres([miami])).toBeCloseTo(25.2 - 3.9, 1);
    expect(builtUpDepthKilometres([])).toBe(0);
  });
  it('takes the deepest of several places and is 0 outside every disc', () => {
    const town = {
      population: 20_000,
      builtUpDensityPersonsPerSquareKilometre: 2800,
      distanceKilometres: 1,
    };
    // A 20,000-person town covers a 1.5 km disc: 0.5 km deep at 1 km.
    expect(builtUpDepthKilometres([town])).toBeCloseTo(Math.sqrt(20000 / (Math.PI * 2800)) - 1, 6);
    expect(builtUpDepthKilometres([town, miami])).toBeCloseTo(21.3, 1);
    expect(builtUpDepthKilometres([{ ...town, distanceKilometres: 5 }])).toBe(0);
  });
  it('makes a dense core an urban core even where the 1:50m polygons miss it (downtown Miami)', () => {
    const outsidePolygons = { insideUrbanArea: false, distanceToUrbanEdgeKilometres: null };
    expect(wildlandSetting(outsidePolygons, [miami])).toBe('urban core');
    expect(wildlandSetting(outsidePolygons, [])).toBe('wildland or rural');
    // Venice: 270,816 people at 70 persons/ha cover a 3.5 km disc; 1.5 km from its point the site is
    // 2.0 km deep, inside the interface band.
    const venice = {
      population: 270_816,
      builtUpDensityPersonsPerSquareKilometre: 7000,
      distanceKilometres: 1.5,
    };
    expect(wildlandSetting(outsidePolygons, [venice])).toBe('wildland–urban interface');
  });
});

describe('forestFireModel', () => {
  it('is not computed where no burnable vegetation is mapped around the site, or without fire weather', () => {
    const desert = exampleSite();
    desert.climate.biome = { code: 21, name: 'Desert' };
    desert.climate.nearbyBiomeCodes = [21, 27];
    expect(forestFireModel(modelInput({ site: desert })).noCalcReason).toBe(
      'No burnable natural vegetation mapped at or around the site',
    );
    const noIndex = exampleSite();
    noIndex.fire.fireWeatherIndex = null;
    expect(forestFireModel(modelInput({ site: noIndex })).noCalcReason).toBe(
      'No fire-weather data at the site',
    );
  });
  it('counts a desert cell beside woodland as burnable (a 1° biome misses the hills by a city)', () => {
    const site = exampleSite();
    site.climate.biome = { code: 21, name: 'Desert' };
    site.climate.nearbyBiomeCodes = [15, 21];
    expect(forestFireModel(modelInput({ site })).noCalcReason).toBeUndefined();
  });
  it('loses a home among burnable land at the edge rate (0.6 × 1 in 1,950 a year), more often as droughts become more frequent', () => {
    const site = exampleSite();
    const curves = forestFireModel(modelInput({ site, years: [2005, 2100] })).curves;
    // Outside the urban area: at the edge. FWI 9.5 ≥ 5.2: the full rate; at the 2005 warming
    // (0.91 °C) the drought change is ≈ 0. 0.6 / 1,950 = 1 in 3,250 a year.
    expect(curves[0]!.exceedanceProbabilities[0]! * 3250).toBeCloseTo(1, 1);
    expect(curves[1]!.exceedanceProbabilities[0]!).toBeGreaterThan(
      curves[0]!.exceedanceProbabilities[0]!,
    );
  });
  it('puts a wildland–urban-interface house above a city core of the same climate', () => {
    const core = exampleSite();
    core.fire.urbanSetting = { insideUrbanArea: true, distanceToUrbanEdgeKilometres: null };
    const edge = exampleSite();
    const coreProbability = forestFireModel(modelInput({ site: core })).curves[1]!
      .exceedanceProbabilities[0]!;
    const edgeProbability = forestFireModel(modelInput({ site: edge })).curves[1]!
      .exceedanceProbabilities[0]!;
    expect(coreProbability).toBe(0);
    expect(edgeProbability).toBeGreaterThan(0.5 * australianInterfaceHomeLossPerYear);
    // The core's zero is the urban map's, which can miss parks: said as a data limitation.
    expect(forestFireModel(modelInput({ site: core })).extraMetadata?.data_limitation).toMatch(
      /urban area.*parks/,
    );
    expect(forestFireModel(modelInput({ site: edge })).extraMetadata).toBeUndefined();
  });
  it('grades homes inside the town by their distance from the wildland edge', () => {
    const rate = (distanceToUrbanEdgeKilometres: number) => {
      const site = exampleSite();
      site.fire.urbanSetting = { insideUrbanArea: true, distanceToUrbanEdgeKilometres };
      return forestFireModel(modelInput({ site, years: [2005] })).curves[0]!
        .exceedanceProbabilities[0]!;
    };
    expect(rate(0.2)).toBeGreaterThan(rate(1));
    expect(rate(1)).toBeGreaterThan(rate(2));
    expect(rate(2.5)).toBe(0);
  });
  it('scales the rate down linearly where fire weather is very low (FWI below 5.2)', () => {
    const damp = exampleSite();
    damp.fire.fireWeatherIndex = 2.6;
    const probability = forestFireModel(modelInput({ site: damp, years: [2005] })).curves[0]!
      .exceedanceProbabilities[0]!;
    const edgeRate = 0.6 * destructiveFireFrequencyPerYear(australianInterfaceHomeLossPerYear);
    expect(probability / edgeRate).toBeCloseTo(2.6 / 5.2, 1);
  });
  it('uses the rate of the site’s state, then of its country, then the Australian mean, and names it', () => {
    const edgeRate = (alpha2: string, name: string, subdivisionCode: string | null) => {
      const site = exampleSite();
      site.jurisdiction = {
        country: { alpha2, alpha3: 'XXX', name },
        subdivision:
          subdivisionCode === null
            ? null
            : { code: subdivisionCode, scheme: 'ISO 3166-2', name: subdivisionCode, fips: null },
        distanceKilometres: 0,
      };
      const result = forestFireModel(modelInput({ site, years: [2005] }));
      return { probability: result.curves[0]!.exceedanceProbabilities[0]!, result };
    };
    // At the edge (P = 0.6) with full fire weather the rate is twice the interface mean (the 2005
    // drought change is ≈ 0).
    const california = edgeRate('US', 'United States', 'US-CA');
    expect(california.probability / (2 * (60_000 / 16 / 5_100_000))).toBeCloseTo(1, 1);
    expect(california.result.warnings.join(' ')).toMatch(
      /interface homes in California.*Headwaters/,
    );
    const arizona = edgeRate('US', 'United States', 'US-AZ');
    expect(arizona.probability / (2 * (89_210 / 16 / 43_400_000))).toBeCloseTo(1, 1);
    expect(arizona.result.warnings.join(' ')).toMatch(/the United States.*Radeloff/);
    const greece = edgeRate('GR', 'Greece', 'GR-I');
    expect(greece.probability / (2 * australianInterfaceHomeLossPerYear)).toBeCloseTo(1, 1);
    expect(greece.result.warnings.join(' ')).toMatch(
      /no published interface home-loss rate was found for Greece; the Australian mean/,
    );
    expect(edgeRate('AU', 'Australia', 'AU-NSW').result.warnings.join(' ')).not.toMatch(
      /no published interface home-loss rate/,
    );
  });
  it('keeps a Californian edge home below the observed loss rate at Paradise (0.5–2 %/yr)', () => {
    // Paradise, California lost most of its homes in 2018 over a town life of the order of a
    // century: 0.5–2 % a year. The engine's Californian edge rate must not exceed that.
    const site = exampleSite();
    site.jurisdiction.country = { alpha2: 'US', alpha3: 'USA', name: 'United States' };
    site.jurisdiction.subdivision = {
      code: 'US-CA',
      scheme: 'ISO 3166-2',
      name: 'California',
      fips: null,
    };
    const probability = forestFireModel(modelInput({ site, years: [2005] })).curves[0]!
      .exceedanceProbabilities[0]!;
    expect(probability).toBeLessThan(0.005);
    expect(fallbackInterfaceHomeLossRate.annualHomeLossProbability).toBe(1 / 6500);
  });
  it('loses a reached element whole, scaled by its fire coefficient', () => {
    const response = forestFireModel(modelInput()).vulnerability(
      { heightAboveFloorMetres: 0 },
      0.5,
    );
    expect(response.damageFraction(10)).toBe(0.5);
  });
});
