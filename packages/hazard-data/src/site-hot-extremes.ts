import type { SiteHazardContext } from '@hazardscope/contracts';
import { z } from 'zod';
import { kilometresPerDegree } from './geodesy.ts';
import { placeOnCoastline } from './land-sea-mask.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { nearestPoint, pointValue } from './point-table.ts';
import { nearestAcceptedCell } from './regular-grid.ts';
import type { SiteNotes } from './site-notes.ts';

/** The station labels of the hot-extreme table: 'name (country, WMO number)'. */
export const stationLabelsSchema = z.array(z.string());

/**
 * How far a station may lie from its table position (km): the ASHRAE table gives positions to 0.01°
 * or, for some stations, 0.1° (Recife airport and Da Nang fall 2–5 km off the GSHHG shore), so a
 * station can be anywhere within half a 0.1° step of latitude and of longitude: the half-diagonal
 * 0.05° · 111.2 km · √(1 + cos²φ), 7.9 km at the equator.
 */
function positionRoundingKilometres(latitude: number): number {
  const halfStepKilometres = 0.05 * kilometresPerDegree;
  const cosine = Math.cos((latitude * Math.PI) / 180);
  return halfStepKilometres * Math.sqrt(1 + cosine * cosine);
}

/**
 * The extreme annual dry-bulb statistics of the nearest ASHRAE 2013 station on land, the mean still
 * at the station's elevation. A station is used only where it is nearer to the site than the nearest node
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
  // Stations at sea (moored buoys, lightships, platforms) are not the land's: a station counts if
  // the GSHHG 30″ mask has land within the rounding of its position (`positionRoundingKilometres`).
  const onLand = (point: number) => {
    const stationLatitude = pointValue(table, 'latitude', point);
    return (
      placeOnCoastline(
        store.landSea,
        stationLatitude,
        pointValue(table, 'longitude', point),
        positionRoundingKilometres(stationLatitude),
      ).kind !== 'sea'
    );
  };
  const nearest = nearestPoint(table, latitude, longitude, ncepNode.distanceKilometres, onLand);
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
