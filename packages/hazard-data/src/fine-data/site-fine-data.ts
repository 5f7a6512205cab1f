import type { FineTerrain, FloodMapDepths } from '@hazardscope/contracts';
import { kilometresPerDegree, longitudeDifference } from '../geodesy.ts';
import type { HazardDataStore } from '../load-hazard-data.ts';
import { forEachSegmentNear } from '../river-network.ts';
import type { FloodMapLayers } from './flood-maps.ts';
import { floodMapDepthsAt } from './flood-maps.ts';
import { heightAboveDrainage } from './height-above-drainage.ts';
import type { TerrainTiles } from './terrain-tiles.ts';
import { terrainWindow } from './terrain-tiles.ts';

/** The fine data a deployment configured (TERRAIN_DIR, FLOOD_MAPS_DIR), opened at start-up. */
export interface FineDataSources {
  readonly terrain?: TerrainTiles;
  readonly floodMaps?: FloodMapLayers;
}

/** What the fine data say at a site, for `buildSiteHazardContext`'s request. */
export interface SiteFineData {
  fineTerrain?: FineTerrain;
  floodMaps?: { riverine: FloodMapDepths | null; coastal: FloodMapDepths | null };
}

/**
 * Half-width of the terrain window around a site (km): 3 — twice the WDBII lines' position error,
 * so the mapped channel near a riverside site lies inside it, and a few hundred thousand 30 m
 * pixels at most.
 */
const terrainWindowKilometres = 3;

/**
 * The fine data at a site: the ground and its height above the nearest drainage on the fine terrain
 * (the mapped river lines burned in as channels), and the flood depths of the configured maps.
 */
export async function fineDataAt(
  store: HazardDataStore,
  sources: FineDataSources,
  latitude: number,
  longitude: number,
): Promise<SiteFineData> {
  const result: SiteFineData = {};
  if (sources.floodMaps !== undefined)
    result.floodMaps = await floodMapDepthsAt(sources.floodMaps, latitude, longitude);
  if (sources.terrain === undefined) return result;
  const window = await terrainWindow(sources.terrain, latitude, longitude, terrainWindowKilometres);
  if (window === null) return result;
  const pixelNorthMetres = window.pixelDegrees * kilometresPerDegree * 1000;
  const pixelEastMetres = pixelNorthMetres * Math.cos((latitude * Math.PI) / 180);
  const channel = new Uint8Array(window.rows * window.columns);
  const mark = (lineLongitude: number, lineLatitude: number) => {
    const row = Math.floor((window.northDegrees - lineLatitude) / window.pixelDegrees);
    const column = Math.floor(
      longitudeDifference(window.westDegrees, lineLongitude) / window.pixelDegrees,
    );
    if (row >= 0 && column >= 0 && row < window.rows && column < window.columns)
      channel[row * window.columns + column] = 1;
  };
  forEachSegmentNear(
    store.rivers,
    latitude,
    longitude,
    2 * terrainWindowKilometres,
    (longitude1, latitude1, longitude2, latitude2) => {
      // Sampled at a third of a pixel, so the burned line is unbroken.
      const steps = Math.ceil(
        (3 * Math.hypot(longitudeDifference(longitude1, longitude2), latitude2 - latitude1)) /
          window.pixelDegrees,
      );
      for (let step = 0; step <= steps; step += 1) {
        const fraction = steps === 0 ? 0 : step / steps;
        mark(
          longitude1 + longitudeDifference(longitude1, longitude2) * fraction,
          latitude1 + (latitude2 - latitude1) * fraction,
        );
      }
    },
  );
  const site = window.siteRow * window.columns + window.siteColumn;
  if (!Number.isFinite(window.heights[site] ?? Number.NaN)) return result;
  const hand = heightAboveDrainage({
    rows: window.rows,
    columns: window.columns,
    heights: window.heights,
    pixelNorthMetres,
    pixelEastMetres,
    channel,
    siteRow: window.siteRow,
    siteColumn: window.siteColumn,
  });
  result.fineTerrain = {
    dataset: window.dataset,
    resolutionMetres: Math.round(pixelNorthMetres),
    groundMetres: Math.round(hand.groundMetres * 10) / 10,
    heightAboveDrainageMetres: Math.round(hand.heightAboveDrainageMetres * 10) / 10,
    drainageLevelMetres: Math.round(hand.drainageLevelMetres * 10) / 10,
    drainageDistanceKilometres: Math.round(hand.drainageDistanceKilometres * 100) / 100,
  };
  return result;
}
