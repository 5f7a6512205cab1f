import type { SiteHazardContext } from '@hazardscope/contracts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { nearestPoint, pointValue } from './point-table.ts';
import { nearestAcceptedCell } from './regular-grid.ts';
import type { SiteNotes } from './site-notes.ts';

/** Coastal data farther than this from the site is not the site's (km). */
export const coastalSearchKilometres = 100;

const round = (value: number) => Math.round(value * 1000) / 1000;

export function siteCoastal(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  distanceToCoastKilometres: number,
  notes: SiteNotes,
): SiteHazardContext['coastal'] {
  const waterLevels = store.coastalWaterLevels;
  const nearestWaterLevel = nearestPoint(waterLevels, latitude, longitude, coastalSearchKilometres);
  if (nearestWaterLevel !== null) notes.datasetIds.add(layerIds.coastalWaterLevels);
  const value = (column: string) =>
    round(pointValue(waterLevels, column, nearestWaterLevel?.point ?? 0));
  const nearestWaterLevelPoint =
    nearestWaterLevel === null
      ? null
      : {
          distanceKilometres: Math.round(nearestWaterLevel.distanceKilometres * 100) / 100,
          tideLevelMetres: value('tideLevel'),
          episodicExtremeSeaLevel100YearMetres: {
            p5: value('episodicExtremeSeaLevel100YearP5'),
            p50: value('episodicExtremeSeaLevel100YearP50'),
            p95: value('episodicExtremeSeaLevel100YearP95'),
          },
          totalWaterLevel100YearMetres: {
            p5: value('totalWaterLevel100YearP5'),
            p50: value('totalWaterLevel100YearP50'),
            p95: value('totalWaterLevel100YearP95'),
          },
        };
  if (nearestWaterLevel === null && distanceToCoastKilometres <= coastalSearchKilometres) {
    notes.warnings.push(
      `No JRC coastal water-level point within ${coastalSearchKilometres} km of the site.`,
    );
  }
  return {
    nearestWaterLevelPoint,
    seaLevelFingerprints: seaLevelFingerprints(
      store,
      latitude,
      longitude,
      distanceToCoastKilometres,
      notes,
    ),
  };
}

/**
 * Fingerprints of the nearest DIVA coastal segment within 100 km; otherwise, for a site within
 * 100 km of the coast, the nearest ocean cell of the 1° Slangen grid (thermal expansion and land
 * water then have ratio 1, as in MimiGIVE); null inland.
 */
function seaLevelFingerprints(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  distanceToCoastKilometres: number,
  notes: SiteNotes,
): SiteHazardContext['coastal']['seaLevelFingerprints'] {
  const segments = store.divaFingerprints;
  const segment = nearestPoint(segments, latitude, longitude, coastalSearchKilometres);
  if (segment !== null) {
    notes.datasetIds.add(layerIds.divaFingerprints);
    const ratio = (column: string) => round(pointValue(segments, column, segment.point));
    return {
      greenland: ratio('greenland'),
      antarctica: ratio('antarctica'),
      glaciers: ratio('glaciers'),
      thermalExpansion: ratio('thermalExpansion'),
      landWater: ratio('landWater'),
    };
  }
  if (distanceToCoastKilometres > coastalSearchKilometres) return null;
  const layer = (index: number) =>
    nearestAcceptedCell(store.gridFingerprints, latitude, longitude, () => true, 2, index)?.value;
  const [greenland, antarctica, glaciers] = [layer(0), layer(1), layer(2)];
  if (greenland === undefined || antarctica === undefined || glaciers === undefined) return null;
  notes.datasetIds.add(layerIds.gridFingerprints);
  return {
    greenland: round(greenland),
    antarctica: round(antarctica),
    glaciers: round(glaciers),
    thermalExpansion: 1,
    landWater: 1,
  };
}
