import { describe, expect, it } from 'vitest';
import type { RegularGrid } from './regular-grid.ts';
import { nearestAcceptedCell, sampleGrid, sampleWithNearestFallback } from './regular-grid.ts';

/** A global 4 × 4 grid of 90° cells whose value is 10·row + column; cell centres at ±45°/±135°. */
function syntheticGlobalGrid(values?: number[]): RegularGrid {
  return {
    layout: {
      kind: 'grid',
      valueType: 'float32',
      rows: 2,
      columns: 4,
      layers: 1,
      layerNames: ['value'],
      southDegrees: -90,
      westDegrees: -180,
      cellDegrees: 90,
      registration: 'cell',
      missingValue: null,
      unit: 'test',
    },
    values: new Float32Array(values ?? [0, 1, 2, 3, 10, 11, 12, 13]),
  };
}

describe('sampleGrid', () => {
  it('returns the value of the cell containing the point with nearest sampling', () => {
    const grid = syntheticGlobalGrid();
    expect(sampleGrid(grid, -10, -100, 'nearest')).toBe(0);
    expect(sampleGrid(grid, -10, -80, 'nearest')).toBe(1);
    expect(sampleGrid(grid, 80, 170, 'nearest')).toBe(13);
  });

  it('interpolates bilinearly between cell centres', () => {
    const grid = syntheticGlobalGrid();
    // Midway between the centres at (−45, −135) [0], (−45, −45) [1], (45, −135) [10], (45, −45) [11].
    expect(sampleGrid(grid, 0, -90, 'bilinear')).toBeCloseTo(5.5, 10);
    // On a centre the value is the cell's own.
    expect(sampleGrid(grid, 45, 45, 'bilinear')).toBeCloseTo(12, 10);
  });

  it('wraps across the dateline: points just east and west of ±180° blend the first and last columns', () => {
    const grid = syntheticGlobalGrid();
    const east = sampleGrid(grid, -45, 179.999, 'bilinear');
    const west = sampleGrid(grid, -45, -179.999, 'bilinear');
    // At 180° the point is midway between the centres at 135° (value 3) and −135° (value 0).
    expect(east).toBeCloseTo(1.5, 3);
    expect(west).toBeCloseTo(1.5, 3);
    expect(sampleGrid(grid, -45, 190, 'nearest')).toBe(sampleGrid(grid, -45, -170, 'nearest'));
  });

  it('re-weights over the corners that have data and is NaN only when all are missing', () => {
    const grid = syntheticGlobalGrid([Number.NaN, 4, Number.NaN, Number.NaN, 10, 11, 12, 13]);
    expect(sampleGrid(grid, -45, -90, 'bilinear')).toBeCloseTo(4, 10);
    const empty = syntheticGlobalGrid(new Array(8).fill(Number.NaN));
    expect(Number.isNaN(sampleGrid(empty, 0, 0, 'bilinear'))).toBe(true);
  });
});

describe('land-aware fallbacks', () => {
  it('takes the nearest cell with data when the point falls in a missing cell', () => {
    const grid = syntheticGlobalGrid([Number.NaN, 4, Number.NaN, Number.NaN, 10, 11, 12, 13]);
    // From (−45°, −140°) the centre (−45°, −45°) is ~63° of arc away, (45°, −135°) 90°.
    expect(sampleWithNearestFallback(grid, -45, -140, { method: 'nearest', maxRings: 1 })).toBe(4);
  });

  it('finds the nearest accepted cell by great-circle distance, across the dateline', () => {
    const grid = syntheticGlobalGrid();
    const found = nearestAcceptedCell(grid, -45, -135, (value) => value >= 12, 1);
    // (45°, 135°) is 90° of longitude away across the dateline, nearer than (45°, 45°) at 180°.
    expect(found?.value).toBe(13);
    expect(found?.cell.longitude).toBe(135);
    expect(nearestAcceptedCell(grid, -45, -135, (value) => value > 100, 1)).toBeNull();
  });
});
