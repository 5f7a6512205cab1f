import type { SiteHazardContext } from '@hazardscope/contracts';
import { z } from 'zod';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { nearestPoint, pointValue } from './point-table.ts';
import { nearestAcceptedCell } from './regular-grid.ts';
import type { SiteNotes } from './site-notes.ts';

/** The station labels of the hot-extreme table: 'name (country, WMO number)'. */
export const stationLabelsSchema = z.array(z.string());

/**
 * The extreme annual dry-bulb statistics of the nearest ASHRAE 2013 station, the mean still at the
 * station's elevation. A station is used only where it is nearer to the site than the nearest node
 * of the NCEP R1 grid from which the fallback (warmest-quarter mean) is interpolated: the
 * observation is then the more local of the two sources. Elsewhere (open sea, sparse networks) the
 * result is null.
 */
export function nearestHotExtremeStation(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  notes: SiteNotes,
): NonNullable<SiteHazardContext['climate']['observedAnnualMaximumTemperature']> | null {
  const ncepNode = nearestAcceptedCell(store.ncepTemperature, latitude, longitude, () => true, 1);
  if (ncepNode === null) return null;
  const table = store.hotExtremeStations;
  const nearest = nearestPoint(table, latitude, longitude, ncepNode.distanceKilometres);
  if (nearest === null) return null;
  const value = (column: string) => pointValue(table, column, nearest.point);
  notes.datasetIds.add(layerIds.hotExtremeStations);
  return {
    meanCelsius: value('annualMaximumMeanCelsius'),
    // Float32 back to the table's 0.1 °C.
    standardDeviationCelsius: Math.round(value('annualMaximumStandardDeviationCelsius') * 10) / 10,
    station: store.hotExtremeStationLabels[nearest.point] ?? `station ${nearest.point}`,
    distanceKilometres: Math.round(nearest.distanceKilometres * 10) / 10,
    stationElevationMetres: value('elevationMetres'),
    firstYear: value('firstYear'),
    lastYear: value('lastYear'),
  };
}
