import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

const coastalAt = (latitude: number, longitude: number) =>
  buildSiteHazardContext(store, { latitude, longitude }).coastal;

// Golden values: the published figures of each source at named places (tide-gauge coordinates).
describe('coastal data at named places', () => {
  it('gives the Kirezci et al. 2020 100-year extreme water level', () => {
    expect(coastalAt(51.9775, 4.12).nearestWaterLevelPoint?.returnLevel100YearMetres).toBeCloseTo(
      3.59,
      2,
    ); // Hoek van Holland
    expect(coastalAt(53.8675, 8.7175).nearestWaterLevelPoint?.returnLevel100YearMetres).toBeCloseTo(
      5.44,
      2,
    ); // Cuxhaven
    expect(
      coastalAt(29.2633, -89.9567).nearestWaterLevelPoint?.returnLevel100YearMetres,
    ).toBeCloseTo(0.86, 2); // Grand Isle, Louisiana: no hurricane surge in the reanalysis
  });

  it('gives the FLOPROS/Tiggeloven coastal protection standard', () => {
    expect(coastalAt(51.9775, 4.12).protectionStandard?.returnPeriodYears).toBe(1000); // Hoek van Holland (the cap)
    expect(coastalAt(40.7006, -74.0142).protectionStandard?.returnPeriodYears).toBeCloseTo(159, 0); // The Battery
    expect(coastalAt(-6.1, 106.88).protectionStandard?.returnPeriodYears).toBeCloseTo(70, 0); // Jakarta
    expect(coastalAt(29.2633, -89.9567).protectionStandard?.returnPeriodYears).toBeCloseTo(42, 0); // Grand Isle
    expect(coastalAt(1.3291, 172.9752).protectionStandard?.returnPeriodYears).toBeNull(); // Tarawa: none
  });

  it('gives the NOAA relative sea-level trend of the nearest tide gauge', () => {
    expect(coastalAt(29.2633, -89.9567).tideGaugeTrend?.trendMillimetresPerYear).toBe(9.16); // Grand Isle
    expect(coastalAt(60.15, 24.9667).tideGaugeTrend?.trendMillimetresPerYear).toBe(-2.15); // Helsinki
    expect(coastalAt(40.7006, -74.0142).tideGaugeTrend?.trendMillimetresPerYear).toBe(2.92); // The Battery
  });

  it('gives the AR6/FACTS land motion of the nearest gauge, and none at Jakarta', () => {
    expect(coastalAt(29.2633, -89.9567).verticalLandMotion?.millimetresPerYear).toBeCloseTo(7.3, 1); // Grand Isle sinks
    expect(coastalAt(59.3242, 18.0817).verticalLandMotion?.millimetresPerYear).toBeCloseTo(-5.2, 1); // Stockholm rises
    expect(coastalAt(-6.1, 106.88).verticalLandMotion).toBeNull();
  });

  it('has no coastal data inland', () => {
    const inland = coastalAt(-23.698, 133.8807); // Alice Springs
    expect(inland.nearestWaterLevelPoint).toBeNull();
    expect(inland.protectionStandard).toBeNull();
    expect(inland.verticalLandMotion).toBeNull();
  });
});

describe('sites on the coastline', () => {
  it('analyses city centres by the water on land, and moves a point 4 km offshore to land', () => {
    const helsinki = buildSiteHazardContext(store, { latitude: 60.17, longitude: 24.94 });
    expect(helsinki.terrain.surface).toBe('land');
    expect(helsinki.location.movedToLand).toBeUndefined();
    const cairns = buildSiteHazardContext(store, { latitude: -16.92, longitude: 145.78 });
    expect(cairns.terrain.surface).toBe('land');
    const offSydney = buildSiteHazardContext(store, { latitude: -33.87, longitude: 151.335 });
    expect(offSydney.terrain.surface).toBe('land');
    expect(offSydney.location.movedToLand?.distanceKilometres).toBeLessThan(5);
    expect(offSydney.warnings.join(' ')).toContain('moved to the nearest land');
    const midOcean = buildSiteHazardContext(store, { latitude: 30, longitude: -40 });
    expect(midOcean.terrain.surface).toBe('ocean');
  });
});
