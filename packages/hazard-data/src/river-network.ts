import type { BucketIndex } from './bucket-index.ts';
import { buildBucketIndex, forEachItemNear } from './bucket-index.ts';
import { copyBytes } from './copy-bytes.ts';
import {
  kilometresPerDegree,
  longitudeDifference,
  nearestPointOnSegment,
  normaliseLongitude,
} from './geodesy.ts';

/**
 * Vertices of a line grouped into one indexed chunk: 16 (15 segments, ~1–5 km of river at 100 m
 * simplification). Indexing chunks rather than single segments makes the index ~15 times smaller and
 * quicker to build; a query still measures every segment of the chunks near the site.
 */
const verticesPerChunk = 16;

/** Class of the Natural Earth lines among the river lines (the WDBII lines carry their level, 1–4). */
export const naturalEarthRiverClass = 11;

/** Class of Natural Earth's global 10m river centerlines among the river lines. */
export const naturalEarthGlobalRiverClass = 12;

/** River polylines as chunks of consecutive segments with a 0.5° bucket index. */
export interface RiverNetwork {
  lines: number;
  /** The class of each chunk's line (WDBII level), or null when the file has none. */
  chunkClass: Uint8Array | null;
  /** The line each chunk belongs to. */
  chunkLine: Uint32Array;
  /** The catchment code of each vertex (round(20·log10 km²), 0 = unknown), or null when the file has none. */
  vertexCatchment: Uint8Array | null;
  /** (lon, lat) pairs of all vertices. */
  coordinates: Float32Array;
  /** First vertex of each chunk; its segments run to `chunkEnd` (the chunk's last vertex). */
  chunkStart: Uint32Array;
  chunkEnd: Uint32Array;
  index: BucketIndex;
}

export function decodeRiverNetwork(
  lines: number,
  vertices: number,
  bytes: Uint8Array,
  hasLineClass = false,
  hasVertexCatchment = false,
): RiverNetwork {
  const lineStartBytes = (lines + 1) * 4;
  const coordinateBytes = vertices * 8;
  const classBytes = hasLineClass ? lines : 0;
  if (
    bytes.byteLength !==
    lineStartBytes + coordinateBytes + classBytes + (hasVertexCatchment ? vertices : 0)
  )
    throw new Error('river file size mismatch');
  const lineStart = new Uint32Array(copyBytes(bytes, 0, lineStartBytes));
  const coordinates = new Float32Array(copyBytes(bytes, lineStartBytes, coordinateBytes));
  const lineClass = hasLineClass
    ? bytes.subarray(
        lineStartBytes + coordinateBytes,
        lineStartBytes + coordinateBytes + classBytes,
      )
    : null;
  const vertexCatchment = hasVertexCatchment
    ? new Uint8Array(copyBytes(bytes, lineStartBytes + coordinateBytes + classBytes, vertices))
    : null;
  const chunksOf = (line: number) =>
    Math.ceil(
      Math.max(0, (lineStart[line + 1] ?? 0) - (lineStart[line] ?? 0) - 1) / (verticesPerChunk - 1),
    );
  let chunkCount = 0;
  for (let line = 0; line < lines; line += 1) chunkCount += chunksOf(line);
  const chunkStart = new Uint32Array(chunkCount);
  const chunkEnd = new Uint32Array(chunkCount);
  const chunkClass = lineClass === null ? null : new Uint8Array(chunkCount);
  const chunkLine = new Uint32Array(chunkCount);
  let chunk = 0;
  for (let line = 0; line < lines; line += 1) {
    const last = (lineStart[line + 1] ?? 0) - 1;
    for (let first = lineStart[line] ?? 0; first < last; first += verticesPerChunk - 1) {
      chunkStart[chunk] = first;
      chunkEnd[chunk] = Math.min(last, first + verticesPerChunk - 1);
      if (chunkClass !== null) chunkClass[chunk] = lineClass?.[line] ?? 0;
      chunkLine[chunk] = line;
      chunk += 1;
    }
  }
  const bounds = { southDegrees: 0, northDegrees: 0, westDegrees: 0, eastDegrees: 0 };
  const index = buildBucketIndex(0.5, chunkCount, (item) => {
    const first = chunkStart[item] ?? 0;
    const last = chunkEnd[item] ?? 0;
    const longitudeFirst = coordinates[2 * first] ?? 0;
    let south = Infinity;
    let north = -Infinity;
    // Longitudes relative to the first vertex, so a chunk crossing the dateline stays contiguous.
    let westOffset = 0;
    let eastOffset = 0;
    for (let vertex = first; vertex <= last; vertex += 1) {
      const latitude = coordinates[2 * vertex + 1] ?? 0;
      const offset = longitudeDifference(longitudeFirst, coordinates[2 * vertex] ?? 0);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
      westOffset = Math.min(westOffset, offset);
      eastOffset = Math.max(eastOffset, offset);
    }
    bounds.southDegrees = south;
    bounds.northDegrees = north;
    // Normalised, a box crossing the dateline has west > east, as the index expects.
    bounds.westDegrees = normaliseLongitude(longitudeFirst + westOffset);
    bounds.eastDegrees = normaliseLongitude(longitudeFirst + eastOffset);
    return bounds;
  });
  return {
    lines,
    chunkClass,
    chunkLine,
    vertexCatchment,
    coordinates,
    chunkStart,
    chunkEnd,
    index,
  };
}

/** The nearest point of the nearest mapped river, with the class of its line. */
export interface NearestRiverPoint {
  distanceKilometres: number;
  latitude: number;
  longitude: number;
  riverClass: number | null;
  /** The line the point lies on. */
  line: number;
  /** Catchment code of the nearer end of the segment (round(20·log10 km²)); 0 when unknown. */
  catchmentCode: number;
}

/**
 * Calls `visit` with the nearest point of every segment of the chunks within `maxKilometres` of a
 * point, in a local equirectangular projection around it (error well under 1 % within 50 km).
 */
function forEachSegmentPoint(
  network: RiverNetwork,
  latitude: number,
  longitude: number,
  maxKilometres: number,
  visit: (chunk: number, vertex: number, east: number, north: number, fraction: number) => void,
): void {
  const eastScale = kilometresPerDegree * Math.cos((latitude * Math.PI) / 180);
  forEachItemNear(network.index, latitude, longitude, maxKilometres, (chunk) => {
    const last = network.chunkEnd[chunk] ?? 0;
    for (let vertex = network.chunkStart[chunk] ?? 0; vertex < last; vertex += 1) {
      const ax = longitudeDifference(longitude, network.coordinates[2 * vertex] ?? 0) * eastScale;
      const ay = ((network.coordinates[2 * vertex + 1] ?? 0) - latitude) * kilometresPerDegree;
      const bx =
        longitudeDifference(longitude, network.coordinates[2 * vertex + 2] ?? 0) * eastScale;
      const by = ((network.coordinates[2 * vertex + 3] ?? 0) - latitude) * kilometresPerDegree;
      const { eastKilometres, northKilometres } = nearestPointOnSegment(ax, ay, bx, by);
      const segmentLength = Math.hypot(bx - ax, by - ay);
      const fraction =
        segmentLength === 0
          ? 0
          : Math.hypot(eastKilometres - ax, northKilometres - ay) / segmentLength;
      visit(chunk, vertex, eastKilometres, northKilometres, fraction);
    }
  });
}

function riverPoint(
  network: RiverNetwork,
  latitude: number,
  longitude: number,
  found: { chunk: number; vertex: number; east: number; north: number; fraction: number },
): NearestRiverPoint {
  const eastScale = kilometresPerDegree * Math.cos((latitude * Math.PI) / 180);
  const nearerVertex = found.fraction < 0.5 ? found.vertex : found.vertex + 1;
  return {
    distanceKilometres: Math.hypot(found.east, found.north),
    latitude: latitude + found.north / kilometresPerDegree,
    longitude: normaliseLongitude(longitude + found.east / eastScale),
    riverClass: network.chunkClass?.[found.chunk] ?? null,
    line: network.chunkLine[found.chunk] ?? 0,
    catchmentCode: network.vertexCatchment?.[nearerVertex] ?? 0,
  };
}

/**
 * The nearest point of a mapped river, or null when none lies within `maxKilometres`.
 * Point-to-segment distance in a local equirectangular projection around the site (error well
 * under 1 % within 50 km).
 */
export function nearestRiverPoint(
  network: RiverNetwork,
  latitude: number,
  longitude: number,
  maxKilometres: number,
): NearestRiverPoint | null {
  let best: {
    chunk: number;
    vertex: number;
    east: number;
    north: number;
    fraction: number;
  } | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  forEachSegmentPoint(
    network,
    latitude,
    longitude,
    maxKilometres,
    (chunk, vertex, east, north, fraction) => {
      const distance = Math.hypot(east, north);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { chunk, vertex, east, north, fraction };
      }
    },
  );
  if (best === null || bestDistance > maxKilometres) return null;
  return riverPoint(network, latitude, longitude, best);
}

/**
 * The nearest point of each mapped line within `maxKilometres` of a point, nearest first: the rivers
 * a site may flood from.
 */
export function riverPointsNear(
  network: RiverNetwork,
  latitude: number,
  longitude: number,
  maxKilometres: number,
): NearestRiverPoint[] {
  const bestByLine = new Map<
    number,
    {
      chunk: number;
      vertex: number;
      east: number;
      north: number;
      fraction: number;
      distance: number;
    }
  >();
  forEachSegmentPoint(
    network,
    latitude,
    longitude,
    maxKilometres,
    (chunk, vertex, east, north, fraction) => {
      const distance = Math.hypot(east, north);
      if (distance > maxKilometres) return;
      const line = network.chunkLine[chunk] ?? 0;
      const current = bestByLine.get(line);
      if (current === undefined || distance < current.distance)
        bestByLine.set(line, { chunk, vertex, east, north, fraction, distance });
    },
  );
  return [...bestByLine.values()]
    .sort((a, b) => a.distance - b.distance || a.chunk - b.chunk)
    .map((found) => riverPoint(network, latitude, longitude, found));
}

/** Distance to the nearest mapped river (km), or null when none lies within `maxKilometres`. */
export function distanceToNearestRiverKilometres(
  network: RiverNetwork,
  latitude: number,
  longitude: number,
  maxKilometres: number,
): number | null {
  return nearestRiverPoint(network, latitude, longitude, maxKilometres)?.distanceKilometres ?? null;
}

/** Calls `visit` with the ends (lon, lat) of every segment of the chunks within `maxKilometres`. */
export function forEachSegmentNear(
  network: RiverNetwork,
  latitude: number,
  longitude: number,
  maxKilometres: number,
  visit: (longitude1: number, latitude1: number, longitude2: number, latitude2: number) => void,
): void {
  forEachItemNear(network.index, latitude, longitude, maxKilometres, (chunk) => {
    const last = network.chunkEnd[chunk] ?? 0;
    for (let vertex = network.chunkStart[chunk] ?? 0; vertex < last; vertex += 1)
      visit(
        network.coordinates[2 * vertex] ?? 0,
        network.coordinates[2 * vertex + 1] ?? 0,
        network.coordinates[2 * vertex + 2] ?? 0,
        network.coordinates[2 * vertex + 3] ?? 0,
      );
  });
}
