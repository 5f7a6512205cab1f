import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import { cycloneVulnerability } from './site-tropical-cyclone.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

describe('tropical-cyclone vulnerability by country, as Eberenz et al. (2021) assign it', () => {
  // v_half (m/s, RMSF calibration, the paper's Table 3) of the region the paper puts each country in.
  const cases: [string, number, number, string, number][] = [
    ['Manila', 14.5995, 120.9842, 'WP2', 84.7],
    ['Naha, Okinawa', 26.2124, 127.6792, 'WP4', 135.6],
    ['Suva, Fiji', -18.1416, 178.4419, 'OC', 49.7],
    ['Miami', 25.7617, -80.1918, 'NA2', 86],
    ['Hong Kong', 22.3193, 114.1694, 'WP4', 135.6],
    ['Shanghai', 31.2304, 121.4737, 'WP3', 80.2],
    ['Dhaka', 23.8103, 90.4125, 'NI', 58.7],
    ['Havana', 23.1136, -82.3666, 'NA1', 59.6],
    ['Ho Chi Minh City', 10.8231, 106.6297, 'WP1', 56.7],
    ['Maputo', -25.9692, 32.5732, 'SI', 46.8],
    ['Cologne (not a listed country)', 50.9375, 6.9603, 'ROW', 73.4],
  ];
  it.each(cases)('%s', (_place, latitude, longitude, region, halfDamage) => {
    const { vulnerability } = buildSiteHazardContext(store, {
      latitude,
      longitude,
    }).tropicalCyclone;
    expect(vulnerability.region).toBe(region);
    expect(vulnerability.halfDamageMetresPerSecond).toBe(halfDamage);
    expect(vulnerability.thresholdMetresPerSecond).toBe(25.7);
    expect(vulnerability.calibration).toBe('RMSF');
  });

  it('takes the global calibration at sea, where no country applies', () => {
    expect(cycloneVulnerability(store.cycloneVulnerability, null).region).toBe('ROW');
  });
});
