import { flowDirectionSteps } from '@hazardscope/hazard-data/build-format';
import { describe, expect, it } from 'vitest';
import { flowDirectionCodes, routeDrainage } from './drainage.ts';

// A 4 × 5 grid (rows south→north), ocean in the first column; a valley along row 1 falls west to the
// sea, with a one-cell pit at (1, 3) that the priority flood fills and drains through.
const rows = 4;
const columns = 5;
// prettier-ignore
const elevation = Int16Array.from([
  0, 30, 40, 50, 60,
  0,  5, 10,  2, 20,
  0, 30, 40, 50, 60,
  0, 40, 50, 60, 70,
]);
const ocean = Uint8Array.from({ length: rows * columns }, (_, cell) =>
  cell % columns === 0 ? 1 : 0,
);

function downstream(codes: Uint8Array, cell: number): number | null {
  const step = flowDirectionSteps[(codes[cell] ?? 0) - 1];
  if (step === undefined) return null;
  const row = Math.floor(cell / columns) + step.rowStep;
  // Columns wrap around (a global grid).
  const column = ((((cell % columns) + step.columnStep) % columns) + columns) % columns;
  return row * columns + column;
}

describe('5′ drainage routing and its flow directions', () => {
  const { area, receiver } = routeDrainage(elevation, ocean, rows, columns, 1);
  const codes = flowDirectionCodes(receiver, rows, columns);

  it('stores a code for every land cell and none for the ocean', () => {
    for (let cell = 0; cell < rows * columns; cell += 1)
      expect(codes[cell] === 0, `cell ${cell}`).toBe(ocean[cell] === 1);
  });

  it('encodes each receiver so that following the code reaches it', () => {
    for (let cell = 0; cell < rows * columns; cell += 1) {
      const expected = receiver[cell] ?? -1;
      expect(downstream(codes, cell)).toBe(expected < 0 ? null : expected);
    }
  });

  it('drains the pit down the valley to the sea, ending at the ocean', () => {
    const pit = 1 * columns + 3;
    const path = [pit];
    for (let cell = downstream(codes, pit); cell !== null; cell = downstream(codes, cell))
      path.push(cell);
    expect(path.slice(0, 3)).toEqual([pit, pit - 1, pit - 2]);
    expect(path).toHaveLength(4);
    expect(ocean[path.at(-1) ?? 0]).toBe(1);
    // The valley mouth gathers the most area of the land cells.
    const landAreas = Array.from(area).filter((_, cell) => ocean[cell] === 0);
    expect(area[1 * columns + 1]).toBe(Math.max(...landAreas));
  });
});
