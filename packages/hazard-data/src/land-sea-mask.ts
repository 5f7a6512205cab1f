import { copyBytes } from './copy-bytes.ts';
import { greatCircleKilometres, kilometresPerDegree } from './geodesy.ts';
import type { RunLengthMaskLayout } from './manifest.ts';

export type Surface = 'ocean' | 'land' | 'lake';

/**
 * The 1.25′ GSHHG mask held as run-length rows (~390 k runs instead of 149 M cells). Answers the
 * surface at a point and the exact distance to the nearest ocean cell.
 */
export interface LandSeaMask {
  layout: RunLengthMaskLayout;
  /** Index of each row's first run (rows + 1 entries). */
  rowStart: Uint32Array;
  runStartColumn: Uint16Array;
  runValue: Uint8Array;
  /** Mask value (0…255) → surface. */
  surfaceOfValue: (Surface | undefined)[];
}

export function decodeLandSeaMask(layout: RunLengthMaskLayout, bytes: Uint8Array): LandSeaMask {
  const rowStartBytes = (layout.rows + 1) * 4;
  const expected = rowStartBytes + layout.runs * 3;
  if (bytes.byteLength !== expected)
    throw new Error(`land mask: ${bytes.byteLength} bytes, expected ${expected}`);
  const copy = (offset: number, length: number) => copyBytes(bytes, offset, length);
  const surfaceOfValue: (Surface | undefined)[] = [];
  for (const [value, surface] of Object.entries(layout.values))
    surfaceOfValue[Number(value)] = surface;
  return {
    layout,
    rowStart: new Uint32Array(copy(0, rowStartBytes)),
    runStartColumn: new Uint16Array(copy(rowStartBytes, layout.runs * 2)),
    runValue: new Uint8Array(copy(rowStartBytes + layout.runs * 2, layout.runs)),
    surfaceOfValue,
  };
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

function valueAt(mask: LandSeaMask, row: number, column: number): number {
  let low = mask.rowStart[row] ?? 0;
  let high = (mask.rowStart[row + 1] ?? low + 1) - 1;
  // Last run whose start column ≤ column (the first run of a row always starts at column 0).
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((mask.runStartColumn[middle] ?? 0) <= column) low = middle;
    else high = middle - 1;
  }
  return mask.runValue[low] ?? 0;
}

export function surfaceAt(mask: LandSeaMask, latitude: number, longitude: number): Surface {
  const value = valueAt(mask, rowOf(mask, latitude), columnOf(mask, longitude));
  return mask.surfaceOfValue[value] ?? 'land';
}

/** Columns from `column` to the nearest ocean cell of a row, going either way round; ∞ if none. */
function oceanColumnDistanceInRow(mask: LandSeaMask, row: number, column: number): number {
  const columns = mask.layout.columns;
  const first = mask.rowStart[row] ?? 0;
  const end = mask.rowStart[row + 1] ?? first;
  let best = Number.POSITIVE_INFINITY;
  for (let run = first; run < end; run += 1) {
    if (mask.surfaceOfValue[mask.runValue[run] ?? 0] !== 'ocean') continue;
    const runStart = mask.runStartColumn[run] ?? 0;
    const runEnd = run + 1 < end ? (mask.runStartColumn[run + 1] ?? columns) - 1 : columns - 1;
    if (column >= runStart && column <= runEnd) return 0;
    const eastward = (((runStart - column) % columns) + columns) % columns;
    const westward = (((column - runEnd) % columns) + columns) % columns;
    best = Math.min(best, eastward, westward);
  }
  return best;
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
      const columnDistance = oceanColumnDistanceInRow(mask, row, siteColumn);
      if (columnDistance === 0 && row === siteRow) return 0;
      if (!Number.isFinite(columnDistance)) continue;
      for (const oceanColumn of [siteColumn - columnDistance, siteColumn + columnDistance]) {
        const wrapped = ((oceanColumn % layout.columns) + layout.columns) % layout.columns;
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
