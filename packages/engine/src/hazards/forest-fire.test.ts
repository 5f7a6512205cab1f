import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import {
  forestFireModel,
  interfaceHomeLossProbabilityPerYear,
  wildlandSetting,
} from './forest-fire.ts';

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
  it('loses an interface home at the published 1 in 6,500 a year, more often as droughts become more frequent', () => {
    const site = exampleSite();
    const curves = forestFireModel(modelInput({ site, years: [2005, 2100] })).curves;
    // FWI 9.5 ≥ 5.2: the full rate; at the 2005 warming (0.91 °C) the drought change is ≈ 0.
    expect(curves[0]!.exceedanceProbabilities[0]! * 6500).toBeCloseTo(1, 1);
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
    expect(edgeProbability).toBeGreaterThan(0.5 * interfaceHomeLossProbabilityPerYear);
    // The core's zero is the urban map's, which can miss parks: said as a data limitation.
    expect(forestFireModel(modelInput({ site: core })).extraMetadata?.data_limitation).toMatch(
      /urban area.*parks/,
    );
    expect(forestFireModel(modelInput({ site: edge })).extraMetadata).toBeUndefined();
  });
  it('scales the rate down linearly where fire weather is very low (FWI below 5.2)', () => {
    const damp = exampleSite();
    damp.fire.fireWeatherIndex = 2.6;
    const probability = forestFireModel(modelInput({ site: damp, years: [2005] })).curves[0]!
      .exceedanceProbabilities[0]!;
    expect(probability / interfaceHomeLossProbabilityPerYear).toBeCloseTo(2.6 / 5.2, 1);
  });
  it('loses a reached element whole, scaled by its fire coefficient', () => {
    const response = forestFireModel(modelInput()).vulnerability(
      { heightAboveFloorMetres: 0 },
      0.5,
    );
    expect(response.damageFraction(10)).toBe(0.5);
  });
});
