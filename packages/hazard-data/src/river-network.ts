import type { BucketIndex } from './bucket-index.ts';
import { buildBucketIndex, forEachItemNear } from './bucket-index.ts';
import { copyBytes } from './copy-bytes.ts';
import { pointToSegmentKilometres } from './geodesy.ts';

/** River polylines as segments (consecutive vertex pairs) with a 0.5° bucket index. */
export interface RiverNetwork {
  lines: number;
  /** (lon, lat) pairs of all vertices. */
  coordinates: Float32Array;
  /** Index of the first vertex of each segment; the segment runs to the next vertex. */
  segmentStart: Uint32Array;
  index: BucketIndex;
}

export function decodeRiverNetwork(
  lines: number,
  vertices: number,
  bytes: Uint8Array,
): RiverNetwork {
  const lineStartBytes = (lines + 1) * 4;
  if (bytes.byteLength !== lineStartBytes + vertices * 8)
    throw new Error('river file size mismatch');
  const lineStart = new Uint32Array(copyBytes(bytes, 0, lineStartBytes));
  const coordinates = new Float32Array(copyBytes(bytes, lineStartBytes));
  const segments: number[] = [];
  for (let line = 0; line < lines; line += 1) {
    const end = lineStart[line + 1] ?? 0;
    for (let vertex = lineStart[line] ?? 0; vertex + 1 < end; vertex += 1) segments.push(vertex);
  }
  const segmentStart = new Uint32Array(segments);
  const index = buildBucketIndex(0.5, segmentStart.length, (segment) => {
    const vertex = segmentStart[segment] ?? 0;
    const longitudeA = coordinates[2 * vertex] ?? 0;
    const latitudeA = coordinates[2 * vertex + 1] ?? 0;
    const longitudeB = coordinates[2 * vertex + 2] ?? 0;
    const latitudeB = coordinates[2 * vertex + 3] ?? 0;
    // Segments crossing the dateline are stored with west > east.
    const crossesDateline = Math.abs(longitudeB - longitudeA) > 180;
    return {
      southDegrees: Math.min(latitudeA, latitudeB),
      northDegrees: Math.max(latitudeA, latitudeB),
      westDegrees: crossesDateline
        ? Math.max(longitudeA, longitudeB)
        : Math.min(longitudeA, longitudeB),
      eastDegrees: crossesDateline
        ? Math.min(longitudeA, longitudeB)
        : Math.max(longitudeA, longitudeB),
    };
  });
  return { lines, coordinates, segmentStart, index };
}

/**
 * Distance to the nearest mapped river (km), or null when none lies within `maxKilometres`.
 */
export function distanceToNearestRiverKilometres(
  network: RiverNetwork,
  latitude: number,
  longitude: number,
  maxKilometres: number,
): number | null {
  let best = Number.POSITIVE_INFINITY;
  forEachItemNear(network.index, latitude, longitude, maxKilometres, (segment) => {
    const vertex = network.segmentStart[segment] ?? 0;
    best = Math.min(
      best,
      pointToSegmentKilometres(latitude, longitude, network.coordinates, vertex, vertex + 1),
    );
  });
  return best <= maxKilometres ? best : null;
}
