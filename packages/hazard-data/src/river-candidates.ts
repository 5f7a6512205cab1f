import type { SiteHazardContext } from '@hazardscope/contracts';
import { drainageAreaSquareKilometres } from './drainage.ts';
import {
  bankfullWidthMetres,
  channelPositionErrorKilometres,
  floodplainHeightMetres,
  meanderBeltWidthMetres,
} from './floodplain.ts';
import { meanDischargeCubicMetresPerSecond } from './site-river-discharge.ts';
import { kilometresPerDegree } from './geodesy.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { gridValue, nearestCell } from './regular-grid.ts';
import type { NearestRiverPoint } from './river-network.ts';
import {
  naturalEarthGlobalRiverClass,
  naturalEarthRiverClass,
  riverPointsNear,
} from './river-network.ts';
import type { DrainageReached } from './site-river.ts';
import { embeddedElevationMetres } from './site-terrain.ts';

/**
 * Radius within which mapped rivers are weighed as the river a site floods from (km): 25 — wider
 * than the floodplain of all but the largest rivers (GFPLAIN floodplains of the lower Mississippi or
 * the Ganges reach ~20 km from the channel), so the big river is among the candidates wherever the
 * site lies in its floodplain.
 */
const candidateRadiusKilometres = 25;

type Terrain = SiteHazardContext['terrain'];
type HeightSource = NonNullable<SiteHazardContext['riverFlood']['river']>['heightSource'];

/** A mapped river near the site, sized and set against the site's height above it. */
export interface RiverCandidate {
  point: NearestRiverPoint;
  channelDataset: string;
  catchmentAreaSquareKilometres: number;
  catchmentSource: 'GRDC station catalogue' | '5′ drainage grid';
  channelPositionErrorKilometres: number;
  heightAboveRiverMetres: number;
  heightUncertaintyMetres: number;
  heightSource: HeightSource;
  heightResolved: boolean;
  floodplainHeightMetres: number;
  /** Half the meander belt of the river (km): the floodplain's width on each side at least. */
  beltHalfWidthKilometres: number;
  meanDischargeCubicMetresPerSecond: number;
  withinFloodplain: boolean;
}

/** The largest upstream area (km²) of the 5′ drainage within one cell of a point. */
function drainageAreaNear(store: HazardDataStore, latitude: number, longitude: number): number {
  const centre = nearestCell(store.drainageArea.layout, latitude, longitude);
  let largest = 0;
  for (let rowStep = -1; rowStep <= 1; rowStep += 1)
    for (let columnStep = -1; columnStep <= 1; columnStep += 1) {
      const code = gridValue(store.drainageArea, centre.row + rowStep, centre.column + columnStep);
      if (!Number.isNaN(code)) largest = Math.max(largest, drainageAreaSquareKilometres(code));
    }
  return largest;
}

/** The lowest 5′ ground (m) of the cells within one cell of a point; sea cells count as 0. */
function lowestGroundNear(store: HazardDataStore, latitude: number, longitude: number): number {
  const centre = nearestCell(store.elevation.layout, latitude, longitude);
  let lowest = Number.POSITIVE_INFINITY;
  for (let rowStep = -1; rowStep <= 1; rowStep += 1)
    for (let columnStep = -1; columnStep <= 1; columnStep += 1) {
      const value = gridValue(store.elevation, centre.row + rowStep, centre.column + columnStep);
      if (!Number.isNaN(value)) lowest = Math.min(lowest, Math.max(0, value));
    }
  return lowest;
}

/**
 * Whether a site's height above a river is resolved. The embedded 5′ grid interpolates within a
 * cell, so it resolves a height only beyond `resolvingKilometres` from the channel (one cell from a
 * mapped line, two from a derived channel). At any distance, and whatever gives the site's ground
 * (the grid, the user, an elevation service), a height of 0 is not a measurement: it is
 * max(0, ground − channel), the channel's level being the embedded grid's (a cell mean, an upper
 * bound of the water level), and 0 says only that the ground is no higher than that level — the
 * floor of the clamp, a lower bound by construction (Montreal's centre, 20 m on the grid, against
 * the Richelieu's 5′ level 23 km east; Lagos mainland entered at 3 m against the Ogun's 5′ level).
 * Such a height is spread over the floodplain (engine `uncertain-ground-flood-curve.ts`). Fine
 * terrain measures the drainage's own level, and resolves it.
 */
export function heightAboveRiverResolved(reading: {
  source: HeightSource;
  heightAboveRiverMetres: number;
  distanceKilometres: number;
  resolvingKilometres: number;
}): boolean {
  if (reading.source === 'fine terrain') return true;
  if (reading.heightAboveRiverMetres <= 0) return false;
  return (
    reading.source !== 'embedded 5′ grid' ||
    reading.distanceKilometres > reading.resolvingKilometres
  );
}

export function heightSourceOf(terrain: Terrain): HeightSource {
  if (terrain.fineTerrain) return 'fine terrain';
  if (terrain.elevationSource.kind === 'user') return 'ground given by the user';
  if (terrain.elevationSource.kind === 'external') return 'external elevation service';
  return 'embedded 5′ grid';
}

/**
 * The site's height above a mapped channel point. On fine terrain, its height above the drainage
 * its flow path reaches on the fine grid (HAND, Rennó et al. 2008). Otherwise the site's ground (the
 * user's, an elevation service's, or the embedded grid's) minus the channel's level, read on the
 * embedded 5′ grid at the channel point (bilinear, at least sea level): between the channel and
 * the site the embedded ground is interpolated linearly, so a site beside the channel stands near its
 * level and a hill a few km away stands by the valley's rise above it. A 5′ cell mean overstates the
 * level of the channel in its valley, so with the embedded channel level the height is a lower
 * bound. The uncertainty is the rise of the interpolated ground over the channel's position error.
 */
function heightAbove(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  terrain: Terrain,
  point: NearestRiverPoint,
  positionErrorKilometres: number,
): { height: number; uncertainty: number } {
  // The site's own ground (the user's, else the fine terrain's) above the fine drainage level.
  const fine = terrain.fineTerrain;
  if (fine)
    return {
      height: Math.max(0, terrain.elevationMetres - fine.drainageLevelMetres),
      uncertainty: 0,
    };
  // With the site's own ground, the channel is taken at the lowest 5′ ground within a cell of the
  // mapped point (the cell means nearest the water level; still an upper bound of it), so that a
  // true ground height shows its full difference from the river.
  const ownGround = terrain.elevationSource.kind !== 'embedded';
  const channelLevel = Math.max(
    0,
    ownGround
      ? Math.min(
          embeddedElevationMetres(store, point.latitude, point.longitude, 'land'),
          lowestGroundNear(store, point.latitude, point.longitude),
        )
      : embeddedElevationMetres(store, point.latitude, point.longitude, 'land'),
  );
  const embeddedSiteLevel = embeddedElevationMetres(store, latitude, longitude, 'land');
  const risePerKilometre =
    Math.abs(embeddedSiteLevel - channelLevel) / Math.max(0.1, point.distanceKilometres);
  return {
    height: Math.max(0, terrain.elevationMetres - channelLevel),
    uncertainty: risePerKilometre * Math.min(positionErrorKilometres, point.distanceKilometres),
  };
}

/**
 * Whether a river's floodplain holds the site. On fine terrain its height above the drainage decides
 * (HAND at most the GFPLAIN height). Where the site's own ground is known (the user's or an
 * elevation service's) it decides within one cell of the channel too, when it is low enough above
 * the channel and no higher than the embedded 5′ ground about the site: the cell mean averages the
 * valley floor with the bluffs, so ground below it lies on the lower part of the cell's relief, and
 * ground above it may be a bluff whose height above the channel the cell-mean channel level (an
 * upper bound of the water level) understates (the Davenport upland, 210 m, stands 16 m above the
 * 194 m the 5′ grid gives the Mississippi there, which flows at about 171 m). Otherwise the river lines
 * place the channel to within their position error while the 5′ grid cannot see a valley narrower
 * than its cell: within one cell the floodplain is the river's meander belt (its width from the
 * discharge, Williams 1986) about the channel as far as the line may be off; beyond a cell the grid
 * resolves the valley floor and the height decides. A height above the GFPLAIN floodplain height —
 * the embedded ground's, or the ground the user gave, above the embedded channel level — puts the
 * site outside at any distance.
 */
function withinFloodplain(site: {
  fineTerrain: boolean;
  siteGroundKnown: boolean;
  /** The site's ground (m above sea level) and the embedded 5′ ground there (bilinear). */
  siteGroundMetres: number;
  embeddedGroundMetres: number;
  distanceKilometres: number;
  positionErrorKilometres: number;
  beltHalfWidthKilometres: number;
  cellKilometres: number;
  heightAboveRiverMetres: number;
  floodplainHeightMetres: number;
  drainsToRiver: () => boolean;
}): boolean {
  const lowEnough = site.heightAboveRiverMetres <= site.floodplainHeightMetres;
  if (site.fineTerrain || !lowEnough) return lowEnough;
  if (site.distanceKilometres - site.positionErrorKilometres <= site.beltHalfWidthKilometres)
    return true;
  // The site's own ground, low enough above a channel within a cell and in the lower part of the
  // cell's relief: on its floodplain.
  if (
    site.siteGroundKnown &&
    site.distanceKilometres <= site.cellKilometres &&
    site.siteGroundMetres <= site.embeddedGroundMetres
  )
    return true;
  // Beyond the belt only a valley floor the grid resolves (beyond one cell), hydrologically
  // connected to the river (the GFPLAIN floodplain is the land draining to the channel below its
  // flood level). Within a cell a flat 5′ relief is no evidence: a cell mean flattens the bluffs of
  // a valley as it does a delta (the Davenport bluff and the Dhaka delta read alike).
  return site.distanceKilometres > site.cellKilometres && site.drainsToRiver();
}

/**
 * One river mapped twice: Natural Earth's global centerline and a WDBII line of the permanent major
 * rivers (levels 1–2) that lies as near the site to within the Natural Earth line's position error.
 * WDBII is drawn at a finer scale, so its line is kept, with the larger of the two catchments (the
 * GRDC stations may stand on either line); the Natural Earth line is dropped.
 */
function mergeDuplicateCoarseLines(
  points: NearestRiverPoint[],
): { point: NearestRiverPoint; catchmentCode: number }[] {
  const coarse = points.filter((point) => point.riverClass === naturalEarthGlobalRiverClass);
  const dropped = new Set<NearestRiverPoint>();
  const merged = points.map((point) => {
    if (point.riverClass === null || point.riverClass > 2)
      return { point, catchmentCode: point.catchmentCode };
    let catchmentCode = point.catchmentCode;
    for (const other of coarse)
      if (
        Math.abs(other.distanceKilometres - point.distanceKilometres) <=
        channelPositionErrorKilometres.naturalEarth
      ) {
        dropped.add(other);
        catchmentCode = Math.max(catchmentCode, other.catchmentCode);
      }
    return { point, catchmentCode };
  });
  return merged.filter((entry) => !dropped.has(entry.point));
}

/** The mapped rivers within `candidateRadiusKilometres` of the site, each sized and weighed. */
export function riverCandidates(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  terrain: Terrain,
  annualPrecipitationMillimetres: number,
  sitePath: () => DrainageReached,
): RiverCandidate[] {
  const cellKilometres = kilometresPerDegree * store.elevation.layout.cellDegrees;
  const points = riverPointsNear(store.rivers, latitude, longitude, candidateRadiusKilometres);
  // The lines near where the site's 5′ flow path meets a river: the rivers the site drains to.
  let drainedLines: Set<number> | undefined;
  const drainsTo = (line: number) => {
    if (drainedLines === undefined) {
      const reached = sitePath();
      const at =
        reached.kind === 'mapped' ? reached.point : reached.kind === 'derived' ? reached : null;
      drainedLines = new Set(
        at === null
          ? []
          : riverPointsNear(store.rivers, at.latitude, at.longitude, 2 * cellKilometres).map(
              (near) => near.line,
            ),
      );
    }
    return drainedLines.has(line);
  };
  return mergeDuplicateCoarseLines(points).map(({ point, catchmentCode }) => {
    const naturalEarth =
      point.riverClass === naturalEarthRiverClass ||
      point.riverClass === naturalEarthGlobalRiverClass;
    const positionError = naturalEarth
      ? channelPositionErrorKilometres.naturalEarth
      : channelPositionErrorKilometres.wdbii;
    const grdcArea = drainageAreaSquareKilometres(catchmentCode);
    const area =
      grdcArea > 0
        ? grdcArea
        : Math.max(100, drainageAreaNear(store, point.latitude, point.longitude));
    const { height, uncertainty } = heightAbove(
      store,
      latitude,
      longitude,
      terrain,
      point,
      positionError,
    );
    const source = heightSourceOf(terrain);
    const floodplainHeight = floodplainHeightMetres(area);
    const discharge = meanDischargeCubicMetresPerSecond(
      store.dischargeRelation,
      area,
      annualPrecipitationMillimetres,
    );
    const beltHalfWidth = meanderBeltWidthMetres(bankfullWidthMetres(discharge)) / 2000;
    return {
      point,
      channelDataset:
        point.riverClass === naturalEarthRiverClass
          ? 'Natural Earth 10m Australia'
          : point.riverClass === naturalEarthGlobalRiverClass
            ? 'Natural Earth 10m global'
            : `WDBII level ${point.riverClass ?? '?'}`,
      catchmentAreaSquareKilometres: area,
      catchmentSource: grdcArea > 0 ? 'GRDC station catalogue' : '5′ drainage grid',
      channelPositionErrorKilometres: positionError,
      heightAboveRiverMetres: height,
      heightUncertaintyMetres: uncertainty,
      heightSource: source,
      heightResolved: heightAboveRiverResolved({
        source,
        heightAboveRiverMetres: height,
        distanceKilometres: point.distanceKilometres,
        resolvingKilometres: cellKilometres,
      }),
      floodplainHeightMetres: floodplainHeight,
      beltHalfWidthKilometres: beltHalfWidth,
      meanDischargeCubicMetresPerSecond: discharge,
      withinFloodplain: withinFloodplain({
        fineTerrain: source === 'fine terrain',
        siteGroundKnown: source !== 'embedded 5′ grid',
        siteGroundMetres: terrain.elevationMetres,
        embeddedGroundMetres: embeddedElevationMetres(store, latitude, longitude, 'land'),
        distanceKilometres: point.distanceKilometres,
        positionErrorKilometres: positionError,
        beltHalfWidthKilometres: beltHalfWidth,
        cellKilometres,
        heightAboveRiverMetres: height,
        floodplainHeightMetres: floodplainHeight,
        drainsToRiver: () => drainsTo(point.line),
      }),
    };
  });
}

/**
 * A river counts as bigger than the nearest one when its catchment is over twice as large: the
 * pieces of one river's line differ by less where tributaries join, a big river beside a small one
 * by orders of magnitude.
 */
const biggerRiverRatio = 2;

/**
 * The river a site floods from: the nearest mapped river, unless a bigger river's floodplain holds
 * the site (its height above that river at most the GFPLAIN floodplain height) — then the biggest
 * such river, not the small channel beside it. Where the nearest river's floodplain does not hold
 * the site and no bigger one does, the nearest river, outside whose floodplain the site lies. (A
 * farther river of the same size is not weighed: on the 5′ grid a site a few km from one river and
 * ten from another cannot be told to lie on the second's valley floor rather than on a hill.)
 */
export function floodingRiver(candidates: readonly RiverCandidate[]): RiverCandidate | null {
  const nearest = candidates[0];
  if (nearest === undefined) return null;
  let chosen = nearest;
  for (const candidate of candidates) {
    if (
      candidate.withinFloodplain &&
      candidate.catchmentAreaSquareKilometres >
        biggerRiverRatio * nearest.catchmentAreaSquareKilometres &&
      candidate.catchmentAreaSquareKilometres > chosen.catchmentAreaSquareKilometres
    )
      chosen = candidate;
  }
  return chosen;
}
