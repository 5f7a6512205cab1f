import { greatCircleKilometres, normaliseLongitude } from './geodesy.ts';
import type { GridLayout } from './manifest.ts';

/** A decoded latitude–longitude grid (see `GridLayout` for the geometry). */
export interface RegularGrid {
  layout: GridLayout;
  values: Float32Array | Int16Array | Uint8Array;
}

export type SamplingMethod = 'nearest' | 'bilinear';

/** Row and column of a cell with its centre coordinates. */
export interface GridCell {
  row: number;
  column: number;
  latitude: number;
  longitude: number;
}

function wrapsAround(layout: GridLayout): boolean {
  return Math.abs(layout.columns * layout.cellDegrees - 360) < 1e-6;
}

/** Offset of a cell's centre from the grid origin, in cells: 0.5 for cell registration. */
function centreOffset(layout: GridLayout): number {
  return layout.registration === 'cell' ? 0.5 : 0;
}

/** The value at a row/column of a layer, NaN where missing or outside the grid. */
export function gridValue(grid: RegularGrid, row: number, column: number, layer = 0): number {
  const { layout } = grid;
  if (row < 0 || row >= layout.rows) return Number.NaN;
  let wrappedColumn = column;
  if (wrapsAround(layout))
    wrappedColumn = ((column % layout.columns) + layout.columns) % layout.columns;
  else if (column < 0 || column >= layout.columns) return Number.NaN;
  const value =
    grid.values[layer * layout.rows * layout.columns + row * layout.columns + wrappedColumn];
  if (value === undefined || value === layout.missingValue) return Number.NaN;
  return value;
}

/** Fractional row/column of a point measured in cells from the first cell centre. */
function fractionalPosition(layout: GridLayout, latitude: number, longitude: number) {
  const offset = centreOffset(layout);
  const eastOfWest = (((longitude - layout.westDegrees) % 360) + 360) % 360;
  return {
    row: (latitude - layout.southDegrees) / layout.cellDegrees - offset,
    column: eastOfWest / layout.cellDegrees - offset,
  };
}

export function cellCentre(layout: GridLayout, row: number, column: number): GridCell {
  const offset = centreOffset(layout);
  return {
    row,
    column,
    latitude: layout.southDegrees + (row + offset) * layout.cellDegrees,
    longitude: normaliseLongitude(layout.westDegrees + (column + offset) * layout.cellDegrees),
  };
}

/** The cell whose centre is nearest (in grid space) to the point. */
export function nearestCell(layout: GridLayout, latitude: number, longitude: number): GridCell {
  const position = fractionalPosition(layout, latitude, longitude);
  const row = Math.min(layout.rows - 1, Math.max(0, Math.round(position.row)));
  let column = Math.round(position.column);
  if (wrapsAround(layout)) column %= layout.columns;
  else column = Math.min(layout.columns - 1, Math.max(0, column));
  return cellCentre(layout, row, column);
}

/**
 * Samples a layer at a point. Bilinear interpolation uses the four surrounding cell centres and
 * re-weights over the ones that have data, so a coastal point next to missing (ocean) cells still
 * gets the land value; NaN only when all four are missing. Longitudes wrap on global grids.
 */
export function sampleGrid(
  grid: RegularGrid,
  latitude: number,
  longitude: number,
  method: SamplingMethod = 'bilinear',
  layer = 0,
): number {
  if (method === 'nearest') {
    const cell = nearestCell(grid.layout, latitude, longitude);
    return gridValue(grid, cell.row, cell.column, layer);
  }
  const position = fractionalPosition(grid.layout, latitude, longitude);
  const clampedRow = Math.min(grid.layout.rows - 1, Math.max(0, position.row));
  const row0 = Math.min(grid.layout.rows - 2, Math.floor(clampedRow));
  const rowFraction = clampedRow - row0;
  const column0 = Math.floor(position.column);
  const columnFraction = position.column - column0;
  let weightedSum = 0;
  let weightTotal = 0;
  const corners: [number, number, number][] = [
    [row0, column0, (1 - rowFraction) * (1 - columnFraction)],
    [row0, column0 + 1, (1 - rowFraction) * columnFraction],
    [row0 + 1, column0, rowFraction * (1 - columnFraction)],
    [row0 + 1, column0 + 1, rowFraction * columnFraction],
  ];
  for (const [row, column, weight] of corners) {
    if (weight <= 0) continue;
    const value = gridValue(grid, row, column, layer);
    if (Number.isNaN(value)) continue;
    weightedSum += value * weight;
    weightTotal += weight;
  }
  return weightTotal > 0 ? weightedSum / weightTotal : Number.NaN;
}

/**
 * The nearest cell (by great-circle distance between centres) within `maxRings` cells of the
 * point whose value passes `accept`; used to take the nearest land cell for a coastal site that
 * falls in an ocean cell of a coarse grid. Null when none qualifies.
 */
export function nearestAcceptedCell(
  grid: RegularGrid,
  latitude: number,
  longitude: number,
  accept: (value: number) => boolean,
  maxRings: number,
  layer = 0,
): { cell: GridCell; value: number; distanceKilometres: number } | null {
  const centre = nearestCell(grid.layout, latitude, longitude);
  let best: { cell: GridCell; value: number; distanceKilometres: number } | null = null;
  for (let rowStep = -maxRings; rowStep <= maxRings; rowStep += 1) {
    for (let columnStep = -maxRings; columnStep <= maxRings; columnStep += 1) {
      const row = centre.row + rowStep;
      const column = centre.column + columnStep;
      const value = gridValue(grid, row, column, layer);
      if (Number.isNaN(value) || !accept(value)) continue;
      const cell = cellCentre(grid.layout, row, column);
      const distanceKilometres = greatCircleKilometres(
        latitude,
        longitude,
        cell.latitude,
        cell.longitude,
      );
      if (best === null || distanceKilometres < best.distanceKilometres)
        best = { cell, value, distanceKilometres };
    }
  }
  return best;
}

/**
 * Land–sea aware sample: the interpolated value where the grid has data at the point, otherwise
 * the value of the nearest cell with data within `maxRings` (NaN when none).
 */
export function sampleWithNearestFallback(
  grid: RegularGrid,
  latitude: number,
  longitude: number,
  options: { method?: SamplingMethod; layer?: number; maxRings?: number } = {},
): number {
  const layer = options.layer ?? 0;
  const value = sampleGrid(grid, latitude, longitude, options.method ?? 'bilinear', layer);
  if (!Number.isNaN(value)) return value;
  const fallback = nearestAcceptedCell(
    grid,
    latitude,
    longitude,
    () => true,
    options.maxRings ?? 2,
    layer,
  );
  return fallback?.value ?? Number.NaN;
}
