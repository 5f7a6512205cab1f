import { kilometresPerDegree, longitudeDegreesFor } from './geodesy.ts';

/**
 * A fixed latitude–longitude bucket grid over items with small bounding boxes (points, short
 * river segments), stored compressed-row style: bucket b holds items[start[b] … start[b + 1]).
 */
export interface BucketIndex {
  cellDegrees: number;
  rows: number;
  columns: number;
  start: Uint32Array;
  items: Uint32Array;
}

export interface ItemBounds {
  southDegrees: number;
  northDegrees: number;
  westDegrees: number;
  eastDegrees: number;
}

function bucketRow(index: BucketIndex, latitude: number): number {
  return Math.min(index.rows - 1, Math.max(0, Math.floor((latitude + 90) / index.cellDegrees)));
}

function bucketColumn(index: BucketIndex, longitude: number): number {
  const eastOfWest = (((longitude + 180) % 360) + 360) % 360;
  return Math.min(index.columns - 1, Math.floor(eastOfWest / index.cellDegrees));
}

/** Calls `visit` for every bucket a box touches (a box may cross the dateline: west > east). */
function forEachBucket(
  index: BucketIndex,
  bounds: ItemBounds,
  visit: (bucket: number) => void,
): void {
  const firstRow = bucketRow(index, bounds.southDegrees);
  const lastRow = bucketRow(index, bounds.northDegrees);
  const firstColumn = bucketColumn(index, bounds.westDegrees);
  let span = bucketColumn(index, bounds.eastDegrees) - firstColumn;
  if (span < 0) span += index.columns;
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let step = 0; step <= span; step += 1)
      visit(row * index.columns + ((firstColumn + step) % index.columns));
  }
}

export function buildBucketIndex(
  cellDegrees: number,
  count: number,
  boundsOf: (item: number) => ItemBounds,
): BucketIndex {
  const rows = Math.round(180 / cellDegrees);
  const columns = Math.round(360 / cellDegrees);
  const index: BucketIndex = {
    cellDegrees,
    rows,
    columns,
    start: new Uint32Array(rows * columns + 1),
    items: new Uint32Array(0),
  };
  // Each item's bucket rectangle, computed once: first row, last row, first column, column span.
  const firstRows = new Int32Array(count);
  const lastRows = new Int32Array(count);
  const firstColumns = new Int32Array(count);
  const spans = new Int32Array(count);
  const counts = new Uint32Array(rows * columns);
  for (let item = 0; item < count; item += 1) {
    const bounds = boundsOf(item);
    const firstRow = bucketRow(index, bounds.southDegrees);
    const lastRow = bucketRow(index, bounds.northDegrees);
    const firstColumn = bucketColumn(index, bounds.westDegrees);
    let span = bucketColumn(index, bounds.eastDegrees) - firstColumn;
    if (span < 0) span += columns;
    firstRows[item] = firstRow;
    lastRows[item] = lastRow;
    firstColumns[item] = firstColumn;
    spans[item] = span;
    for (let row = firstRow; row <= lastRow; row += 1)
      for (let step = 0; step <= span; step += 1) {
        const bucket = row * columns + ((firstColumn + step) % columns);
        counts[bucket] = (counts[bucket] ?? 0) + 1;
      }
  }
  for (let bucket = 0; bucket < counts.length; bucket += 1) {
    index.start[bucket + 1] = (index.start[bucket] ?? 0) + (counts[bucket] ?? 0);
  }
  index.items = new Uint32Array(index.start[counts.length] ?? 0);
  const fill = index.start.slice(0, counts.length);
  for (let item = 0; item < count; item += 1) {
    const firstColumn = firstColumns[item] ?? 0;
    const span = spans[item] ?? 0;
    for (let row = firstRows[item] ?? 0; row <= (lastRows[item] ?? -1); row += 1)
      for (let step = 0; step <= span; step += 1) {
        const bucket = row * columns + ((firstColumn + step) % columns);
        const position = fill[bucket] ?? 0;
        index.items[position] = item;
        fill[bucket] = position + 1;
      }
  }
  return index;
}

/** Calls `visit` for every item in the buckets within `radiusKilometres` of the point. */
export function forEachItemNear(
  index: BucketIndex,
  latitude: number,
  longitude: number,
  radiusKilometres: number,
  visit: (item: number) => void,
): void {
  const latitudeReach = radiusKilometres / kilometresPerDegree;
  const longitudeReach = longitudeDegreesFor(
    radiusKilometres,
    Math.min(89.9, Math.abs(latitude) + latitudeReach),
  );
  const bounds: ItemBounds = {
    southDegrees: latitude - latitudeReach,
    northDegrees: latitude + latitudeReach,
    westDegrees: longitudeReach >= 180 ? -180 : longitude - longitudeReach,
    eastDegrees: longitudeReach >= 180 ? 179.999 : longitude + longitudeReach,
  };
  forEachBucket(index, bounds, (bucket) => {
    const end = index.start[bucket + 1] ?? 0;
    for (let position = index.start[bucket] ?? 0; position < end; position += 1)
      visit(index.items[position] ?? 0);
  });
}

/**
 * Calls `visit` for every item in the buckets of the point's row on one side of the point — from
 * its column to the eastern edge (180°) or to the western edge (−180°), whichever holds fewer
 * items — with the column of the bucket visited and the side. A ray cast along the parallel to that
 * edge meets only these items, and an item in several buckets can be counted in one of them.
 */
export function forEachItemAlongRow(
  index: BucketIndex,
  latitude: number,
  longitude: number,
  visit: (item: number, column: number, eastward: boolean) => void,
): void {
  const row = bucketRow(index, latitude);
  const ownColumn = bucketColumn(index, longitude);
  const rowStart = row * index.columns;
  const startOf = (bucket: number) => index.start[bucket] ?? 0;
  const eastward =
    startOf(rowStart + index.columns) - startOf(rowStart + ownColumn) <=
    startOf(rowStart + ownColumn + 1) - startOf(rowStart);
  const [first, last] = eastward ? [ownColumn, index.columns - 1] : [0, ownColumn];
  for (let column = first; column <= last; column += 1) {
    const end = startOf(rowStart + column + 1);
    for (let position = startOf(rowStart + column); position < end; position += 1)
      visit(index.items[position] ?? 0, column, eastward);
  }
}

/** Column of the bucket holding a longitude. */
export function bucketColumnOf(index: BucketIndex, longitude: number): number {
  return bucketColumn(index, longitude);
}
