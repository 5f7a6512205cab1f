import { beforeAll, describe, expect, it } from 'vitest';
import { distanceToCoastKilometres, surfaceAt } from './land-sea-mask.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import { testSites } from './test-sites.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

describe('surfaceAt on the 1.25′ GSHHG mask', () => {
  // Read off the GSHHG mask when it was rasterised: London 1 (land), mid-Atlantic 0, Lake Victoria 2.
  it('reads London as land, the mid-Atlantic as ocean and Lake Victoria as lake', () => {
    expect(surfaceAt(store.landSea, testSites.london.latitude, testSites.london.longitude)).toBe(
      'land',
    );
    expect(surfaceAt(store.landSea, 30, -40)).toBe('ocean');
    expect(surfaceAt(store.landSea, -1, 33)).toBe('lake');
  });

  it('gives the same surface on both sides of the dateline representation', () => {
    expect(surfaceAt(store.landSea, 0, 180)).toBe(surfaceAt(store.landSea, 0, -180));
  });
});

describe('distanceToCoastKilometres', () => {
  it('is zero at sea', () => {
    expect(distanceToCoastKilometres(store.landSea, 30, -40)).toBe(0);
  });

  it('puts central Australia more than 500 km from the sea', () => {
    const { latitude, longitude } = testSites.aliceSprings;
    expect(distanceToCoastKilometres(store.landSea, latitude, longitude)).toBeGreaterThan(500);
  });

  it('puts coastal cities within 10 km of the sea', () => {
    for (const site of [testSites.miami, testSites.sydney, testSites.capeTown]) {
      expect(distanceToCoastKilometres(store.landSea, site.latitude, site.longitude)).toBeLessThan(
        10,
      );
    }
  });

  it('does not count a lake shore as coast', () => {
    // Kampala sits ~10 km from Lake Victoria but ~800 km from the Indian Ocean.
    expect(distanceToCoastKilometres(store.landSea, 0.3476, 32.5825)).toBeGreaterThan(500);
  });

  it('grows as a site moves inland', () => {
    const near = distanceToCoastKilometres(store.landSea, 48.86, -1.5);
    const far = distanceToCoastKilometres(store.landSea, 48.86, 2.35);
    expect(far).toBeGreaterThan(near);
  });
});
