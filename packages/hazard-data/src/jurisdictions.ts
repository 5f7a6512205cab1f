import type { SiteHazardContext } from '@hazardscope/contracts';
import type { BucketIndex } from './bucket-index.ts';
import {
  bucketColumnOf,
  buildBucketIndex,
  forEachItemAlongRow,
  forEachItemNear,
} from './bucket-index.ts';
import { copyBytes } from './copy-bytes.ts';
import { normaliseLongitude, pointToSegmentKilometres } from './geodesy.ts';
import type { JurisdictionTable, JurisdictionUnit } from './tables.ts';

/**
 * Countries and first-level subdivisions with their rings, and a 0.25° bucket index over chunks of
 * up to 16 consecutive edges of a ring. Decoded once by `loadHazardData`.
 */
export interface JurisdictionIndex {
  units: JurisdictionUnit[];
  /** Unit of each ring. */
  ringUnit: Uint32Array;
  /**
   * (lon, lat) of every vertex (degrees). Single precision: its step (≤ 2.1e-5° at 180°, ~2 m) is
   * finer than the 1e-4° quantum the rings are stored in, and it halves ~11.5 MB held by each
   * thread that loads the hazard data.
   */
  coordinates: Float32Array;
  /**
   * First and last vertex of each chunk (its edges run vertex → vertex + 1 between them; rings
   * repeat their first vertex at the end). A chunk with first = last is an island kept as a point.
   */
  chunkFirst: Uint32Array;
  chunkLast: Uint32Array;
  chunkRing: Uint32Array;
  index: BucketIndex;
}

export type SiteJurisdiction = SiteHazardContext['jurisdiction'];

/**
 * How far off a unit's mapped edge a site may lie and still take that unit as its own: 12 nautical
 * miles = 22.224 km, the breadth of the territorial sea (UNCLOS 1982, Article 3). It covers sites on
 * the coast or a small island that the simplified polygons leave just outside, and border sites
 * that fall between two independently simplified neighbours.
 */
const jurisdictionSearchKilometres = 22.224;

const bucketDegrees = 0.5;
const edgesPerChunk = 8;

/**
 * Decodes the rings: uint32 ring starts, then int32 quantised (lon, lat) steps from each ring's
 * previous vertex (its first from 0, 0).
 */
export function decodeJurisdictions(
  rings: number,
  vertices: number,
  unitDegrees: number,
  bytes: Uint8Array,
  table: JurisdictionTable,
): JurisdictionIndex {
  const startBytes = (rings + 1) * 4;
  const ringStart = new Uint32Array(copyBytes(bytes, 0, startBytes));
  if (ringStart[rings] !== vertices) throw new Error('jurisdiction rings: vertex count mismatch');
  if (bytes.byteLength !== startBytes + vertices * 8)
    throw new Error('jurisdiction rings: file size mismatch');
  const steps = new Int32Array(copyBytes(bytes, startBytes));
  const coordinates = new Float32Array(vertices * 2);
  for (let ring = 0; ring < rings; ring += 1) {
    let longitude = 0;
    let latitude = 0;
    for (let vertex = ringStart[ring] ?? 0; vertex < (ringStart[ring + 1] ?? 0); vertex += 1) {
      longitude += steps[2 * vertex] ?? 0;
      latitude += steps[2 * vertex + 1] ?? 0;
      coordinates[2 * vertex] = longitude * unitDegrees;
      coordinates[2 * vertex + 1] = latitude * unitDegrees;
    }
  }

  const units = table.level.map((level, unit): JurisdictionUnit => ({
    level,
    code: table.code[unit] ?? '',
    alpha3: table.alpha3[unit] ?? null,
    country: table.country[unit] ?? '',
    name: table.name[unit] ?? '',
    scheme: table.scheme[unit] ?? 'ISO 3166-1',
    fips: table.fips[unit] ?? null,
    areaSquareKilometres: table.areaSquareKilometres[unit] ?? 0,
  }));
  const ringUnit = new Uint32Array(rings);
  table.firstRing.forEach((firstRing, unit) =>
    ringUnit.fill(unit, firstRing, firstRing + (table.ringCount[unit] ?? 0)),
  );

  let chunkCount = 0;
  for (let each = 0; each < rings; each += 1) {
    const edges = (ringStart[each + 1] ?? 0) - (ringStart[each] ?? 0) - 1;
    chunkCount += Math.max(1, Math.ceil(edges / edgesPerChunk));
  }
  const chunkFirst = new Uint32Array(chunkCount);
  const chunkLast = new Uint32Array(chunkCount);
  const chunkRing = new Uint32Array(chunkCount);
  const chunkBounds = new Float64Array(chunkCount * 4);
  let chunk = 0;
  for (let each = 0; each < rings; each += 1) {
    const last = (ringStart[each + 1] ?? 0) - 1;
    let first = ringStart[each] ?? 0;
    do {
      const chunkEnd = Math.min(first + edgesPerChunk, last);
      chunkFirst[chunk] = first;
      chunkLast[chunk] = chunkEnd;
      chunkRing[chunk] = each;
      let west = Infinity;
      let south = Infinity;
      let east = -Infinity;
      let north = -Infinity;
      for (let vertex = first; vertex <= chunkEnd; vertex += 1) {
        const vertexLongitude = coordinates[2 * vertex] ?? 0;
        const vertexLatitude = coordinates[2 * vertex + 1] ?? 0;
        west = Math.min(west, vertexLongitude);
        east = Math.max(east, vertexLongitude);
        south = Math.min(south, vertexLatitude);
        north = Math.max(north, vertexLatitude);
      }
      chunkBounds[chunk * 4] = west;
      chunkBounds[chunk * 4 + 1] = south;
      chunkBounds[chunk * 4 + 2] = east;
      chunkBounds[chunk * 4 + 3] = north;
      chunk += 1;
      first = chunkEnd;
    } while (first < last);
  }
  const index = buildBucketIndex(bucketDegrees, chunkCount, (item) => ({
    westDegrees: chunkBounds[item * 4] ?? 0,
    southDegrees: chunkBounds[item * 4 + 1] ?? 0,
    eastDegrees: chunkBounds[item * 4 + 2] ?? 0,
    northDegrees: chunkBounds[item * 4 + 3] ?? 0,
  }));
  return { units, ringUnit, coordinates, chunkFirst, chunkLast, chunkRing, index };
}

/**
 * Units containing the point: an even–odd count of the crossings of a ray cast along the parallel
 * (east or west, whichever meets fewer edges), by ring; a unit is inside when an odd number of its
 * rings are (holes cancel their outer ring). Each crossing is counted in the bucket column where it
 * lies, so a chunk listed in several buckets counts once.
 */
function unitsContaining(
  jurisdictions: JurisdictionIndex,
  latitude: number,
  longitude: number,
): Set<number> {
  const insideRings = new Set<number>();
  const { index, coordinates, chunkFirst, chunkLast, chunkRing } = jurisdictions;
  forEachItemAlongRow(index, latitude, longitude, (chunk, column, eastward) => {
    const last = chunkLast[chunk] ?? 0;
    let crossings = 0;
    for (let vertex = chunkFirst[chunk] ?? 0; vertex < last; vertex += 1) {
      const latitudeA = coordinates[2 * vertex + 1] ?? 0;
      const latitudeB = coordinates[2 * vertex + 3] ?? 0;
      if (latitudeA > latitude === latitudeB > latitude) continue;
      const longitudeA = coordinates[2 * vertex] ?? 0;
      const longitudeB = coordinates[2 * vertex + 2] ?? 0;
      const crossing =
        ((longitudeB - longitudeA) * (latitude - latitudeA)) / (latitudeB - latitudeA) + longitudeA;
      if (
        (eastward ? crossing > longitude : crossing <= longitude) &&
        bucketColumnOf(index, Math.min(crossing, 179.9999999)) === column
      )
        crossings += 1;
    }
    if (crossings % 2 === 0) return;
    const ring = chunkRing[chunk] ?? 0;
    if (insideRings.has(ring)) insideRings.delete(ring);
    else insideRings.add(ring);
  });
  const insideUnits = new Set<number>();
  for (const ring of insideRings) {
    const unit = jurisdictions.ringUnit[ring] ?? 0;
    if (insideUnits.has(unit)) insideUnits.delete(unit);
    else insideUnits.add(unit);
  }
  return insideUnits;
}

/** Distance (km) from the point to a chunk's edges (to its one vertex for an island kept as a point). */
function distanceToChunkKilometres(
  jurisdictions: JurisdictionIndex,
  chunk: number,
  latitude: number,
  longitude: number,
): number {
  const first = jurisdictions.chunkFirst[chunk] ?? 0;
  const last = jurisdictions.chunkLast[chunk] ?? 0;
  let best = Infinity;
  for (let vertex = first; vertex === first || vertex < last; vertex += 1) {
    const next = Math.min(vertex + 1, last);
    best = Math.min(
      best,
      pointToSegmentKilometres(latitude, longitude, jurisdictions.coordinates, vertex, next),
    );
  }
  return best;
}

/**
 * The unit accepted by `accepts` that contains the point — the smallest by area where two overlap
 * (DCW's New South Wales has no hole for the ACT; China's polygon covers Hong Kong and Macao) — or
 * else the one whose edge is nearest within `jurisdictionSearchKilometres`.
 */
function findUnit(
  jurisdictions: JurisdictionIndex,
  containing: Set<number>,
  latitude: number,
  longitude: number,
  accepts: (unit: JurisdictionUnit) => boolean,
): { unit: JurisdictionUnit; distanceKilometres: number } | null {
  let smallest: JurisdictionUnit | null = null;
  for (const unitIndex of containing) {
    const unit = jurisdictions.units[unitIndex];
    if (unit === undefined || !accepts(unit)) continue;
    if (smallest === null || unit.areaSquareKilometres < smallest.areaSquareKilometres)
      smallest = unit;
  }
  if (smallest !== null) return { unit: smallest, distanceKilometres: 0 };
  let nearest: { unit: JurisdictionUnit; distanceKilometres: number } | null = null;
  forEachItemNear(
    jurisdictions.index,
    latitude,
    longitude,
    jurisdictionSearchKilometres,
    (chunk) => {
      const unit =
        jurisdictions.units[jurisdictions.ringUnit[jurisdictions.chunkRing[chunk] ?? 0] ?? 0];
      if (unit === undefined || !accepts(unit)) return;
      const distance = distanceToChunkKilometres(jurisdictions, chunk, latitude, longitude);
      if (
        distance <= jurisdictionSearchKilometres &&
        (nearest === null || distance < nearest.distanceKilometres)
      )
        nearest = { unit, distanceKilometres: distance };
    },
  );
  return nearest;
}

/**
 * The country (ISO 3166-1) and first-level subdivision (ISO 3166-2 where DCW has it, Natural Earth
 * adm1_code elsewhere) of a site. Null parts where no unit lies within 22.224 km (open sea).
 */
export function findJurisdiction(
  jurisdictions: JurisdictionIndex,
  latitude: number,
  longitude: number,
): SiteJurisdiction {
  const foldedLongitude = normaliseLongitude(longitude);
  const foldedLatitude = Math.min(89.9999, Math.max(-89.9999, latitude));
  const containing = unitsContaining(jurisdictions, foldedLatitude, foldedLongitude);
  const country = findUnit(
    jurisdictions,
    containing,
    foldedLatitude,
    foldedLongitude,
    (unit) => unit.level === 'country',
  );
  if (country === null) return { country: null, subdivision: null, distanceKilometres: null };
  const subdivision = findUnit(
    jurisdictions,
    containing,
    foldedLatitude,
    foldedLongitude,
    (unit) => unit.level === 'subdivision' && unit.country === country.unit.country,
  );
  return {
    country: {
      alpha2: country.unit.code,
      alpha3: country.unit.alpha3 ?? '',
      name: country.unit.name,
    },
    subdivision:
      subdivision === null
        ? null
        : {
            code: subdivision.unit.code,
            scheme:
              subdivision.unit.scheme === 'ISO 3166-2' ? 'ISO 3166-2' : 'Natural Earth adm1_code',
            name: subdivision.unit.name,
            fips: subdivision.unit.fips,
          },
    distanceKilometres: Math.round(country.distanceKilometres * 100) / 100,
  };
}
