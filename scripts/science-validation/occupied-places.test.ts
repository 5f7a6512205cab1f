import { hazardKeys, type HazardKey } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import type { RealSiteRun } from './analyse-real-site.ts';
import {
  checkOccupiedPlaces,
  formatOccupiedPlaceCheck,
  largePopulatedPlaces,
  occupiedPlaceValueAtRiskBound,
} from './occupied-places.ts';
import type { RealSite } from './science-references.ts';

/** A run whose 2020 VAR and failure are the given ones (the analysis starts in 1990). */
function runWith(valueAtRisk: Partial<Record<HazardKey, number>>): RealSiteRun {
  const year2020 = hazardKeys.map((hazard) => valueAtRisk[hazard] ?? 0);
  const years = Array.from({ length: 31 }, (_, index) =>
    index === 30 ? year2020 : hazardKeys.map(() => 0),
  );
  return {
    site: { jurisdiction: { country: { alpha2: 'NG', alpha3: 'NGA', name: 'Nigeria' } } },
    analysis: {
      inputs: { scenario: { startYear: 1990 } },
      properties: { riskHazards: years, failureHazards: years },
      metadata: {
        flood_riverine: {
          context: { items: [{ name: 'River catchment', description: '1,412,538 km²' }] },
        },
      },
    },
  } as unknown as RealSiteRun;
}

describe('checkOccupiedPlaces', () => {
  it('lists every hazard above 1/60 a year at a place, skips refused places, largest first', () => {
    const places = [
      { latitude: 5.52, longitude: 5.76, population: 500_000 },
      { latitude: 0, longitude: -30, population: 400_000 },
      { latitude: 51.5, longitude: -0.12, population: 8_000_000 },
      { latitude: 9.3, longitude: 13.39, population: 450_000 },
    ];
    const runs: Record<string, () => RealSiteRun> = {
      '5.52': () => runWith({ flood_riverine: 0.14 }),
      '0': () => {
        throw new Error('the site is at sea');
      },
      '51.5': () => runWith({ flood_riverine: occupiedPlaceValueAtRiskBound, heat: 0.001 }),
      '9.3': () => runWith({ flood_riverine: 0.02, flood_surfacewater: 0.03 }),
    };
    const check = checkOccupiedPlaces(places, (site: RealSite) => runs[String(site.latitude)]!());
    expect(check.checked).toBe(3);
    expect(check.refused).toEqual([{ place: places[1], reason: 'the site is at sea' }]);
    // The bound itself is not an excess; three excesses at two places, largest first.
    expect(check.excesses.map((excess) => [excess.place.latitude, excess.hazard])).toEqual([
      [5.52, 'flood_riverine'],
      [9.3, 'flood_surfacewater'],
      [9.3, 'flood_riverine'],
    ]);
    expect(check.excesses[0]?.context).toEqual(['River catchment: 1,412,538 km²']);
    const lines = formatOccupiedPlaceCheck(check);
    expect(lines.at(-1)).toBe(
      "2 of 3 populated places of 300,000 people or more (Natural Earth) have a hazard's VAR 2020 above 1.67 %/yr, the bound of a place lived in for 60 years (1 refused by the analysis)",
    );
    expect(lines[0]).toBe(
      '  5.5200, 5.7600 (NG, 500,000 people): flood_riverine VAR 14.0 %/yr, failure 14.0 %/yr',
    );
  });
});

describe('largePopulatedPlaces', () => {
  it('keeps the places of at least the minimum population', () => {
    const store = {
      populatedPlaces: {
        points: 3,
        columns: {
          latitude: Float32Array.of(1, 2, 3),
          longitude: Float32Array.of(4, 5, 6),
          populationMaximum: Float32Array.of(299_999, 300_000, 5_000_000),
        },
        index: undefined as never,
      },
    };
    expect(largePopulatedPlaces(store).map((place) => place.latitude)).toEqual([2, 3]);
  });
});
