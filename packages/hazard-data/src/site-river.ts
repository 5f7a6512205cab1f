import type { SiteHazardContext } from '@hazardscope/contracts';
import { riverSearchRadiusKilometres } from '@hazardscope/contracts';
import { z } from 'zod';
import { drainageAreaSquareKilometres } from './drainage.ts';
import { greatCircleKilometres, kilometresPerDegree } from './geodesy.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { cellCentre, gridValue, nearestCell, sampleGrid } from './regular-grid.ts';
import { nearestRiverPoint } from './river-network.ts';
import type { SiteNotes } from './site-notes.ts';

/**
 * Mean discharge against catchment area and annual precipitation, fitted by the data build to the
 * GRDC station catalogue: log10 Q̄ = intercept + areaExponent·log10 A + precipitationExponent·log10 P
 * (Q̄ m³/s, A km², P mm/yr). Only these coefficients are shipped, never a station record.
 */
export const dischargeRelationSchema = z.object({
  intercept: z.number(),
  areaExponent: z.number(),
  precipitationExponent: z.number(),
  residualStandardDeviationLog10: z.number().positive(),
  coefficientOfDetermination: z.number(),
  stations: z.number().int().positive(),
});
export type DischargeRelation = z.infer<typeof dischargeRelationSchema>;

/**
 * Smallest catchment (km²) at which a channel derived from the 5′ drainage counts as a river:
 * about a dozen 5′ cells (a cell is ~86 km² at the equator); the flow paths of fewer cells are the
 * noise of a 9 km grid, not streams.
 */
const derivedRiverMinimumAreaSquareKilometres = 1000;

/** Long-term mean discharge (m³/s) of a catchment of `areaSquareKilometres` under `precipitationMillimetres` a year. */
function meanDischargeCubicMetresPerSecond(
  relation: DischargeRelation,
  areaSquareKilometres: number,
  precipitationMillimetres: number,
): number {
  return Math.pow(
    10,
    relation.intercept +
      relation.areaExponent * Math.log10(areaSquareKilometres) +
      relation.precipitationExponent * Math.log10(precipitationMillimetres),
  );
}

function areaOfCell(store: HazardDataStore, row: number, column: number): number {
  const code = gridValue(store.drainageArea, row, column);
  return Number.isNaN(code) ? 0 : drainageAreaSquareKilometres(code);
}

/**
 * Cells around a mapped river point searched for its catchment: 2 (a 5 × 5 block, ±~18 km). In
 * flat lowlands the 5′ flow paths wander a cell or two from the mapped channel.
 */
const catchmentSearchCells = 2;

/** The largest upstream area within `catchmentSearchCells` cells of a point (km²). */
function largestAreaAround(store: HazardDataStore, latitude: number, longitude: number): number {
  const centre = nearestCell(store.drainageArea.layout, latitude, longitude);
  let largest = 0;
  for (let rowStep = -catchmentSearchCells; rowStep <= catchmentSearchCells; rowStep += 1)
    for (
      let columnStep = -catchmentSearchCells;
      columnStep <= catchmentSearchCells;
      columnStep += 1
    )
      largest = Math.max(
        largest,
        areaOfCell(store, centre.row + rowStep, centre.column + columnStep),
      );
  return largest;
}

interface DerivedChannelCell {
  distanceKilometres: number;
  areaSquareKilometres: number;
  elevationMetres: number;
}

/**
 * Cells by which a derived channel's position is uncertain: 2 (~18 km). A 5′ flow path is placed to
 * within a cell of the real channel, and the site's own cell adds one more.
 */
const derivedChannelUncertaintyCells = 2;

interface DerivedChannels {
  /** Distance to the nearest channel cell (km). */
  nearestKilometres: number;
  /**
   * The channel cell with the largest catchment no farther than the nearest one plus the position
   * uncertainty: within that margin any of them may be the river beside the site, and the largest
   * is the one whose floods reach farthest.
   */
  dominant: DerivedChannelCell;
}

/** Channels of the 5′ drainage near the site, within the search radius; null when there is none. */
function nearbyDerivedChannels(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
): DerivedChannels | null {
  const { layout } = store.drainageArea;
  const centre = nearestCell(layout, latitude, longitude);
  const cellKilometres = kilometresPerDegree * layout.cellDegrees;
  const rowReach = Math.ceil(riverSearchRadiusKilometres / cellKilometres);
  const columnReach = Math.min(
    layout.columns / 2,
    Math.ceil(rowReach / Math.max(0.05, Math.cos((latitude * Math.PI) / 180))),
  );
  const channels: (Omit<DerivedChannelCell, 'elevationMetres'> & {
    row: number;
    column: number;
  })[] = [];
  for (let rowStep = -rowReach; rowStep <= rowReach; rowStep += 1) {
    for (let columnStep = -columnReach; columnStep <= columnReach; columnStep += 1) {
      const row = centre.row + rowStep;
      const column = centre.column + columnStep;
      const area = areaOfCell(store, row, column);
      if (area < derivedRiverMinimumAreaSquareKilometres) continue;
      const cell = cellCentre(layout, row, column);
      const distance = greatCircleKilometres(latitude, longitude, cell.latitude, cell.longitude);
      if (distance > riverSearchRadiusKilometres) continue;
      channels.push({ distanceKilometres: distance, areaSquareKilometres: area, row, column });
    }
  }
  if (channels.length === 0) return null;
  const nearestKilometres = Math.min(...channels.map((channel) => channel.distanceKilometres));
  const margin = nearestKilometres + derivedChannelUncertaintyCells * cellKilometres;
  let dominant = channels[0];
  for (const channel of channels) {
    if (channel.distanceKilometres > margin || dominant === undefined) continue;
    if (
      dominant.distanceKilometres > margin ||
      channel.areaSquareKilometres > dominant.areaSquareKilometres ||
      (channel.areaSquareKilometres === dominant.areaSquareKilometres &&
        channel.distanceKilometres < dominant.distanceKilometres)
    )
      dominant = channel;
  }
  if (dominant === undefined) return null;
  return {
    nearestKilometres,
    dominant: {
      distanceKilometres: dominant.distanceKilometres,
      areaSquareKilometres: dominant.areaSquareKilometres,
      elevationMetres: Math.max(0, gridValue(store.elevation, dominant.row, dominant.column)),
    },
  };
}

/**
 * The river nearest the site and how it stands to it: the nearer of a WDBII line (full resolution,
 * levels 1–4) and a channel of the 5′ ETOPO5 drainage (which finds rivers the map lacks, such as
 * the Brisbane River; of the channels within their position uncertainty, the largest); its catchment area from the drainage grid, its mean discharge from the
 * GRDC-fitted relation with the site's annual precipitation, and the site's height above it
 * (site elevation minus the 5′ elevation at the river point).
 */
export function siteRiverFlood(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  terrain: SiteHazardContext['terrain'],
  annualPrecipitationMillimetres: number | null,
  notes: SiteNotes,
): SiteHazardContext['riverFlood'] {
  notes.datasetIds.add(layerIds.rivers);
  notes.datasetIds.add(layerIds.drainageArea);
  const mapped = nearestRiverPoint(store.rivers, latitude, longitude, riverSearchRadiusKilometres);
  const channels = nearbyDerivedChannels(store, latitude, longitude);
  const derived = channels?.dominant ?? null;
  if (mapped === null && derived === null) {
    notes.warnings.push(
      `No river within ${riverSearchRadiusKilometres} km, neither in the WDBII river map nor among the channels of more than ${derivedRiverMinimumAreaSquareKilometres} km² derived from the 5′ elevation grid: riverine flooding is not assessed.`,
    );
    return { distanceToRiverKilometres: null, river: null };
  }
  const useMapped =
    mapped !== null &&
    (channels === null || mapped.distanceKilometres <= channels.nearestKilometres);
  const distanceKilometres = useMapped
    ? (mapped?.distanceKilometres ?? 0)
    : (derived?.distanceKilometres ?? 0);
  // A derived channel is a flow path of the drainage grid itself: its own cell's area. A mapped
  // river takes the largest area near its point, where the 5′ flow path may run beside it.
  const catchmentArea =
    useMapped && mapped !== null
      ? Math.max(100, largestAreaAround(store, mapped.latitude, mapped.longitude))
      : (derived?.areaSquareKilometres ?? 0);
  const riverElevationMetres =
    useMapped && mapped !== null
      ? Math.max(0, sampleGrid(store.elevation, mapped.latitude, mapped.longitude, 'bilinear'))
      : (derived?.elevationMetres ?? 0);
  // The 5′ grid resolves the height of a site more than a cell from a mapped river, two cells
  // from a derived channel (itself placed to within a cell).
  const resolvingCells = useMapped ? 1 : derivedChannelUncertaintyCells;
  const nearestKilometres = useMapped ? distanceKilometres : (channels?.nearestKilometres ?? 0);
  const heightResolved =
    terrain.elevationSource.kind !== 'embedded' ||
    nearestKilometres > resolvingCells * kilometresPerDegree * store.elevation.layout.cellDegrees;
  if (annualPrecipitationMillimetres === null || annualPrecipitationMillimetres <= 0) {
    notes.warnings.push(
      'No annual precipitation at the site: the discharge of the nearest river cannot be estimated, so riverine flooding is not assessed.',
    );
    return { distanceToRiverKilometres: round(distanceKilometres, 100), river: null };
  }
  notes.datasetIds.add(layerIds.dischargeRelation);
  if (!useMapped) {
    notes.warnings.push(
      `The nearest river is not in the WDBII map; it is a channel derived from the 5′ (~9 km) elevation grid, placed to within two cells: the largest channel within that margin of the nearest is taken.`,
    );
  }
  return {
    distanceToRiverKilometres: round(distanceKilometres, 100),
    river: {
      source: useMapped ? 'mapped' : 'derived',
      mappedLevel: useMapped ? (mapped?.riverClass ?? null) : null,
      catchmentAreaSquareKilometres: Math.round(catchmentArea),
      meanDischargeCubicMetresPerSecond: round(
        meanDischargeCubicMetresPerSecond(
          store.dischargeRelation,
          catchmentArea,
          annualPrecipitationMillimetres,
        ),
        10,
      ),
      heightAboveRiverMetres: round(
        Math.max(0, terrain.elevationMetres - riverElevationMetres),
        10,
      ),
      heightResolved,
    },
  };
}

function round(value: number, per: number): number {
  return Math.round(value * per) / per;
}
