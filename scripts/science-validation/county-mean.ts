// The engine's mean over a county's building stock, for the FEMA NRI county loss rates (references
// flagged `areaMean` with a `countyFips`): a county mean is compared with a county mean, not with
// one house at the city hall. The rule, written down before it was first run (METHODS.md §6.1):
// one Simple House at each node of a regular 0.02° grid inside the county and inside the mapped
// urban land (every node in the county where none is urban), at most 400 nodes (a deterministic
// sub-sample above that); refused points left out; the mean over the points where the quantity is
// calculated, Not Calculated when more than half of the points are.
import { ringContains, urbanSetting, type UrbanAreas } from '@hazardscope/hazard-data';
import type { RealSiteRun } from './analyse-real-site.ts';
import type { CountyBoundary } from './county-boundaries.ts';
import { engineObservation } from './engine-observation.ts';
import type { RealSite, ScienceReference } from './science-references.ts';
import type { EngineObservation } from './verdict.ts';

export interface GeographicPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** How a county's building stock is sampled. */
export interface CountySampleRule {
  /** Spacing of the latitude–longitude grid whose nodes are the sample points (degrees). */
  readonly gridSpacingDegrees: number;
  /** Most points analysed in one county; more are sub-sampled evenly. */
  readonly maximumPoints: number;
}

/**
 * The rule of METHODS.md §6.1: 0.02° (about 2 km) and 400 points, sampling choices made for run
 * time before the first run, not tuned afterwards.
 */
export const countySampleRule: CountySampleRule = { gridSpacingDegrees: 0.02, maximumPoints: 400 };

/** Inside the polygon by the even–odd rule over all its rings (holes are outer rings' inner rings). */
export function insideRings(
  rings: readonly [number, number][][],
  { latitude, longitude }: GeographicPoint,
): boolean {
  return rings.filter((ring) => ringContains(ring, longitude, latitude)).length % 2 === 1;
}

/** Six decimals: grid nodes are whole multiples of the spacing, without floating-point drift. */
const nodeCoordinate = (index: number, spacingDegrees: number) =>
  Number((index * spacingDegrees).toFixed(6));

/**
 * The nodes of the regular grid of `spacingDegrees` (latitudes and longitudes whole multiples of
 * it) inside the rings, south to north and then west to east.
 */
export function gridNodesInside(
  rings: readonly [number, number][][],
  spacingDegrees: number,
): GeographicPoint[] {
  const vertices = rings.flat();
  const latitudes = vertices.map(([, latitude]) => latitude);
  const longitudes = vertices.map(([longitude]) => longitude);
  const nodes: GeographicPoint[] = [];
  const southIndex = Math.ceil(Math.min(...latitudes) / spacingDegrees);
  const northIndex = Math.floor(Math.max(...latitudes) / spacingDegrees);
  const westIndex = Math.ceil(Math.min(...longitudes) / spacingDegrees);
  const eastIndex = Math.floor(Math.max(...longitudes) / spacingDegrees);
  for (let row = southIndex; row <= northIndex; row += 1) {
    for (let column = westIndex; column <= eastIndex; column += 1) {
      const node = {
        latitude: nodeCoordinate(row, spacingDegrees),
        longitude: nodeCoordinate(column, spacingDegrees),
      };
      if (insideRings(rings, node)) nodes.push(node);
    }
  }
  return nodes;
}

/** At most `maximum` items, at positions ⌊i·n/maximum⌋ (i = 0…maximum−1); all of them when fewer. */
export function evenSubsample<Item>(items: readonly Item[], maximum: number): Item[] {
  if (items.length <= maximum) return [...items];
  return Array.from(
    { length: maximum },
    (_, index) => items[Math.floor((index * items.length) / maximum)]!,
  );
}

/** The points a county is sampled at, and how they were chosen. */
export interface CountySample {
  readonly points: readonly GeographicPoint[];
  /** True when the points are the county's urban nodes; false when it has none (all its nodes). */
  readonly urban: boolean;
  /** Grid nodes inside the county, and among them inside the mapped urban land. */
  readonly countyNodes: number;
  readonly urbanNodes: number;
}

/**
 * The county's sample points: its grid nodes inside the urban land (`isUrban`), or all its nodes
 * where none is urban, sub-sampled evenly to at most `rule.maximumPoints`.
 */
export function countySample(
  rings: readonly [number, number][][],
  isUrban: (point: GeographicPoint) => boolean,
  rule: CountySampleRule = countySampleRule,
): CountySample {
  const countyNodes = gridNodesInside(rings, rule.gridSpacingDegrees);
  const urbanNodes = countyNodes.filter(isUrban);
  const urban = urbanNodes.length > 0;
  return {
    points: evenSubsample(urban ? urbanNodes : countyNodes, rule.maximumPoints),
    urban,
    countyNodes: countyNodes.length,
    urbanNodes: urbanNodes.length,
  };
}

/** The engine's values at a county's points, reduced to one county value. */
export interface PointsMean {
  /** The mean over the calculated points, or Not Calculated (not reported) for most points. */
  readonly observation: EngineObservation;
  /** Points analysed (refused ones excluded), and among them those without a value. */
  readonly points: number;
  readonly notCalculatedPoints: number;
}

/**
 * The arithmetic mean over the points with a value; a point Not Calculated (or not reported) is
 * left out, never counted as 0. Most points (more than half) without a value, or no point at all,
 * make the county value Not Calculated (or not reported), with the first such point's reason.
 */
export function meanOverPoints(observations: readonly EngineObservation[]): PointsMean {
  const values = observations.flatMap((observation) =>
    observation.kind === 'value' ? [observation.value] : [],
  );
  const points = observations.length;
  const notCalculatedPoints = points - values.length;
  const firstMissing = observations.find((observation) => observation.kind !== 'value');
  if (points === 0)
    return {
      observation: { kind: 'notCalculated', reason: 'no point of the area was analysed' },
      points,
      notCalculatedPoints,
    };
  if (2 * notCalculatedPoints > points && firstMissing !== undefined)
    return {
      observation: {
        kind: firstMissing.kind,
        reason: `at ${notCalculatedPoints} of ${points} points; the first: ${firstMissing.reason}`,
      },
      points,
      notCalculatedPoints,
    };
  const sum = values.reduce((total, value) => total + value, 0);
  return {
    observation: { kind: 'value', value: sum / values.length },
    points,
    notCalculatedPoints,
  };
}

/** One county's mean for one reference, with how it was sampled. */
export interface CountyMean extends PointsMean {
  readonly countyFips: string;
  readonly countyName: string;
  readonly urban: boolean;
  /** The grid nodes the points were drawn from (urban ones, or all the county's). */
  readonly nodes: number;
  /** Points the engine refused (at sea by its land mask), left out of the sample. */
  readonly refusedPoints: number;
}

/** Analyses an archetype at a place; throws when the place is refused. */
export type PointAnalyser = (site: RealSite, archetype: string) => RealSiteRun;

/**
 * Means of several references of one county and archetype, by reference id: the county's points
 * are analysed once each, every reference read at every point, and each run dropped after it.
 */
export type CountyMeanAnalyser = (
  countyFips: string,
  archetype: string,
  references: readonly ScienceReference[],
) => ReadonlyMap<string, CountyMean>;

/** The county-mean analyser over the committed county outlines and the engine's urban areas. */
export function countyMeanAnalyser(
  analyse: PointAnalyser,
  counties: ReadonlyMap<string, CountyBoundary>,
  urbanAreas: UrbanAreas,
  rule: CountySampleRule = countySampleRule,
): CountyMeanAnalyser {
  // The site's own test of `insideUrbanArea`; the distance it also returns is not needed here.
  const isUrban = ({ latitude, longitude }: GeographicPoint) =>
    urbanSetting(urbanAreas, latitude, longitude, 0).insideUrbanArea;
  return (countyFips, archetype, references) => {
    const county = counties.get(countyFips);
    if (county === undefined) throw new Error(`no outline for county ${countyFips}`);
    const sample = countySample(county.rings, isUrban, rule);
    const observations = references.map((): EngineObservation[] => []);
    let refusedPoints = 0;
    sample.points.forEach((point, index) => {
      let run: RealSiteRun;
      try {
        run = analyse(
          {
            id: `county-${countyFips}-point-${index}`,
            name: `${county.name} point ${index}`,
            ...point,
          },
          archetype,
        );
      } catch {
        refusedPoints += 1;
        return;
      }
      references.forEach((reference, referenceIndex) =>
        observations[referenceIndex]!.push(engineObservation(reference, run)),
      );
    });
    return new Map(
      references.map((reference, referenceIndex) => [
        reference.id,
        {
          ...meanOverPoints(observations[referenceIndex]!),
          countyFips,
          countyName: county.name,
          urban: sample.urban,
          nodes: sample.urban ? sample.urbanNodes : sample.countyNodes,
          refusedPoints,
        },
      ]),
    );
  };
}
