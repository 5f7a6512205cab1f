import { describe, expect, it } from 'vitest';
import { splitAtAntimeridian } from './offline-style.ts';

describe('splitAtAntimeridian', () => {
  it('breaks a line where it jumps across ±180° and keeps the rest whole', () => {
    const split = splitAtAntimeridian({
      type: 'MultiLineString',
      coordinates: [
        [
          [178, 10],
          [179.9, 10],
          [-179.9, 10],
          [-178, 10],
        ],
        [
          [0, 0],
          [1, 1],
        ],
      ],
    });
    expect(split.coordinates).toEqual([
      [
        [178, 10],
        [179.9, 10],
      ],
      [
        [-179.9, 10],
        [-178, 10],
      ],
      [
        [0, 0],
        [1, 1],
      ],
    ]);
  });
});
