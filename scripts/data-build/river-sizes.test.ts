import { drainageAreaCodesPerDecade } from '@hazardscope/hazard-data/build-format';
import { describe, expect, it } from 'vitest';
import { downstreamEnd, riverCourses, vertexCatchmentCodes } from './river-sizes.ts';

/** Line starts and flat (longitude, latitude) coordinates of the given lines, with the closing start. */
function lines(...points: [number, number][][]): { lineStart: number[]; coordinates: number[] } {
  const lineStart: number[] = [];
  const coordinates: number[] = [];
  for (const line of points) {
    lineStart.push(coordinates.length / 2);
    for (const [longitude, latitude] of line) coordinates.push(longitude, latitude);
  }
  lineStart.push(coordinates.length / 2);
  return { lineStart, coordinates };
}

const noDrainage = () => 0;
const noSea = () => false;
const codeOf = (areaSquareKilometres: number) =>
  Math.round(drainageAreaCodesPerDecade * Math.log10(areaSquareKilometres));

describe('riverCourses', () => {
  it('joins lines cut at a whole degree, whichever way each runs', () => {
    // A river cut at longitude 10 and 11; the middle piece is drawn the other way.
    const { lineStart, coordinates } = lines(
      [
        [9.6, 45.2],
        [10, 45.3],
      ],
      [
        [11, 45.5],
        [10.5, 45.4],
        [10, 45.3],
      ],
      [
        [11, 45.5],
        [11.4, 45.6],
      ],
    );
    expect(riverCourses(lineStart, coordinates)).toEqual([
      {
        lines: [
          { line: 0, reversed: false },
          { line: 1, reversed: true },
          { line: 2, reversed: false },
        ],
      },
    ]);
  });

  it('keeps lines apart where they meet off a whole degree or where three meet', () => {
    const { lineStart, coordinates } = lines(
      // Two lines meeting at (10.5, 45.3): a confluence, not a cut.
      [
        [10.2, 45.2],
        [10.5, 45.3],
      ],
      [
        [10.5, 45.3],
        [10.8, 45.4],
      ],
      // Three lines meeting on longitude 12.
      [
        [11.6, 46],
        [12, 46.1],
      ],
      [
        [12, 46.1],
        [12.4, 46.2],
      ],
      [
        [12, 46.1],
        [12.2, 46.5],
      ],
    );
    expect(riverCourses(lineStart, coordinates).map((course) => course.lines.length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });
});

describe('vertexCatchmentCodes', () => {
  // A river along latitude 45.3 cut at longitude 10: a station on the western piece sizes the
  // eastern piece up to 100 km along the river, and no further.
  const { lineStart, coordinates } = lines(
    [
      [9.8, 45.3],
      [10, 45.3],
    ],
    [
      [10, 45.3],
      [10.5, 45.3],
      [11.5, 45.3],
    ],
  );
  const station = { latitude: 45.301, longitude: 9.8, areaSquareKilometres: 20_000 };

  it('carries a station across a whole-degree cut within its reach', () => {
    const codes = vertexCatchmentCodes(lineStart, coordinates, [station], noDrainage, noSea);
    // Vertices at 0, 15.7, 15.7, 54.8 and 133 km from the station.
    expect([...codes]).toEqual([codeOf(20_000), codeOf(20_000), codeOf(20_000), codeOf(20_000), 0]);
  });

  it('does not carry it to a line that meets the river off a whole degree', () => {
    const confluence = lines(
      [
        [9.8, 45.3],
        [10.1, 45.3],
      ],
      [
        [10.1, 45.3],
        [10.3, 45.3],
      ],
    );
    const codes = vertexCatchmentCodes(
      confluence.lineStart,
      confluence.coordinates,
      [station],
      noDrainage,
      noSea,
    );
    expect([...codes]).toEqual([codeOf(20_000), codeOf(20_000), 0, 0]);
  });
});

describe('downstreamEnd', () => {
  it('reads the flow from stations whose catchment grows along the river', () => {
    const stations = [
      { position: 10, area: 1_000 },
      { position: 80, area: 5_000 },
      { position: 300, area: 9_000 },
    ];
    expect(downstreamEnd(stations, false, false)).toBe('end');
    expect(
      downstreamEnd(
        stations.map(({ position, area }) => ({ position: -position, area })),
        false,
        false,
      ),
    ).toBe('start');
  });

  it('reads it from the sea where one end reaches it, and gives up where the two disagree', () => {
    expect(downstreamEnd([{ position: 10, area: 1_000 }], true, false)).toBe('start');
    expect(downstreamEnd([{ position: 10, area: 1_000 }], true, true)).toBeNull();
    const growing = [
      { position: 10, area: 1_000 },
      { position: 80, area: 5_000 },
    ];
    expect(downstreamEnd(growing, true, false)).toBeNull();
  });

  it('leaves a river whose stations do not grow one way unknown', () => {
    const mixed = [
      { position: 10, area: 1_000 },
      { position: 80, area: 5_000 },
      { position: 200, area: 2_000 },
    ];
    expect(downstreamEnd(mixed, false, true)).toBeNull();
  });
});

describe('vertexCatchmentCodes downstream of the last station', () => {
  // A river running east to the sea at longitude 14, cut at 11, 12 and 13, with one station near
  // its upstream end: beyond the 100 km reach the rest of the river to the sea takes its catchment.
  const { lineStart, coordinates } = lines(
    [
      [10.5, 45.3],
      [11, 45.3],
    ],
    [
      [11, 45.3],
      [12, 45.3],
    ],
    [
      [12, 45.3],
      [13, 45.3],
    ],
    [
      [13, 45.3],
      [14, 45.3],
    ],
  );
  const station = { latitude: 45.301, longitude: 10.5, areaSquareKilometres: 300_000 };
  const seaAtFourteen = (_latitude: number, longitude: number) => longitude >= 14;

  it('carries the catchment to the mouth, not upstream beyond the reach', () => {
    const toSea = vertexCatchmentCodes(
      lineStart,
      coordinates,
      [station],
      noDrainage,
      seaAtFourteen,
    );
    expect(new Set(toSea)).toEqual(new Set([codeOf(300_000)]));
    // Without a known mouth only the 100 km reach is sized: 10.5–11.7° E.
    const unknown = vertexCatchmentCodes(lineStart, coordinates, [station], noDrainage, noSea);
    expect([...unknown]).toEqual([
      codeOf(300_000),
      codeOf(300_000),
      codeOf(300_000),
      0,
      0,
      0,
      0,
      0,
    ]);
  });

  it('does not carry it upstream from a station near the mouth', () => {
    const nearMouth = { latitude: 45.301, longitude: 14, areaSquareKilometres: 300_000 };
    const codes = vertexCatchmentCodes(
      lineStart,
      coordinates,
      [nearMouth],
      noDrainage,
      seaAtFourteen,
    );
    // Only the vertices within 100 km upstream of the mouth (from 12.7° E) are sized.
    expect([...codes]).toEqual([0, 0, 0, 0, 0, codeOf(300_000), codeOf(300_000), codeOf(300_000)]);
  });
});
