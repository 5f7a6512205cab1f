import type { BucketIndex } from './bucket-index.ts';
import { buildBucketIndex, forEachItemNear } from './bucket-index.ts';
import { copyBytes } from './copy-bytes.ts';
import { greatCircleKilometres } from './geodesy.ts';

/** Points with named float columns and a 1° bucket index for nearest-point queries. */
export interface PointTable {
  points: number;
  columns: Record<string, Float32Array>;
  index: BucketIndex;
}

export function decodePointTable(
  columnNames: string[],
  points: number,
  bytes: Uint8Array,
): PointTable {
  if (bytes.byteLength !== columnNames.length * points * 4)
    throw new Error('point table size mismatch');
  const columns: Record<string, Float32Array> = {};
  columnNames.forEach((name, position) => {
    columns[name] = new Float32Array(copyBytes(bytes, position * points * 4, points * 4));
  });
  const longitudes = columns['longitude'];
  const latitudes = columns['latitude'];
  if (longitudes === undefined || latitudes === undefined)
    throw new Error('point table needs longitude and latitude');
  const index = buildBucketIndex(1, points, (point) => {
    const latitude = latitudes[point] ?? 0;
    const longitude = longitudes[point] ?? 0;
    return {
      southDegrees: latitude,
      northDegrees: latitude,
      westDegrees: longitude,
      eastDegrees: longitude,
    };
  });
  return { points, columns, index };
}

/** The nearest point within `maxKilometres` (and, if given, that `accept` takes), or null. */
export function nearestPoint(
  table: PointTable,
  latitude: number,
  longitude: number,
  maxKilometres: number,
  accept: (point: number) => boolean = () => true,
): { point: number; distanceKilometres: number } | null {
  const latitudes = table.columns['latitude'];
  const longitudes = table.columns['longitude'];
  let best: { point: number; distanceKilometres: number } | null = null;
  forEachItemNear(table.index, latitude, longitude, maxKilometres, (point) => {
    const distanceKilometres = greatCircleKilometres(
      latitude,
      longitude,
      latitudes?.[point] ?? 0,
      longitudes?.[point] ?? 0,
    );
    if (
      distanceKilometres <= maxKilometres &&
      (best === null || distanceKilometres < best.distanceKilometres) &&
      accept(point)
    ) {
      best = { point, distanceKilometres };
    }
  });
  return best;
}

export function pointValue(table: PointTable, column: string, point: number): number {
  const values = table.columns[column];
  if (values === undefined) throw new Error(`point table has no column ${column}`);
  return values[point] ?? Number.NaN;
}
