import { beforeAll, describe, expect, it } from 'vitest';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import { findReferenceRegion, regionsContaining } from './reference-regions.ts';
import { testSites } from './test-sites.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

describe('findReferenceRegion (Iturbide et al. 2020 AR6 regions)', () => {
  // Point-in-polygon on the AR6 region polygons: Paris WCE, Miami ENA, Delhi SAS, Sydney EAU.
  it.each([
    ['paris', 'WCE'],
    ['miami', 'ENA'],
    ['delhi', 'SAS'],
    ['sydney', 'EAU'],
    ['london', 'NEU'],
    ['aliceSprings', 'CAU'],
  ] as const)('places %s in %s', (site, acronym) => {
    const { latitude, longitude } = testSites[site];
    expect(findReferenceRegion(store.regions, latitude, longitude, true)?.acronym).toBe(acronym);
  });

  it('joins the dateline-split parts of a region', () => {
    // The Equatorial Pacific Ocean region spans the dateline: both sides belong to it.
    expect(regionsContaining(store.regions, 0, 179.5).map((region) => region.acronym)).toContain(
      'EPO',
    );
    expect(regionsContaining(store.regions, 0, -179.5).map((region) => region.acronym)).toContain(
      'EPO',
    );
    const acronymsAt = (latitude: number, longitude: number) =>
      regionsContaining(store.regions, latitude, longitude).map((region) => region.acronym);
    expect(acronymsAt(0, 180)).toContain('EPO');
    expect(acronymsAt(90, 0)).toContain('ARO');
  });

  it('gives an ocean region to a point at sea', () => {
    expect(findReferenceRegion(store.regions, 30, -40, false)?.surface).toBe('ocean');
  });
});
