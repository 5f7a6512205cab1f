import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import { decodeUrbanAreas, urbanSetting } from './urban-areas.ts';

/** A 1° square at the equator with a 0.2° hole in its middle, in the polylines byte layout. */
function squareWithHole() {
  const rings = [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ],
    [
      [0.4, 0.4],
      [0.6, 0.4],
      [0.6, 0.6],
      [0.4, 0.6],
      [0.4, 0.4],
    ],
  ];
  const ringStart = new Uint32Array([0, 5, 10]);
  const coordinates = new Float32Array(rings.flat(2));
  const bytes = new Uint8Array(ringStart.byteLength + coordinates.byteLength);
  bytes.set(new Uint8Array(ringStart.buffer), 0);
  bytes.set(new Uint8Array(coordinates.buffer), ringStart.byteLength);
  return decodeUrbanAreas(2, 10, bytes);
}

describe('urbanSetting', () => {
  const areas = squareWithHole();
  it('measures to a landward edge only: an edge with sea beside it is a shore, not wildland', () => {
    // Sea west of 0.05° E: the square's western edge (0° E) follows the shore.
    const isSea = (_latitude: number, longitude: number) => longitude < 0.005;
    const landward = urbanSetting(areas, 0.5, 0.05, 50, isSea);
    // Without the shore test the western edge lies 0.05° ≈ 5.6 km away; with it, the nearest
    // landward edges are the hole's (0.35° ≈ 39 km) and the square's north and south (0.5°).
    expect(urbanSetting(areas, 0.5, 0.05, 50).distanceToUrbanEdgeKilometres).toBeCloseTo(5.56, 1);
    expect(landward.distanceToUrbanEdgeKilometres).toBeCloseTo(38.9, 0);
    expect(landward.insideUrbanArea).toBe(true);
  });
  it('is inside the ring and outside its hole, with the distance to the nearest edge', () => {
    const core = urbanSetting(areas, 0.2, 0.2, 50);
    expect(core.insideUrbanArea).toBe(true);
    // 0.2° of latitude ≈ 22.2 km to the southern edge.
    expect(core.distanceToUrbanEdgeKilometres).toBeCloseTo(22.24, 1);
    expect(urbanSetting(areas, 0.5, 0.5, 50).insideUrbanArea).toBe(false);
    expect(urbanSetting(areas, -0.01, 0.5, 2.4)).toEqual({
      insideUrbanArea: false,
      distanceToUrbanEdgeKilometres: 1.11,
    });
    expect(urbanSetting(areas, 3, 3, 2.4)).toEqual({
      insideUrbanArea: false,
      distanceToUrbanEdgeKilometres: null,
    });
  });
});

describe('Natural Earth urban areas and ERA5 soil texture at real places', () => {
  let store: HazardDataStore;
  beforeAll(() => {
    store = loadHazardData();
  });
  const site = (latitude: number, longitude: number) =>
    buildSiteHazardContext(store, { latitude, longitude });
  it('puts downtown Sacramento, Madrid and Delhi deep inside urban areas and Paradise, CA outside', () => {
    for (const [latitude, longitude] of [
      [38.58, -121.49],
      [40.417, -3.704],
      [28.61, 77.21],
    ] as const) {
      expect(site(latitude, longitude).fire.urbanSetting).toEqual({
        insideUrbanArea: true,
        distanceToUrbanEdgeKilometres: null,
      });
    }
    expect(site(39.76, -121.62).fire.urbanSetting.insideUrbanArea).toBe(false);
  });
  it('maps the Texas Blackland Prairie clays as fine and Helsinki as coarse (data README spot checks)', () => {
    expect(site(32.78, -96.8).climate.soilTexture).toEqual({ code: 4, name: 'fine' });
    expect(site(31.55, -97.15).climate.soilTexture).toEqual({ code: 4, name: 'fine' });
    expect(site(60.17, 24.94).climate.soilTexture).toEqual({ code: 1, name: 'coarse' });
  });
  it('gives a coastal city whose nearest ERA5 node is water the soil of the nearest node with soil, and says so', () => {
    // Copenhagen, Venice (San Marco) and Darwin lie on land, their nearest 0.1° node at sea.
    for (const [latitude, longitude] of [
      [55.6761, 12.5683],
      [45.434, 12.339],
      [-12.46, 130.84],
    ] as const) {
      const context = site(latitude, longitude);
      expect(context.climate.soilTexture).not.toBeNull();
      expect(context.warnings.some((warning) => warning.startsWith('Soil texture:'))).toBe(true);
    }
    // Far out at sea there is no soil within 0.3°.
    expect(site(40, -40).climate.soilTexture).toBeNull();
  });
});
