import type { SiteHazardContext } from '@hazardscope/contracts';
import { formatThousands, riverSearchRadiusKilometres } from '@hazardscope/contracts';
import { drainageAreaSquareKilometres, flowDirectionSteps } from './drainage.ts';
import { greatCircleKilometres, kilometresPerDegree } from './geodesy.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import type { GridCell } from './regular-grid.ts';
import { cellCentre, gridValue, nearestCell } from './regular-grid.ts';
import type { NearestRiverPoint } from './river-network.ts';
import { nearestRiverPoint } from './river-network.ts';
import type { RiverCandidate } from './river-candidates.ts';
import {
  heightAboveRiverResolved,
  floodingRiver,
  heightSourceOf,
  riverCandidates,
} from './river-candidates.ts';
import { channelPositionErrorKilometres, floodplainHeightMetres } from './floodplain.ts';
import type { SiteNotes } from './site-notes.ts';
import { meanDischargeCubicMetresPerSecond } from './site-river-discharge.ts';

/**
 * Smallest catchment (km²) at which a channel derived from the 5′ drainage counts as a river:
 * about a dozen 5′ cells (a cell is ~86 km² at the equator); the flow paths of fewer cells are the
 * noise of a 9 km grid, not streams.
 */
const derivedRiverMinimumAreaSquareKilometres = 1000;

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
 * A mapped river is taken to run through a 5′ cell of the flow path when it passes within half the
 * cell's shorter side of the cell's centre: the circle inscribed in the cell, so the line surely
 * crosses the cell (a line that only clips a corner is met at the next cell downstream).
 */
function halfCellSideKilometres(cellDegrees: number, latitude: number): number {
  const northKilometres = kilometresPerDegree * cellDegrees;
  const eastKilometres = northKilometres * Math.cos((latitude * Math.PI) / 180);
  return 0.5 * Math.min(northKilometres, eastKilometres);
}

/** Where the site's flow path, followed downstream, first meets a drainage. */
export type DrainageKind =
  | { kind: 'mapped'; point: NearestRiverPoint }
  | { kind: 'derived'; latitude: number; longitude: number; areaSquareKilometres: number }
  /** The path reached the sea (a 5′ cell mostly ocean) without meeting a river. */
  | { kind: 'sea' }
  /** No river or sea within the search radius along the path. */
  | { kind: 'beyond' };

export type DrainageReached = DrainageKind & {
  /**
   * Level of the site's 5′ cell on the conditioned surface (m): the highest ground on its flow path
   * down to the drainage cell, the level a pit on the way is filled to.
   */
  siteLevelMetres: number;
  /** Ground of the drainage cell reached (m, at least 0): the river's level; 0 at the sea. */
  drainageLevelMetres: number;
};

/** Guard on a flow path's length in cells: longer than any river's path to the sea at 5′. */
const longestFlowPathCells = 100_000;

/** The 5′ cell a cell drains to, or null at an ocean cell (the outlet). */
function receiverOf(store: HazardDataStore, cell: GridCell): GridCell | null {
  const code = gridValue(store.flowDirection, cell.row, cell.column);
  const step = Number.isNaN(code) ? undefined : flowDirectionSteps[code - 1];
  if (step === undefined) return null;
  return cellCentre(
    store.flowDirection.layout,
    cell.row + step.rowStep,
    cell.column + step.columnStep,
  );
}

function groundMetres(store: HazardDataStore, cell: GridCell): number {
  return Math.max(0, gridValue(store.elevation, cell.row, cell.column) || 0);
}

/**
 * Follows the site's flow path down the 5′ D8 flow directions (the priority-flood routing of the
 * drainage grid) to the first cell a river runs through — a WDBII line within half the cell's
 * shorter side of its centre (of the site itself in its own cell), or a derived channel of at least
 * `derivedRiverMinimumAreaSquareKilometres` — or to the sea, over at most
 * `riverSearchRadiusKilometres` of path. This is the drainage of the height-above-nearest-drainage
 * terrain descriptor (HAND: Rennó et al. 2008, Remote Sens. Environ. 112:3469; Nobre et al. 2011,
 * J. Hydrol. 404:13): the channel a cell actually drains to, not whichever river point is nearest in
 * a straight line (which may lie upstream, above the site). HAND is computed on a hydrologically
 * conditioned surface; here the hillslope is filled (the site's level is the highest ground on its
 * path to the river, the level a pit on the way fills to) and the channel breached (the river's
 * level is its own cell's ground, not raised by DEM sills farther downstream: rivers are carved,
 * not dammed, in flow-path enforcement — Lindsay 2016, Hydrol. Process. 30:846).
 */
function followDrainage(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
): DrainageReached {
  const { layout } = store.flowDirection;
  const siteCell = nearestCell(layout, latitude, longitude);
  // The site's own cell is a river cell when a mapped river passes as close to the site itself.
  const besideSite = nearestRiverPoint(
    store.rivers,
    latitude,
    longitude,
    halfCellSideKilometres(layout.cellDegrees, latitude),
  );
  if (besideSite !== null) {
    const level = groundMetres(store, siteCell);
    return {
      kind: 'mapped',
      point: besideSite,
      siteLevelMetres: level,
      drainageLevelMetres: level,
    };
  }
  let cell = siteCell;
  let highestOnPathMetres = 0;
  let pathKilometres = 0;
  for (let step = 0; step < longestFlowPathCells; step += 1) {
    highestOnPathMetres = Math.max(highestOnPathMetres, groundMetres(store, cell));
    const reachedAt = (kind: DrainageKind): DrainageReached => ({
      ...kind,
      siteLevelMetres: highestOnPathMetres,
      drainageLevelMetres: groundMetres(store, cell),
    });
    const mapped = nearestRiverPoint(
      store.rivers,
      cell.latitude,
      cell.longitude,
      halfCellSideKilometres(layout.cellDegrees, cell.latitude),
    );
    if (mapped !== null) return reachedAt({ kind: 'mapped', point: mapped });
    const area = areaOfCell(store, cell.row, cell.column);
    if (area >= derivedRiverMinimumAreaSquareKilometres)
      return reachedAt({
        kind: 'derived',
        latitude: cell.latitude,
        longitude: cell.longitude,
        areaSquareKilometres: area,
      });
    const next = receiverOf(store, cell);
    if (next === null)
      return { kind: 'sea', siteLevelMetres: highestOnPathMetres, drainageLevelMetres: 0 };
    pathKilometres += greatCircleKilometres(
      cell.latitude,
      cell.longitude,
      next.latitude,
      next.longitude,
    );
    if (pathKilometres > riverSearchRadiusKilometres) return reachedAt({ kind: 'beyond' });
    cell = next;
  }
  return {
    kind: 'beyond',
    siteLevelMetres: highestOnPathMetres,
    drainageLevelMetres: groundMetres(store, cell),
  };
}

/**
 * The river beside the site and how high the site stands above it. The river is the one the site's
 * flow path drains to (see `followDrainage`): a WDBII line (full resolution, levels 1–4) or a
 * channel of the 5′ ETOPO5 drainage (which finds rivers the map lacks); where the path meets none
 * before the sea or within the search radius, the nearer of the nearest WDBII line and the largest
 * derived channel within its position uncertainty of the nearest one. Its catchment area comes from
 * the drainage grid, its mean discharge from the GRDC-fitted relation with the site's annual
 * precipitation. The site's height above it is the height above the nearest drainage (HAND):
 * the site's 5′ cell elevation (or the ground elevation the user gave) minus the 5′ ETOPO5
 * elevation of the drainage cell its path reaches, at least 0 (a site in a closed depression below
 * its drainage is taken at the drainage's level)
 * (0 m where it reaches the sea; the level at the path's end, a lower bound of the height, where it
 * reaches nothing within the radius).
 */
export function siteRiverFlood(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  terrain: SiteHazardContext['terrain'],
  annualPrecipitationMillimetres: number | null,
  countryAlpha3: string | null,
  notes: SiteNotes,
): SiteHazardContext['riverFlood'] {
  const protectionStandard = riverProtectionStandard(store, countryAlpha3, notes);
  notes.datasetIds.add(layerIds.rivers);
  notes.datasetIds.add(layerIds.drainageArea);
  notes.datasetIds.add(layerIds.flowDirection);
  notes.datasetIds.add(layerIds.elevation);
  const precipitation = annualPrecipitationMillimetres ?? 0;
  const chosen =
    precipitation > 0
      ? floodingRiver(
          riverCandidates(store, latitude, longitude, terrain, precipitation, () =>
            followDrainage(store, latitude, longitude),
          ),
        )
      : null;
  if (chosen !== null) return mappedRiverFlood(chosen, protectionStandard, notes);
  const reached = followDrainage(store, latitude, longitude);
  const fallbackRiver = (() => {
    if (reached.kind === 'mapped')
      return {
        source: 'mapped' as const,
        mappedLevel: reached.point.riverClass,
        distanceKilometres: greatCircleKilometres(
          latitude,
          longitude,
          reached.point.latitude,
          reached.point.longitude,
        ),
        // A mapped river takes the largest area near its point, where the 5′ flow path may run beside it.
        catchmentArea: Math.max(
          100,
          largestAreaAround(store, reached.point.latitude, reached.point.longitude),
        ),
      };
    if (reached.kind === 'derived')
      return {
        source: 'derived' as const,
        mappedLevel: null,
        distanceKilometres: greatCircleKilometres(
          latitude,
          longitude,
          reached.latitude,
          reached.longitude,
        ),
        // A derived channel is a flow path of the drainage grid itself: its own cell's area.
        catchmentArea: reached.areaSquareKilometres,
      };
    const mapped = nearestRiverPoint(
      store.rivers,
      latitude,
      longitude,
      riverSearchRadiusKilometres,
    );
    const channels = nearbyDerivedChannels(store, latitude, longitude);
    const derived = channels?.dominant ?? null;
    if (
      mapped !== null &&
      (channels === null || mapped.distanceKilometres <= channels.nearestKilometres)
    )
      return {
        source: 'mapped' as const,
        mappedLevel: mapped.riverClass,
        distanceKilometres: mapped.distanceKilometres,
        catchmentArea: Math.max(100, largestAreaAround(store, mapped.latitude, mapped.longitude)),
      };
    if (derived !== null)
      return {
        source: 'derived' as const,
        mappedLevel: null,
        distanceKilometres: derived.distanceKilometres,
        catchmentArea: derived.areaSquareKilometres,
      };
    return null;
  })();
  // A site that drains to the sea past no river the maps or the 1,000 km² channels show may still
  // stand on a smaller stream of the drainage grid: the one through its own cell.
  const ownChannel =
    reached.kind === 'sea' && precipitation > 0
      ? siteCellChannel(store, latitude, longitude)
      : null;
  const ownChannelFlood = (why: string) =>
    ownChannel === null
      ? null
      : siteCellChannelFlood(
          store,
          ownChannel,
          terrain,
          precipitation,
          protectionStandard,
          notes,
          why,
        );
  if (fallbackRiver === null) {
    const own = ownChannelFlood(
      `no river within ${riverSearchRadiusKilometres} km is mapped or derived from the grid`,
    );
    if (own !== null) return own;
    notes.warnings.push(
      `No river within ${riverSearchRadiusKilometres} km, neither in the WDBII river map nor among the channels of more than ${derivedRiverMinimumAreaSquareKilometres} km² derived from the 5′ elevation grid: riverine flooding is not assessed.`,
    );
    return {
      distanceToRiverKilometres: null,
      drainsToSeaAwayFromRivers: false,
      river: null,
      floodMap: null,
      protectionStandard,
    };
  }
  // A site whose flow path reaches the sea drains to the sea, not to a river: the nearest river is
  // its river only within the drainage's position uncertainty, where the grid may have routed the
  // path past it. Farther away, that river's floods do not reach the site on any drainage the
  // embedded data holds (a harbour-side city centre 30 km from the nearest river), and a smaller
  // stream than the data resolves may; riverine flooding is not assessed, with that reason.
  const uncertaintyKilometres =
    derivedChannelUncertaintyCells * kilometresPerDegree * store.elevation.layout.cellDegrees;
  if (reached.kind === 'sea' && fallbackRiver.distanceKilometres > uncertaintyKilometres) {
    const own = ownChannelFlood(
      `the nearest river is ${Math.round(fallbackRiver.distanceKilometres)} km away, beyond the drainage's position uncertainty (${Math.round(uncertaintyKilometres)} km)`,
    );
    if (own !== null) return own;
    notes.warnings.push(
      `The site's flow path on the 5′ drainage reaches the sea without meeting a river, and the nearest river is ${Math.round(fallbackRiver.distanceKilometres)} km away, beyond the drainage's position uncertainty (${Math.round(uncertaintyKilometres)} km): the embedded data shows no river the site drains to, so riverine flooding is not assessed. Streams smaller than the 5′ drainage resolves are not seen.`,
    );
    return {
      distanceToRiverKilometres: round(fallbackRiver.distanceKilometres, 100),
      drainsToSeaAwayFromRivers: true,
      river: null,
      floodMap: null,
      protectionStandard,
    };
  }
  const river = fallbackRiver;
  // The 5′ grid resolves the height of a site more than a cell from a mapped river, two cells
  // from a derived channel (itself placed to within a cell).
  const resolvingCells = river.source === 'mapped' ? 1 : derivedChannelUncertaintyCells;
  // Where the path meets no river (sea, or nothing within the radius) the grid's drainage does not
  // lead the site to the river taken, and its height above it is not resolved either.
  // HAND is defined cell by cell on the conditioned surface (Rennó et al. 2008): the site's own 5′
  // cell stands for it unless the user gave its ground elevation.
  const siteLevelMetres =
    terrain.elevationSource.kind === 'embedded' ? reached.siteLevelMetres : terrain.elevationMetres;
  // The path-based height is read on the site's 5′ cell (or the user's ground), never fine terrain.
  const heightSource =
    terrain.elevationSource.kind === 'user'
      ? ('ground given by the user' as const)
      : terrain.elevationSource.kind === 'external'
        ? ('external elevation service' as const)
        : ('embedded 5′ grid' as const);
  const heightResolved =
    (reached.kind === 'mapped' || reached.kind === 'derived') &&
    heightAboveRiverResolved({
      source: heightSource,
      heightAboveRiverMetres: Math.max(0, siteLevelMetres - reached.drainageLevelMetres),
      distanceKilometres: river.distanceKilometres,
      resolvingKilometres:
        resolvingCells * kilometresPerDegree * store.elevation.layout.cellDegrees,
    });
  if (annualPrecipitationMillimetres === null || annualPrecipitationMillimetres <= 0) {
    notes.warnings.push(
      'No annual precipitation at the site: the discharge of the nearest river cannot be estimated, so riverine flooding is not assessed.',
    );
    return {
      distanceToRiverKilometres: round(river.distanceKilometres, 100),
      drainsToSeaAwayFromRivers: false,
      river: null,
      floodMap: null,
      protectionStandard,
    };
  }
  notes.datasetIds.add(layerIds.dischargeRelation);
  if (river.source === 'derived') {
    notes.warnings.push(
      `The river is not in the WDBII map; it is a channel derived from the 5′ (~9 km) elevation grid, placed to within two cells.`,
    );
  }
  if (reached.kind === 'sea') {
    notes.warnings.push(
      `The site's flow path on the 5′ drainage reaches the sea without meeting a river: its height above the river is taken as its height above sea level, the river's level at its mouth.`,
    );
  } else if (reached.kind === 'beyond') {
    notes.warnings.push(
      `The site's flow path on the 5′ drainage meets no river within ${riverSearchRadiusKilometres} km: its height above the river is taken above the path's end there, a lower bound (the river lies farther downstream, lower).`,
    );
  }
  return {
    distanceToRiverKilometres: round(river.distanceKilometres, 100),
    drainsToSeaAwayFromRivers: false,
    river: {
      source: river.source,
      mappedLevel: river.mappedLevel,
      channelDataset:
        river.source === 'mapped'
          ? `WDBII level ${river.mappedLevel ?? '?'}`
          : 'channel derived from the 5′ drainage grid',
      catchmentSource: '5′ drainage grid',
      channelPositionErrorKilometres: round(
        river.source === 'mapped' ? channelPositionErrorKilometres.wdbii : uncertaintyKilometres,
        10,
      ),
      // The path-based height is a 5′ cell's: its uncertainty is not known beyond the grid's cell.
      heightUncertaintyMetres: 0,
      heightSource,
      floodplainHeightMetres: round(floodplainHeightMetres(river.catchmentArea), 10),
      withinFloodplain:
        Math.max(0, siteLevelMetres - reached.drainageLevelMetres) <=
        floodplainHeightMetres(river.catchmentArea),
      catchmentAreaSquareKilometres: Math.round(river.catchmentArea),
      meanDischargeCubicMetresPerSecond: round(
        meanDischargeCubicMetresPerSecond(
          store.dischargeRelation,
          river.catchmentArea,
          annualPrecipitationMillimetres,
        ),
        10,
      ),
      heightAboveRiverMetres: round(Math.max(0, siteLevelMetres - reached.drainageLevelMetres), 10),
      heightResolved,
    },
    floodMap: null,
    protectionStandard,
  };
}

/**
 * The riverine site context from the mapped river a site floods from (river-candidates.ts), with its
 * catchment, mean discharge (GRDC-fitted relation with the site's annual precipitation), height
 * above the river and floodplain; a warning names the channel's position error and what it does to
 * the height.
 */
function mappedRiverFlood(
  chosen: RiverCandidate,
  protectionStandard: SiteHazardContext['riverFlood']['protectionStandard'],
  notes: SiteNotes,
): SiteHazardContext['riverFlood'] {
  notes.datasetIds.add(layerIds.dischargeRelation);
  const distance = chosen.point.distanceKilometres;
  if (chosen.heightUncertaintyMetres >= 0.5)
    notes.warnings.push(
      `The river line (${chosen.channelDataset}) may lie up to ${chosen.channelPositionErrorKilometres} km from the true channel (half a millimetre at the map's scale); over that distance the ground rises by up to ${chosen.heightUncertaintyMetres.toFixed(0)} m, so the site's height above the river (${chosen.heightAboveRiverMetres.toFixed(1)} m) may be off by as much.`,
    );
  else
    notes.warnings.push(
      `The river line (${chosen.channelDataset}) may lie up to ${chosen.channelPositionErrorKilometres} km from the true channel (half a millimetre at the map's scale).`,
    );
  return {
    distanceToRiverKilometres: round(distance, 100),
    drainsToSeaAwayFromRivers: false,
    river: {
      source: 'mapped',
      mappedLevel: chosen.point.riverClass,
      channelDataset: chosen.channelDataset,
      catchmentSource: chosen.catchmentSource,
      channelPositionErrorKilometres: chosen.channelPositionErrorKilometres,
      heightUncertaintyMetres: round(chosen.heightUncertaintyMetres, 10),
      heightSource: chosen.heightSource,
      floodplainHeightMetres: round(chosen.floodplainHeightMetres, 10),
      withinFloodplain: chosen.withinFloodplain,
      catchmentAreaSquareKilometres: Math.round(chosen.catchmentAreaSquareKilometres),
      meanDischargeCubicMetresPerSecond: round(chosen.meanDischargeCubicMetresPerSecond, 10),
      heightAboveRiverMetres: round(chosen.heightAboveRiverMetres, 10),
      heightResolved: chosen.heightResolved,
    },
    floodMap: null,
    protectionStandard,
  };
}

/** A stream of the 5′ drainage through the site's own cell. */
interface SiteCellChannel {
  /** The cell's upstream area (km²). */
  areaSquareKilometres: number;
  /** The cell's 5′ ground (m, at least 0): the stream's level as the grid sees it, an upper bound. */
  groundMetres: number;
  /** Length of the cell's flow path to the sea (km). */
  pathToSeaKilometres: number;
}

/**
 * The stream of the 5′ drainage through the site's own cell, or null where the grid shows none. The
 * drainage layer stores upstream areas from 100 km² (code 0 below: a 5′ cell alone is 50–86 km²
 * outside the polar regions), so a stored area means cells upstream drain through the site's cell:
 * the grid shows a stream there, of that catchment — unless the cell is the stream's mouth, draining
 * straight into an ocean cell, where the water level is the sea's (coastal inundation), not a river
 * stage over its banks. It is a flow path of the grid, not a mapped
 * line: its catchment is the grid's (tributaries the 9 km grid routes elsewhere are missed, so a
 * real river there may drain far more) and it lies somewhere in the cell.
 */
function siteCellChannel(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
): SiteCellChannel | null {
  const cell = nearestCell(store.flowDirection.layout, latitude, longitude);
  const areaSquareKilometres = areaOfCell(store, cell.row, cell.column);
  if (areaSquareKilometres <= 0) return null;
  let pathToSeaKilometres = 0;
  let at: GridCell = cell;
  for (let step = 0; step < longestFlowPathCells; step += 1) {
    const next = receiverOf(store, at);
    if (next === null) break;
    // The site's cell is the stream's mouth (it drains straight into an ocean cell): its water
    // level there is the sea's, which the coastal model takes, not a river stage over its banks.
    if (step === 0 && receiverOf(store, next) === null) return null;
    pathToSeaKilometres += greatCircleKilometres(
      at.latitude,
      at.longitude,
      next.latitude,
      next.longitude,
    );
    at = next;
  }
  return { areaSquareKilometres, groundMetres: groundMetres(store, cell), pathToSeaKilometres };
}

/**
 * The riverine site context from the stream of the 5′ drainage through the site's own cell, where
 * the site's flow path reaches the sea past any river the embedded data holds (`why`). The stream is
 * the river beside the site, with the grid's catchment; its level is the cell's ground, so the
 * site's height above it is 0 on the embedded ground (the grid cannot resolve it: it is never
 * `heightResolved`) and the ground the user gave above the cell's ground otherwise — a lower bound,
 * the cell mean standing above the stream in its valley.
 */
function siteCellChannelFlood(
  store: HazardDataStore,
  channel: SiteCellChannel,
  terrain: SiteHazardContext['terrain'],
  annualPrecipitationMillimetres: number,
  protectionStandard: SiteHazardContext['riverFlood']['protectionStandard'],
  notes: SiteNotes,
  why: string,
): SiteHazardContext['riverFlood'] {
  notes.datasetIds.add(layerIds.dischargeRelation);
  const cellKilometres = kilometresPerDegree * store.flowDirection.layout.cellDegrees;
  const ownGround = terrain.elevationSource.kind !== 'embedded';
  const height = ownGround ? Math.max(0, terrain.elevationMetres - channel.groundMetres) : 0;
  const floodplainHeight = floodplainHeightMetres(channel.areaSquareKilometres);
  notes.warnings.push(
    `The site's flow path on the 5′ drainage reaches the sea ${Math.round(channel.pathToSeaKilometres)} km away without meeting a mapped river or a derived channel of ${formatThousands(derivedRiverMinimumAreaSquareKilometres)} km², and ${why}. The 5′ drainage shows a stream through the site's own cell, draining ${formatThousands(channel.areaSquareKilometres)} km² on the grid; it is taken as the river beside the site, placed only to within the cell (~${Math.round(cellKilometres)} km). The grid cannot see the site's height above it (taken as 0${ownGround ? ', or the ground you gave above the cell mean' : ''}), nor the true catchment: a 9 km grid routes tributaries elsewhere, so a real river here may drain far more than the grid's ${formatThousands(channel.areaSquareKilometres)} km², and run higher floods.`,
  );
  return {
    distanceToRiverKilometres: 0,
    drainsToSeaAwayFromRivers: false,
    river: {
      source: 'derived',
      mappedLevel: null,
      channelDataset: "stream of the 5′ drainage grid through the site's cell",
      catchmentSource: '5′ drainage grid',
      channelPositionErrorKilometres: round(cellKilometres, 10),
      heightUncertaintyMetres: 0,
      heightSource: heightSourceOf(terrain),
      floodplainHeightMetres: round(floodplainHeight, 10),
      withinFloodplain: height <= floodplainHeight,
      catchmentAreaSquareKilometres: Math.round(channel.areaSquareKilometres),
      meanDischargeCubicMetresPerSecond: round(
        meanDischargeCubicMetresPerSecond(
          store.dischargeRelation,
          channel.areaSquareKilometres,
          annualPrecipitationMillimetres,
        ),
        10,
      ),
      heightAboveRiverMetres: round(height, 10),
      heightResolved: false,
    },
    floodMap: null,
    protectionStandard,
  };
}

/** The FLOPROS riverine protection standard of the site's country; null where there is none. */
function riverProtectionStandard(
  store: HazardDataStore,
  countryAlpha3: string | null,
  notes: SiteNotes,
): SiteHazardContext['riverFlood']['protectionStandard'] {
  if (countryAlpha3 === null) return null;
  const returnPeriodYears = store.riverProtection.countryReturnPeriodYears[countryAlpha3];
  if (returnPeriodYears === undefined) return null;
  notes.datasetIds.add(layerIds.riverProtection);
  return { returnPeriodYears, countryAlpha3 };
}

function round(value: number, per: number): number {
  return Math.round(value * per) / per;
}
