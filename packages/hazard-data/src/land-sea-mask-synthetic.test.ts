import { describe, expect, it } from 'vitest';
import { greatCircleKilometres } from './geodesy.ts';
import { decodeLandSeaMask, distanceToCoastKilometres, surfaceAt } from './land-sea-mask.ts';
import type { RunLengthMaskLayout } from './manifest.ts';

/**
 * A 4 × 8 global mask of 45° cells, encoded as the data build does. Rows (south → north):
 *   row 0: all ocean; rows 1–2: land except one ocean cell in the last column and a lake in
 *   column 3 of row 2; row 3: all land.
 */
function syntheticMask() {
  const rows: number[][] = [
    [0, 0, 0, 0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1, 1, 1, 0],
    [1, 1, 1, 2, 1, 1, 1, 0],
    [1, 1, 1, 1, 1, 1, 1, 1],
  ];
  // Runs as the data build stores them: LEB128 varints of runLength·8 + value.
  const bytes: number[] = [];
  const rowOffset: number[] = [];
  let runs = 0;
  for (const cells of rows) {
    rowOffset.push(bytes.length);
    let column = 0;
    while (column < cells.length) {
      const value = cells[column]!;
      let length = 1;
      while (cells[column + length] === value) length += 1;
      let token = length * 8 + value;
      while (token >= 0x80) {
        bytes.push((token & 0x7f) | 0x80);
        token = Math.floor(token / 0x80);
      }
      bytes.push(token);
      runs += 1;
      column += length;
    }
  }
  rowOffset.push(bytes.length);
  const layout: RunLengthMaskLayout = {
    kind: 'run-length-mask',
    rows: 4,
    columns: 8,
    runs,
    southDegrees: -90,
    westDegrees: -180,
    cellDegrees: 45,
    values: { '0': 'ocean', '1': 'land', '2': 'lake' },
    shorelineFlag: 4,
  };
  return decodeLandSeaMask(
    layout,
    new Uint8Array([...new Uint8Array(new Uint32Array(rowOffset).buffer), ...bytes]),
  );
}

describe('run-length land–sea mask', () => {
  const mask = syntheticMask();

  it('decodes the surface of every run', () => {
    expect(surfaceAt(mask, -60, 0)).toBe('ocean');
    expect(surfaceAt(mask, -20, 0)).toBe('land');
    expect(surfaceAt(mask, 20, -30)).toBe('lake');
    expect(surfaceAt(mask, 20, 170)).toBe('ocean');
  });

  it('measures the distance to the nearest ocean cell centre, across the dateline', () => {
    // From the land cell centre (22.5°, −157.5°) the ocean cell (22.5°, 157.5°) is 45° of longitude
    // away across the dateline; the ocean row to the south is farther.
    const expected = greatCircleKilometres(22.5, -157.5, 22.5, 157.5);
    expect(distanceToCoastKilometres(mask, 22.5, -157.5)).toBeCloseTo(expected, 6);
  });

  it('does not treat a lake as coast and is zero at sea', () => {
    const fromLake = distanceToCoastKilometres(mask, 22.5, -22.5);
    expect(fromLake).toBeGreaterThan(0);
    expect(distanceToCoastKilometres(mask, -60, 0)).toBe(0);
  });

  it('finds the ocean in another row when it is nearer than in the site row', () => {
    // From (67.5°, 22.5°) the row has no ocean; the nearest ocean is a row south.
    const expected = Math.min(
      greatCircleKilometres(67.5, 22.5, 22.5, 157.5),
      greatCircleKilometres(67.5, 22.5, -22.5, 157.5),
      greatCircleKilometres(67.5, 22.5, -67.5, 22.5),
    );
    expect(distanceToCoastKilometres(mask, 67.5, 22.5)).toBeCloseTo(expected, 6);
  });
});
