import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { coastalInundationModel } from './coastal-inundation.ts';
import { hazardMetadata } from './hazard-metadata.ts';
import { surfaceWaterFloodModel } from './surface-water-flood.ts';
import { tropicalCycloneModel } from './tropical-cyclone.ts';

describe('hazardMetadata', () => {
  it('cites the site datasets whose ids match the hazard, and the projection tables used', () => {
    const site = exampleSite();
    const metadata = hazardMetadata(
      'inundation',
      site,
      coastalInundationModel(modelInput({ site, design: { elevation: 1 } })),
      null,
    );
    expect(metadata.historical?.source).toContain('Vousdoukas et al. 2018');
    expect(metadata.projection?.metadata.model_name).toContain(
      'IPCC AR6 global mean sea-level rise',
    );
    expect(metadata.projection?.metadata.model_name).toContain('Jewson 2021');
  });
  it('cites the GSDR-IDF gauges for surface-water flooding where the site has them', () => {
    const site = exampleSite();
    site.datasets.push({
      id: 'gsdr-idf-rfa-24h-gauges',
      name: 'GSDR-IDF 24-hour rainfall GEV fits at rain gauges',
      source: 'Green, Guerreiro & Fowler 2026',
      licence: 'not yet confirmed',
    });
    const metadata = hazardMetadata(
      'flood_surfacewater',
      site,
      surfaceWaterFloodModel(modelInput({ site })),
      null,
    );
    expect(metadata.historical?.source).toContain('Green, Guerreiro & Fowler 2026');
  });
  it('cites Knutson et al. 2020 for tropical cyclones', () => {
    const metadata = hazardMetadata(
      'cyclone_wind',
      exampleSite(),
      tropicalCycloneModel(modelInput()),
      null,
    );
    expect(metadata.projection?.source).toContain('Knutson et al. 2020');
  });
  it('gives the reason and context, without datasets, when a hazard is not computed', () => {
    const site = exampleSite();
    site.terrain.distanceToCoastKilometres = 60;
    const metadata = hazardMetadata(
      'inundation',
      site,
      coastalInundationModel(modelInput({ site })),
      null,
    );
    expect(metadata.no_calc_reason).toBe('Site more than 50 km from the coast');
    expect(metadata.projection).toBeUndefined();
    expect(metadata.context?.items[0]?.name).toBe('Distance to coast');
  });
  it('says when a hazard was switched off', () => {
    expect(
      hazardMetadata('flood_surfacewater', exampleSite(), null, 'Switched off for this analysis')
        .no_calc_reason,
    ).toBe('Switched off for this analysis');
  });
});
