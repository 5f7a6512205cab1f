import { copyBytes } from './copy-bytes.ts';
import { greatCircleKilometres, kilometresPerDegree, radiansPerDegree } from './geodesy.ts';
import type { RunLengthMaskLayout } from './manifest.ts';

export type Surface = 'ocean' | 'land' | 'lake';

/**
 * The 30″ GSHHG full-resolution mask (Wessel & Smith 1996, version 2.3.7, rasterised by GMT
 * grdlandmask), kept as its run-length stream (~3.2 M runs for 933 M cells) with the byte offset of
 * each row, so loading is one gunzip and a lookup walks the runs of one row. Answers the surface at
 * a point, whether a shoreline crosses a cell, and the exact distance to the nearest ocean cell.
 */
export interface LandSeaMask {
  layout: RunLengthMaskLayout;
  /** Byte offset of each row's first run in `runs` (rows + 1 entries). */
  rowOffset: Uint32Array;
  /** LEB128 varint tokens runLength·8 + value, row after row. */
  runs: Uint8Array;
  /** Mask value (0…7) → surface of the cell centre. */
  surfaceOfValue: (Surface | undefined)[];
  /**
   * Every `checkpointRuns`-th run of each row (and its first): the run's start column and byte
   * offset, so a walk along a row can begin near a column instead of at the row's west end. Row r's
   * checkpoints are entries rowCheckpoint[r] … rowCheckpoint[r + 1] − 1.
   */
  checkpoints: { rowCheckpoint: Uint32Array; column: Uint32Array; offset: Uint32Array };
}

/** Runs between two checkpoints of a row: ~100,000 checkpoints (~1 MB) for the 3.2 M runs. */
const checkpointRuns = 32;

/** Splits the file (uint32 row offsets, then the varint stream; see the manifest layout). */
export function decodeLandSeaMask(layout: RunLengthMaskLayout, bytes: Uint8Array): LandSeaMask {
  const offsetBytes = (layout.rows + 1) * 4;
  const rowOffset = new Uint32Array(copyBytes(bytes, 0, offsetBytes));
  const runs = bytes.subarray(offsetBytes);
  if (rowOffset[layout.rows] !== runs.byteLength)
    throw new Error(
      `land mask: ${runs.byteLength} bytes of runs, expected ${rowOffset[layout.rows]}`,
    );
  const surfaceOfValue: (Surface | undefined)[] = [];
  for (let value = 0; value < 8; value += 1)
    surfaceOfValue[value] = layout.values[String(value & 3)];
  return {
    layout,
    rowOffset,
    runs,
    surfaceOfValue,
    checkpoints: indexCheckpoints(layout, rowOffset, runs),
  };
}

function indexCheckpoints(
  layout: RunLengthMaskLayout,
  rowOffset: Uint32Array,
  runs: Uint8Array,
): LandSeaMask['checkpoints'] {
  const rowCheckpoint = new Uint32Array(layout.rows + 1);
  const columns: number[] = [];
  const offsets: number[] = [];
  for (let row = 0; row < layout.rows; row += 1) {
    rowCheckpoint[row] = columns.length;
    let position = rowOffset[row] ?? 0;
    const end = rowOffset[row + 1] ?? position;
    let column = 0;
    for (let run = 0; position < end; run += 1) {
      if (run % checkpointRuns === 0) {
        columns.push(column);
        offsets.push(position);
      }
      column += Math.floor(readVarint(runs, position) / 8);
      position = varintEnd;
    }
  }
  rowCheckpoint[layout.rows] = columns.length;
  return { rowCheckpoint, column: Uint32Array.from(columns), offset: Uint32Array.from(offsets) };
}

/** Position just after the varint last read by `readVarint`. */
let varintEnd = 0;

/** Reads one unsigned LEB128 varint at `position`; sets `varintEnd`. */
function readVarint(bytes: Uint8Array, position: number): number {
  let value = 0;
  let factor = 1;
  let byte: number;
  do {
    byte = bytes[position] ?? 0;
    position += 1;
    value += (byte & 0x7f) * factor;
    factor *= 128;
  } while (byte & 0x80 && position < bytes.length);
  varintEnd = position;
  return value;
}

/**
 * Checks a run stream (every row sums to `columns` cells, no bytes left over) and returns the byte
 * offset of each row (rows + 1 entries) and the number of runs. Used by the data build.
 */
export function indexMaskRows(
  stream: Uint8Array,
  rows: number,
  columns: number,
): { rowOffset: Uint32Array; runs: number } {
  const rowOffset = new Uint32Array(rows + 1);
  let position = 0;
  let runs = 0;
  for (let row = 0; row < rows; row += 1) {
    rowOffset[row] = position;
    let column = 0;
    while (column < columns && position < stream.length) {
      column += Math.floor(readVarint(stream, position) / 8);
      position = varintEnd;
      runs += 1;
    }
    if (column !== columns) throw new Error(`land mask: row ${row} has ${column} cells`);
  }
  if (position !== stream.length) throw new Error('land mask: bytes left after the last row');
  rowOffset[rows] = position;
  return { rowOffset, runs };
}

/**
 * Calls `visit(startColumn, endColumn, value)` for each run of a row in order (end exclusive) until
 * it returns true, beginning with the run that holds `fromColumn` or one a few runs before it.
 */
function visitRuns(
  mask: LandSeaMask,
  row: number,
  visit: (startColumn: number, endColumn: number, value: number) => boolean,
  fromColumn = 0,
): void {
  const { rowCheckpoint, column: checkpointColumn, offset: checkpointOffset } = mask.checkpoints;
  // The last checkpoint of the row at or west of fromColumn (the row's first run starts at 0).
  let low = rowCheckpoint[row] ?? 0;
  let high = (rowCheckpoint[row + 1] ?? low) - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((checkpointColumn[middle] ?? 0) <= fromColumn) low = middle;
    else high = middle - 1;
  }
  let position = checkpointOffset[low] ?? mask.rowOffset[row] ?? 0;
  const end = mask.rowOffset[row + 1] ?? position;
  let column = checkpointColumn[low] ?? 0;
  while (position < end) {
    const token = readVarint(mask.runs, position);
    position = varintEnd;
    const next = column + Math.floor(token / 8);
    if (visit(column, next, token & 7)) return;
    column = next;
  }
}

function rowOf(mask: LandSeaMask, latitude: number): number {
  const { layout } = mask;
  const row = Math.floor((latitude - layout.southDegrees) / layout.cellDegrees);
  return Math.min(layout.rows - 1, Math.max(0, row));
}

function columnOf(mask: LandSeaMask, longitude: number): number {
  const { layout } = mask;
  const eastOfWest = (((longitude - layout.westDegrees) % 360) + 360) % 360;
  return Math.min(layout.columns - 1, Math.floor(eastOfWest / layout.cellDegrees));
}

function wrapColumn(mask: LandSeaMask, column: number): number {
  const columns = mask.layout.columns;
  return ((column % columns) + columns) % columns;
}

function valueAt(mask: LandSeaMask, row: number, column: number): number {
  let found = 0;
  visitRuns(
    mask,
    row,
    (_, endColumn, value) => {
      found = value;
      return column < endColumn;
    },
    column,
  );
  return found;
}

function cellCentre(mask: LandSeaMask, row: number, column: number) {
  const { layout } = mask;
  return {
    latitude: layout.southDegrees + (row + 0.5) * layout.cellDegrees,
    longitude: layout.westDegrees + (wrapColumn(mask, column) + 0.5) * layout.cellDegrees,
  };
}

export function surfaceAt(mask: LandSeaMask, latitude: number, longitude: number): Surface {
  const value = valueAt(mask, rowOf(mask, latitude), columnOf(mask, longitude));
  return mask.surfaceOfValue[value] ?? 'land';
}

/**
 * Where a point stands against the coastline:
 * - 'land' or 'lake': the class at the centre of its cell;
 * - 'shore': the cell centre is sea but a shoreline crosses the cell or one of its 8 neighbours, or
 *   a neighbour is land: within about one cell (~0.9 km) of the GSHHG shoreline, whose own
 *   position is uncertain by that much (Wessel & Smith 1996 give ~0.5 km for the full resolution;
 *   GSHHG puts the Cairns Esplanade and Bairiki, Tarawa 0.14 km off its shore). Analysed as land.
 * - 'near-shore': at sea, but with land within `snapKilometres`; `nearestLand` is the centre of the
 *   nearest land cell, to which the site is moved.
 * - 'sea': at sea with no land within `snapKilometres`.
 */
export type CoastlinePlacement =
  | { kind: 'land' | 'lake' | 'shore' }
  | {
      kind: 'near-shore';
      nearestLand: { latitude: number; longitude: number };
      distanceKilometres: number;
    }
  | { kind: 'sea' };

export function placeOnCoastline(
  mask: LandSeaMask,
  latitude: number,
  longitude: number,
  snapKilometres: number,
): CoastlinePlacement {
  const row = rowOf(mask, latitude);
  const column = columnOf(mask, longitude);
  const surface = mask.surfaceOfValue[valueAt(mask, row, column)] ?? 'land';
  if (surface !== 'ocean') return { kind: surface };
  const { shorelineFlag } = mask.layout;
  for (let rowStep = -1; rowStep <= 1; rowStep += 1) {
    const neighbourRow = row + rowStep;
    if (neighbourRow < 0 || neighbourRow >= mask.layout.rows) continue;
    for (let columnStep = -1; columnStep <= 1; columnStep += 1) {
      const value = valueAt(mask, neighbourRow, wrapColumn(mask, column + columnStep));
      if ((value & shorelineFlag) !== 0 || mask.surfaceOfValue[value] === 'land')
        return { kind: 'shore' };
    }
  }
  const cellKilometres = mask.layout.cellDegrees * kilometresPerDegree;
  const rowReach = Math.ceil(snapKilometres / cellKilometres) + 1;
  const cosine = Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  const columnReach = Math.min(mask.layout.columns, Math.ceil(rowReach / cosine));
  let best: { latitude: number; longitude: number; distanceKilometres: number } | null = null;
  for (let rowStep = -rowReach; rowStep <= rowReach; rowStep += 1) {
    const candidateRow = row + rowStep;
    if (candidateRow < 0 || candidateRow >= mask.layout.rows) continue;
    for (let columnStep = -columnReach; columnStep <= columnReach; columnStep += 1) {
      const candidateColumn = wrapColumn(mask, column + columnStep);
      if (mask.surfaceOfValue[valueAt(mask, candidateRow, candidateColumn)] !== 'land') continue;
      const centre = cellCentre(mask, candidateRow, candidateColumn);
      const distanceKilometres = greatCircleKilometres(
        latitude,
        longitude,
        centre.latitude,
        centre.longitude,
      );
      if (best === null || distanceKilometres < best.distanceKilometres)
        best = { ...centre, distanceKilometres };
    }
  }
  if (best === null || best.distanceKilometres > snapKilometres) return { kind: 'sea' };
  return {
    kind: 'near-shore',
    nearestLand: { latitude: best.latitude, longitude: best.longitude },
    distanceKilometres: best.distanceKilometres,
  };
}

/** Columns from `column` to the nearest ocean cell of a row, going either way round; ∞ if none. */
function oceanColumnDistanceInRow(
  mask: LandSeaMask,
  row: number,
  column: number,
  reachColumns = Number.POSITIVE_INFINITY,
): number {
  const columns = mask.layout.columns;
  if (column - reachColumns >= 0 && column + reachColumns < columns) {
    // Only ocean within the reach matters, and the reach does not cross the dateline: walk the runs
    // from its west end to its east end.
    let nearest = Number.POSITIVE_INFINITY;
    visitRuns(
      mask,
      row,
      (runStart, runEndExclusive, value) => {
        if (runStart > column + reachColumns) return true;
        if (mask.surfaceOfValue[value] !== 'ocean') return false;
        const runEnd = runEndExclusive - 1;
        const distance =
          runStart > column ? runStart - column : runEnd < column ? column - runEnd : 0;
        nearest = Math.min(nearest, distance);
        return distance === 0;
      },
      column - reachColumns,
    );
    return nearest;
  }
  let best = Number.POSITIVE_INFINITY;
  visitRuns(mask, row, (runStart, runEndExclusive, value) => {
    // Past the column, every later run lies at least runStart − column east, and at least
    // column + 1 west round the dateline: once both reach the best found, none can beat it.
    if (runStart > column && runStart - column >= best && best <= column + 1) return true;
    if (mask.surfaceOfValue[value] !== 'ocean') return false;
    const runEnd = runEndExclusive - 1;
    if (column >= runStart && column <= runEnd) {
      best = 0;
      return true;
    }
    const eastward = (((runStart - column) % columns) + columns) % columns;
    const westward = (((column - runEnd) % columns) + columns) % columns;
    best = Math.min(best, eastward, westward);
    return false;
  });
  return best;
}

/**
 * The columns of a row within which an ocean cell could lie nearer than `bestKilometres` to a site
 * at `siteLatitude` (infinite while nothing is found). By the haversine formula,
 * sin²(d/2R) ≥ cos φ₁·cos φ₂·sin²(Δλ/2), so a cell nearer than d has
 * Δλ ≤ 2·asin(sin(d/2R) / √(cos φ₁·cos φ₂)); one column more covers the cell-centre rounding.
 */
function reachInColumns(
  mask: LandSeaMask,
  bestKilometres: number,
  siteLatitude: number,
  rowLatitude: number,
): number {
  if (!Number.isFinite(bestKilometres)) return Number.POSITIVE_INFINITY;
  const halfAngle = bestKilometres / kilometresPerDegree / 2;
  const cosines =
    Math.cos(siteLatitude * radiansPerDegree) * Math.cos(rowLatitude * radiansPerDegree);
  if (cosines <= 0) return Number.POSITIVE_INFINITY;
  const sine = Math.sin(halfAngle * radiansPerDegree) / Math.sqrt(cosines);
  if (sine >= 1) return Number.POSITIVE_INFINITY;
  const longitudeDegrees = (2 * Math.asin(sine)) / radiansPerDegree;
  return Math.ceil(longitudeDegrees / mask.layout.cellDegrees) + 1;
}

/**
 * Distance from the point to the centre of the nearest ocean cell (km); 0 in an ocean cell. Exact
 * on the mask: rows are scanned outward from the site's row, and in each row the nearest ocean
 * cell is the one with the smallest longitude difference; the scan stops once the north–south
 * distance alone exceeds the best distance found. Lakes are not coast.
 */
export function distanceToCoastKilometres(
  mask: LandSeaMask,
  latitude: number,
  longitude: number,
): number {
  const { layout } = mask;
  const siteRow = rowOf(mask, latitude);
  const siteColumn = columnOf(mask, longitude);
  let best = Number.POSITIVE_INFINITY;
  for (let step = 0; step < layout.rows; step += 1) {
    let anyRowInReach = false;
    for (const row of step === 0 ? [siteRow] : [siteRow - step, siteRow + step]) {
      if (row < 0 || row >= layout.rows) continue;
      const rowLatitude = layout.southDegrees + (row + 0.5) * layout.cellDegrees;
      const meridionalKilometres =
        Math.max(0, Math.abs(rowLatitude - latitude) - layout.cellDegrees / 2) *
        kilometresPerDegree;
      if (meridionalKilometres > best) continue;
      anyRowInReach = true;
      const columnDistance = oceanColumnDistanceInRow(
        mask,
        row,
        siteColumn,
        reachInColumns(mask, best, latitude, rowLatitude),
      );
      if (columnDistance === 0 && row === siteRow) return 0;
      if (!Number.isFinite(columnDistance)) continue;
      for (const oceanColumn of [siteColumn - columnDistance, siteColumn + columnDistance]) {
        const wrapped = wrapColumn(mask, oceanColumn);
        if (mask.surfaceOfValue[valueAt(mask, row, wrapped)] !== 'ocean') continue;
        const oceanLongitude = layout.westDegrees + (wrapped + 0.5) * layout.cellDegrees;
        best = Math.min(
          best,
          greatCircleKilometres(latitude, longitude, rowLatitude, oceanLongitude),
        );
      }
    }
    if (!anyRowInReach) break;
  }
  return best;
}

/** A run of land cells in one mask row, as a box in degrees (west may exceed 180 near the dateline). */
export interface LandRun {
  southDegrees: number;
  northDegrees: number;
  westDegrees: number;
  eastDegrees: number;
}

/**
 * The land cells of the mask within a box around a point, as one box per run of land in each row
 * (what the analysis reads as land at 30″). Longitudes run continuously from the box's west edge,
 * so a box across the dateline stays in one piece. `maxRows` bounds the work.
 */
export function landRunsNear(
  mask: LandSeaMask,
  latitude: number,
  longitude: number,
  halfWidthKilometres: number,
  maxRows = 200,
): LandRun[] {
  const { layout } = mask;
  const latitudeReach = halfWidthKilometres / kilometresPerDegree;
  const cosine = Math.max(0.05, Math.cos((latitude * Math.PI) / 180));
  const rowReach = Math.min(Math.floor(maxRows / 2), Math.ceil(latitudeReach / layout.cellDegrees));
  const columnReach = Math.min(
    Math.floor(layout.columns / 2) - 1,
    Math.ceil(latitudeReach / cosine / layout.cellDegrees),
  );
  const siteRow = rowOf(mask, latitude);
  const siteColumn = columnOf(mask, longitude);
  const firstColumn = siteColumn - columnReach;
  const lastColumn = siteColumn + columnReach;
  const runs: LandRun[] = [];
  for (let row = siteRow - rowReach; row <= siteRow + rowReach; row += 1) {
    if (row < 0 || row >= layout.rows) continue;
    const southDegrees = layout.southDegrees + row * layout.cellDegrees;
    // The box's columns as up to two stretches of the row (it may wrap round the dateline).
    for (let turn = -1; turn <= 1; turn += 1) {
      const offset = turn * layout.columns;
      const from = Math.max(0, firstColumn - offset);
      const to = Math.min(layout.columns, lastColumn + 1 - offset);
      if (from >= to) continue;
      visitRuns(mask, row, (start, end, value) => {
        if (start >= to) return true;
        if (end > from && (mask.surfaceOfValue[value] ?? 'land') === 'land') {
          runs.push({
            southDegrees,
            northDegrees: southDegrees + layout.cellDegrees,
            westDegrees: layout.westDegrees + (Math.max(start, from) + offset) * layout.cellDegrees,
            eastDegrees: layout.westDegrees + (Math.min(end, to) + offset) * layout.cellDegrees,
          });
        }
        return false;
      });
    }
  }
  return runs;
}
