import { beforeAll, describe, expect, it } from 'vitest';
import { loadHazardData, type HazardDataStore } from '@hazardscope/hazard-data';
import type { SiteLayersMap, SiteMapPosition } from './report-model.ts';
import { buildSiteMap, siteMapHalfWidthKilometres } from './site-map.ts';

/** Land area inside the square (km²): the runs are cut to it, so they add up to at most its area. */
const landAreaSquareKilometres = (map: SiteLayersMap) =>
  map.land.reduce((sum, [west, south, east, north]) => sum + (east - west) * (north - south), 0);

/** Distance (km) from the site, at the origin, to the nearest point of a line. */
function distanceFromSite(line: readonly SiteMapPosition[]): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (let index = 0; index + 1 < line.length; index += 1) {
    const [ax, ay] = line[index] ?? [0, 0];
    const [bx, by] = line[index + 1] ?? [0, 0];
    const [dx, dy] = [bx - ax, by - ay];
    const along = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
    nearest = Math.min(nearest, Math.hypot(ax + along * dx, ay + along * dy));
  }
  return nearest;
}

const everyPosition = (map: SiteLayersMap): SiteMapPosition[] => [
  ...map.rivers.flatMap((river) => river.line),
  ...map.land.flatMap(([west, south, east, north]): SiteMapPosition[] => [
    [west, south],
    [east, north],
  ]),
];

describe('buildSiteMap: the report’s site map from the layers the analysis reads', () => {
  let store: HazardDataStore;
  beforeAll(() => {
    store = loadHazardData();
  });

  it('draws the Seine a few hundred metres from the Hôtel de Ville, Paris, all on land in the urban area', () => {
    const map = buildSiteMap(store, 48.8566, 2.3522);
    const side = 2 * siteMapHalfWidthKilometres;
    // Inland: the 10 km square is all land cells (to the rounding of their cut edges).
    expect(landAreaSquareKilometres(map)).toBeCloseTo(side * side, 0);
    // WDBII's permanent major river (level 1) passes within 1 km (the Seine, ~250 m south).
    const seine = map.rivers.filter((river) => river.source === 'wdbii' && river.level === 1);
    expect(seine.length).toBeGreaterThan(0);
    expect(Math.min(...seine.map((river) => distanceFromSite(river.line)))).toBeLessThan(1);
    expect(map.urban.length).toBeGreaterThan(0);
    // A 30″ cell at 48.9° N: 0.93 km north–south, 0.93 × cos(48.9°) ≈ 0.61 km east–west.
    expect(map.landCellKilometres.northSouth).toBeCloseTo(0.93, 2);
    expect(map.landCellKilometres.eastWest).toBeCloseTo(0.61, 2);
  });

  it('shows Sydney Harbour as sea beside the Opera House: land and water both in the square', () => {
    const map = buildSiteMap(store, -33.8568, 151.2153);
    const area = landAreaSquareKilometres(map);
    const side = 2 * siteMapHalfWidthKilometres;
    // The harbour and its bays take a sizeable share of the square; most of it is land.
    expect(area).toBeGreaterThan(0.5 * side * side);
    expect(area).toBeLessThan(0.95 * side * side);
    expect(map.urban.length).toBeGreaterThan(0);
  });

  it('keeps every line and cell inside the square it draws', () => {
    for (const [latitude, longitude] of [
      [48.8566, 2.3522],
      [-33.8568, 151.2153],
    ] as const) {
      const map = buildSiteMap(store, latitude, longitude);
      for (const [east, north] of everyPosition(map)) {
        expect(Math.abs(east)).toBeLessThanOrEqual(siteMapHalfWidthKilometres + 1e-9);
        expect(Math.abs(north)).toBeLessThanOrEqual(siteMapHalfWidthKilometres + 1e-9);
      }
    }
  });
});
