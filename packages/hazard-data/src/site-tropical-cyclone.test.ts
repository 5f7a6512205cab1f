import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import {
  cellExceedanceRate,
  cycloneVulnerability,
  pooledReturnLevels,
} from './site-tropical-cyclone.ts';

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

describe('tropical-cyclone return levels pooled over the 3 × 3 block of cells', () => {
  const periods = [10, 25, 50, 100, 250, 500, 1000];
  const cell = [40, 55, 66, 76, 90, 100, 110];

  it('gives back a cell’s own levels when the block is uniform', () => {
    const pooled = pooledReturnLevels(
      periods,
      Array.from({ length: 9 }, () => cell),
    );
    pooled.forEach((level, index) => expect(level).toBeCloseTo(cell[index]!, 1));
  });

  it('gives 0 at every return period where no cell of the block reached gale force', () => {
    const calm = periods.map(() => 0);
    expect(
      pooledReturnLevels(
        periods,
        Array.from({ length: 9 }, () => calm),
      ),
    ).toEqual(periods.map(() => 0));
  });

  it('lies between the calm and the stormy cells when they are mixed, rising with the period', () => {
    const calm = periods.map(() => 0);
    const pooled = pooledReturnLevels(periods, [
      ...Array.from({ length: 4 }, () => calm),
      ...Array.from({ length: 5 }, () => cell),
    ]);
    pooled.forEach((level, index) => {
      expect(level).toBeLessThan(cell[index]!);
      if (index > 0) expect(level).toBeGreaterThanOrEqual(pooled[index - 1]!);
    });
    // Five of nine cells at the stormy rate: the pooled 100-year level is the stormy 180-year one.
    expect(pooled[3]).toBeGreaterThan(cell[2]!);
  });

  it('caps a cell’s rate of gale force at 1/T of its last level below gale force', () => {
    const rate = cellExceedanceRate(periods, [0, 0, 53, 60, 70, 75, 80]);
    const rates = [34, 53, 80].map(rate);
    expect(rates[0]).toBeLessThanOrEqual(1 / 25);
    expect(rates[1]).toBeCloseTo(1 / 50, 6);
    expect(rates[2]).toBeCloseTo(1 / 1000, 6);
  });

  it('adds no note on return levels poleward of 50°, where the hazard is not computed (London)', () => {
    const context = buildSiteHazardContext(store, { latitude: 51.5072, longitude: -0.1276 });
    expect(context.tropicalCyclone.sustainedWindMetresPerSecond.some((wind) => wind > 0)).toBe(
      true,
    );
    expect(context.warnings.join(' ')).not.toContain('Tropical-cyclone wind return levels');
  });

  it('computes Austin, whose own cell saw no gale in the record, from the storms of its block', () => {
    const { tropicalCyclone } = buildSiteHazardContext(store, {
      latitude: 30.2672,
      longitude: -97.7431,
    });
    expect(tropicalCyclone.basin).toBe('NA');
    expect(tropicalCyclone.sustainedWindMetresPerSecond.some((wind) => wind > 0)).toBe(true);
  });
});
