import { normaliseLongitude } from './geodesy.ts';
import type { ReferenceRegionsTable } from './tables.ts';

export type ReferenceRegion = ReferenceRegionsTable[number];

/** Bounding boxes of the rings, computed once per ring; most rings are rejected by their box. */
const ringBounds = new WeakMap<
  [number, number][],
  { west: number; east: number; south: number; north: number }
>();

function boundsOf(ring: [number, number][]) {
  let bounds = ringBounds.get(ring);
  if (bounds === undefined) {
    const longitudes = ring.map(([longitude]) => longitude);
    const latitudes = ring.map(([, latitude]) => latitude);
    bounds = {
      west: Math.min(...longitudes),
      east: Math.max(...longitudes),
      south: Math.min(...latitudes),
      north: Math.max(...latitudes),
    };
    ringBounds.set(ring, bounds);
  }
  return bounds;
}

/**
 * Even–odd ray casting in the longitude–latitude plane (the AR6 polygons are drawn in it): true when
 * the point lies inside the ring (a closed list of (longitude, latitude) vertices, degrees).
 */
export function ringContains(
  ring: [number, number][],
  longitude: number,
  latitude: number,
): boolean {
  const bounds = boundsOf(ring);
  if (
    longitude < bounds.west ||
    longitude > bounds.east ||
    latitude < bounds.south ||
    latitude > bounds.north
  ) {
    return false;
  }
  let inside = false;
  for (
    let current = 0, previous = ring.length - 1;
    current < ring.length;
    previous = current, current += 1
  ) {
    const [longitudeA, latitudeA] = ring[current] ?? [0, 0];
    const [longitudeB, latitudeB] = ring[previous] ?? [0, 0];
    if (latitudeA > latitude !== latitudeB > latitude) {
      const crossing =
        ((longitudeB - longitudeA) * (latitude - latitudeA)) / (latitudeB - latitudeA) + longitudeA;
      if (longitude < crossing) inside = !inside;
    }
  }
  return inside;
}

/** Regions containing the point (a point on a shared edge may fall in two). */
export function regionsContaining(
  regions: ReferenceRegion[],
  latitude: number,
  longitude: number,
): ReferenceRegion[] {
  // Rings are drawn in −180…180 and reach ±90 only as edges: fold the point inside those bounds.
  const foldedLongitude = normaliseLongitude(longitude);
  const foldedLatitude = Math.min(89.9999, Math.max(-89.9999, latitude));
  return regions.filter((region) =>
    region.rings.some((ring) => ringContains(ring, foldedLongitude, foldedLatitude)),
  );
}

/** Offsets (degrees) tried around a coastal land site whose point falls in an ocean region. */
const searchOffsets: [number, number][] = [];
for (let latitudeStep = -8; latitudeStep <= 8; latitudeStep += 1) {
  for (let longitudeStep = -8; longitudeStep <= 8; longitudeStep += 1) {
    searchOffsets.push([latitudeStep * 0.25, longitudeStep * 0.25]);
  }
}
searchOffsets.sort((a, b) => Math.hypot(...a) - Math.hypot(...b));

/**
 * The AR6 reference region of a site. A land site prefers a land region: the region polygons are
 * coarse along coasts, so when the point itself falls only in an ocean region the nearest land
 * region within 2° is taken. Null when no region contains the point.
 */
export function findReferenceRegion(
  regions: ReferenceRegion[],
  latitude: number,
  longitude: number,
  siteIsLand: boolean,
): ReferenceRegion | null {
  const containing = regionsContaining(regions, latitude, longitude);
  const land = containing.find((region) => region.surface === 'land');
  if (land !== undefined || !siteIsLand) return land ?? containing[0] ?? null;
  for (const [latitudeOffset, longitudeOffset] of searchOffsets) {
    const nearby = regionsContaining(
      regions,
      latitude + latitudeOffset,
      longitude + longitudeOffset,
    ).find((region) => region.surface === 'land');
    if (nearby !== undefined) return nearby;
  }
  return containing[0] ?? null;
}
