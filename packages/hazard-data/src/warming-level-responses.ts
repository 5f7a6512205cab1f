import type { WarmingLevelResponse } from '@hazardscope/contracts';
import type { HazardDataStore } from './load-hazard-data.ts';
import type { RegularGrid } from './regular-grid.ts';
import { nearestAcceptedCell, sampleGrid } from './regular-grid.ts';
import type { RegionalResponseTable } from './tables.ts';

/**
 * The response of an AR6 chapter-12 period grid at a site: each layer (period) is placed at the
 * assessed SSP5-8.5 median warming of its period, the change is zero at the warming of the grid's
 * baseline period. Null where the grid has no value near the site.
 */
export function periodGridResponse(
  store: HazardDataStore,
  grid: RegularGrid,
  datasetId: string,
  quantity: string,
  unit: WarmingLevelResponse['unit'],
  latitude: number,
  longitude: number,
): WarmingLevelResponse | null {
  const baselinePeriod = grid.layout.unit.split(' vs ')[1];
  const baselineWarmingCelsius =
    baselinePeriod === undefined
      ? undefined
      : store.periodWarming.baselineWarmingCelsius[baselinePeriod];
  if (baselineWarmingCelsius === undefined)
    throw new Error(`no warming level for the baseline of ${datasetId}`);
  const points: WarmingLevelResponse['points'] = [];
  grid.layout.layerNames.forEach((period, layer) => {
    const warmingCelsius = store.periodWarming.periodWarmingCelsius[period];
    if (warmingCelsius === undefined) throw new Error(`no warming level for period ${period}`);
    // The AR6 figure grids are 1° cell values; the cell containing the site is taken as it is.
    let change = sampleGrid(grid, latitude, longitude, 'nearest', layer);
    // A coastal site next to missing (ocean, ice) cells takes the nearest cell with data.
    if (Number.isNaN(change))
      change =
        nearestAcceptedCell(grid, latitude, longitude, () => true, 2, layer)?.value ?? Number.NaN;
    if (!Number.isNaN(change))
      points.push({ warmingCelsius, change: Math.round(change * 100) / 100 });
  });
  if (points.length === 0) return null;
  points.sort((a, b) => a.warmingCelsius - b.warmingCelsius);
  return { quantity, unit, baselineWarmingCelsius, points, datasetId };
}

/** The response of a regional table for the site's AR6 region; null when the region has no row. */
export function regionalTableResponse(
  table: RegionalResponseTable,
  index: string,
  datasetId: string,
  regionAcronym: string | null,
): WarmingLevelResponse | null {
  const indexTable = table.indices[index];
  if (indexTable === undefined) throw new Error(`regional table has no index ${index}`);
  if (regionAcronym === null) return null;
  const values = indexTable.regions[regionAcronym];
  if (values === undefined) return null;
  const points = indexTable.warmingLevelsCelsius.flatMap((warmingCelsius, position) => {
    const change = values[position];
    return change === null || change === undefined ? [] : [{ warmingCelsius, change }];
  });
  if (points.length === 0) return null;
  return {
    quantity: indexTable.quantity,
    unit: indexTable.unit,
    baselineWarmingCelsius: indexTable.baselineWarmingCelsius,
    points,
    datasetId,
  };
}
