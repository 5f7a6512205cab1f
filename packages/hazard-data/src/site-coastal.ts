import type { SiteHazardContext } from '@hazardscope/contracts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import type { PointTable } from './point-table.ts';
import { nearestPoint, pointValue } from './point-table.ts';
import { nearestAcceptedCell } from './regular-grid.ts';
import type { SiteNotes } from './site-notes.ts';

/** Coastal water-level and fingerprint data farther than this from the site is not the site's (km). */
const coastalSearchKilometres = 100;

/**
 * A coastal protection standard is read from the nearest COAST-RP point within this distance (km),
 * a stated assumption: the points lie every few km along the coast, and a site in an estuary or
 * polder can sit tens of km behind the coastline point whose defences protect it.
 */
const protectionSearchKilometres = 50;

/**
 * Vertical land motion is taken from the nearest tide gauge within this distance (km), a stated
 * assumption: glacial isostatic adjustment and tectonics vary over hundreds of km, but subsidence
 * from groundwater or gas extraction varies over a few km (Erkens et al. 2015, Proc. IAHS 372:189),
 * so a gauge farther away is not taken to tell anything of the site.
 */
const landMotionSearchKilometres = 50;

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

function nearestRow(
  table: PointTable,
  latitude: number,
  longitude: number,
  maxKilometres: number,
): { value: (column: string) => number; distanceKilometres: number } | null {
  const nearest = nearestPoint(table, latitude, longitude, maxKilometres);
  if (nearest === null) return null;
  return {
    value: (column) => pointValue(table, column, nearest.point),
    distanceKilometres: round(nearest.distanceKilometres, 2),
  };
}

export function siteCoastal(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  distanceToCoastKilometres: number,
  notes: SiteNotes,
): SiteHazardContext['coastal'] {
  const near = distanceToCoastKilometres <= coastalSearchKilometres;
  const waterLevel = near
    ? nearestRow(store.coastalWaterLevels, latitude, longitude, coastalSearchKilometres)
    : null;
  if (waterLevel !== null) notes.datasetIds.add(layerIds.coastalWaterLevels);
  else if (near)
    notes.warnings.push(
      `No Kirezci et al. 2020 coastal water-level point within ${coastalSearchKilometres} km of the site.`,
    );

  const protection = near
    ? nearestRow(store.coastalProtection, latitude, longitude, protectionSearchKilometres)
    : null;
  if (protection !== null) notes.datasetIds.add(layerIds.coastalProtection);
  const protectionYears = protection?.value('protectionReturnPeriodYears') ?? Number.NaN;

  const gauge = near
    ? nearestRow(store.tideGaugeProjections, latitude, longitude, landMotionSearchKilometres)
    : null;
  if (gauge !== null) notes.datasetIds.add(layerIds.tideGaugeProjections);
  const trend = near
    ? nearestRow(store.tideGaugeTrends, latitude, longitude, landMotionSearchKilometres)
    : null;
  if (trend !== null) notes.datasetIds.add(layerIds.tideGaugeTrends);

  return {
    nearestWaterLevelPoint:
      waterLevel === null
        ? null
        : {
            distanceKilometres: waterLevel.distanceKilometres,
            thresholdMetres: round(waterLevel.value('thresholdMetres')),
            scaleMetres: round(waterLevel.value('scaleMetres'), 4),
            shape: round(waterLevel.value('shape'), 4),
            exceedancesPerYear: round(waterLevel.value('exceedancesPerYear')),
            returnLevel100YearMetres: round(waterLevel.value('returnLevel100YearMetres')),
          },
    protectionStandard:
      protection === null
        ? null
        : {
            distanceKilometres: protection.distanceKilometres,
            returnPeriodYears: Number.isFinite(protectionYears) ? round(protectionYears, 1) : null,
          },
    verticalLandMotion:
      gauge === null
        ? null
        : {
            distanceKilometres: gauge.distanceKilometres,
            millimetresPerYear: round(gauge.value('verticalLandMotionMillimetresPerYear'), 2),
            relativeSeaLevel2100Metres: round(gauge.value('relativeSeaLevel2100Metres'), 2),
          },
    tideGaugeTrend:
      trend === null
        ? null
        : {
            distanceKilometres: trend.distanceKilometres,
            trendMillimetresPerYear: round(trend.value('trendMillimetresPerYear'), 2),
            firstYear: Math.round(trend.value('firstYear')),
            lastYear: Math.round(trend.value('lastYear')),
          },
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
