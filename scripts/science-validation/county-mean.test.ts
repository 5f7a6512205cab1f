// The county sample and the Not Calculated rule of the county means (METHODS.md §6.1), on small
// synthetic polygons; and the whole chain on two small squares with the real engine.
import { loadHazardData } from '@hazardscope/hazard-data';
import { describe, expect, it } from 'vitest';
import { realSiteAnalyser } from './analyse-real-site.ts';
import type { CountyBoundary } from './county-boundaries.ts';
import {
  countyMeanAnalyser,
  countySample,
  evenSubsample,
  gridNodesInside,
  insideRings,
  meanOverPoints,
} from './county-mean.ts';
import { loadScienceReferences } from './science-references.ts';
import type { EngineObservation } from './verdict.ts';

/** A closed square ring of (longitude, latitude) from its south-west corner and side (degrees). */
function square(west: number, south: number, side: number): [number, number][] {
  return [
    [west, south],
    [west + side, south],
    [west + side, south + side],
    [west, south + side],
    [west, south],
  ];
}

const value = (engineValue: number): EngineObservation => ({ kind: 'value', value: engineValue });
const notCalculated: EngineObservation = { kind: 'notCalculated', reason: 'ground unknown' };

describe('gridNodesInside', () => {
  it('keeps the whole multiples of the spacing inside the rings, south to north then west to east', () => {
    const nodes = gridNodesInside([square(-0.01, -0.01, 0.1)], 0.02);
    expect(nodes).toHaveLength(25);
    expect(nodes.slice(0, 2)).toEqual([
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 0.02 },
    ]);
    expect(nodes.at(-1)).toEqual({ latitude: 0.08, longitude: 0.08 });
  });
  it('leaves out the nodes in a hole (even–odd over the rings)', () => {
    const rings = [square(-0.01, -0.01, 0.1), square(0.03, 0.03, 0.02)];
    expect(insideRings(rings, { latitude: 0.04, longitude: 0.04 })).toBe(false);
    expect(insideRings(rings, { latitude: 0.02, longitude: 0.04 })).toBe(true);
    expect(gridNodesInside(rings, 0.02)).toHaveLength(24);
  });
});

describe('evenSubsample', () => {
  it('keeps the items at positions ⌊i·n/maximum⌋, or all of them when there are few', () => {
    const items = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(evenSubsample(items, 4)).toEqual([0, 2, 5, 7]);
    expect(evenSubsample(items, 10)).toEqual(items);
    expect(evenSubsample(items.slice(0, 3), 4)).toEqual([0, 1, 2]);
  });
});

describe('countySample', () => {
  const rings = [square(-0.01, -0.01, 0.1)];
  const rule = { gridSpacingDegrees: 0.02, maximumPoints: 10 };
  it('samples the urban nodes only, where the county has some', () => {
    const sample = countySample(rings, ({ longitude }) => longitude < 0.03, rule);
    expect(sample).toMatchObject({ urban: true, countyNodes: 25, urbanNodes: 10 });
    expect(sample.points.every((point) => point.longitude < 0.03)).toBe(true);
  });
  it('samples all the county where none of its nodes is urban, capped evenly', () => {
    const sample = countySample(rings, () => false, rule);
    expect(sample).toMatchObject({ urban: false, countyNodes: 25, urbanNodes: 0 });
    expect(sample.points).toHaveLength(10);
    expect(sample.points[0]).toEqual({ latitude: 0, longitude: 0 });
  });
});

describe('meanOverPoints', () => {
  it('averages the calculated points and never counts a Not Calculated one as 0', () => {
    const mean = meanOverPoints([value(1), value(3), notCalculated]);
    expect(mean).toEqual({ observation: value(2), points: 3, notCalculatedPoints: 1 });
  });
  it('keeps a mean when exactly half of the points are Not Calculated', () => {
    expect(meanOverPoints([value(0.5), notCalculated]).observation).toEqual(value(0.5));
  });
  it('is Not Calculated when most points are, with how many and the reason', () => {
    const mean = meanOverPoints([value(1), notCalculated, notCalculated]);
    expect(mean.observation).toEqual({
      kind: 'notCalculated',
      reason: 'at 2 of 3 points; the first: ground unknown',
    });
  });
  it('is Not Calculated when no point was analysed', () => {
    expect(meanOverPoints([]).observation.kind).toBe('notCalculated');
  });
});

describe('countyMeanAnalyser with the engine', () => {
  const hazardData = loadHazardData();
  const loaded = loadScienceReferences().references.filter((reference) =>
    ['dallas-nri-wind-loss-rate', 'dallas-nri-hurricane-loss-rate'].includes(reference.id),
  );
  // And one made up for the test: coastal inundation at Dallas, 400 km from the sea, where the
  // engine does not compute it (beyond 50 km of the coast).
  const hurricane = loaded.find((reference) => reference.id === 'dallas-nri-hurricane-loss-rate');
  const references =
    hurricane === undefined
      ? loaded
      : [
          ...loaded,
          { ...hurricane, id: 'dallas-inland-coastal-test', hazard: 'inundation' as const },
        ];
  // Two made-up counties: 0.1° of central Dallas, and 0.1° of open sea in the Gulf of Mexico.
  const counties = new Map<string, CountyBoundary>([
    ['99001', { fips: '99001', name: 'Downtown', rings: [square(-96.85, 32.73, 0.1)] }],
    ['99002', { fips: '99002', name: 'Gulf', rings: [square(-90.05, 26.05, 0.1)] }],
  ]);
  const means = countyMeanAnalyser(realSiteAnalyser(hazardData), counties, hazardData.urbanAreas, {
    gridSpacingDegrees: 0.02,
    maximumPoints: 6,
  });

  it('averages each reference over the urban points, a hazard not calculated anywhere staying so', () => {
    const byId = means('99001', 'SH', references);
    const wind = byId.get('dallas-nri-wind-loss-rate');
    expect(wind).toMatchObject({ urban: true, nodes: 25, points: 6, refusedPoints: 0 });
    expect(wind?.observation.kind).toBe('value');
    const cyclone = byId.get('dallas-nri-hurricane-loss-rate');
    expect(cyclone).toMatchObject({ points: 6, notCalculatedPoints: 0 });
    expect(cyclone?.observation.kind).toBe('value');
    const coastal = byId.get('dallas-inland-coastal-test');
    expect(coastal).toMatchObject({ points: 6, notCalculatedPoints: 6 });
    expect(coastal?.observation.kind).toBe('notCalculated');
  });
  it('leaves the points the engine refuses (at sea) out, and is then Not Calculated', () => {
    const wind = means('99002', 'SH', references).get('dallas-nri-wind-loss-rate');
    expect(wind).toMatchObject({ urban: false, points: 0, refusedPoints: 6 });
    expect(wind?.observation.kind).toBe('notCalculated');
  });
});
