import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { forestFireModel } from './forest-fire.ts';

describe('forestFireModel', () => {
  it('is not computed in a desert or without fire weather', () => {
    const desert = exampleSite();
    desert.climate.biome = { code: 21, name: 'Desert' };
    expect(forestFireModel(modelInput({ site: desert })).noCalcReason).toBe(
      'No burnable natural vegetation mapped at the site',
    );
    const noIndex = exampleSite();
    noIndex.fire.fireWeatherIndex = null;
    expect(forestFireModel(modelInput({ site: noIndex })).noCalcReason).toBe(
      'No fire-weather data at the site',
    );
  });
  it('reaches buildings in one landscape fire in ten at present and more often as droughts become more frequent', () => {
    const site = exampleSite();
    const curves = forestFireModel(modelInput({ site, years: [2005, 2100] })).curves;
    // Sclerophyll woodland: 30-year interval, 0.1 of fires reaching buildings; at the 2005 warming
    // (0.91 °C) the drought change is ≈ 0.
    expect(curves[0]!.exceedanceProbabilities[0]!).toBeCloseTo(0.1 / 30, 4);
    expect(curves[1]!.exceedanceProbabilities[0]!).toBeGreaterThan(
      curves[0]!.exceedanceProbabilities[0]!,
    );
  });
  it('lets grass and savanna fires reach buildings a tenth as often as woodland fires', () => {
    const grassland = exampleSite();
    grassland.climate.biome = { code: 20, name: 'Temperate grassland' };
    const shrubland = exampleSite();
    shrubland.climate.biome = { code: 17, name: 'Open conifer woodland' };
    const grass = forestFireModel(modelInput({ site: grassland, years: [2005] })).curves[0]!;
    const woodland = forestFireModel(modelInput({ site: shrubland, years: [2005] })).curves[0]!;
    // Both have 15- and 30-year intervals in the biome table: 0.1·0.1/15 against 0.1/30.
    expect(grass.exceedanceProbabilities[0]! / woodland.exceedanceProbabilities[0]!).toBeCloseTo(
      0.1 / 15 / (1 / 30),
      3,
    );
  });
  it('loses half the reference elements reached by a fire at FWI 50', () => {
    const response = forestFireModel(modelInput()).vulnerability({ heightAboveFloorMetres: 0 }, 1);
    expect(response.damageFraction(50)).toBeCloseTo(0.5, 12);
    expect(response.damageFraction(10)).toBeLessThan(response.damageFraction(30));
  });
});
