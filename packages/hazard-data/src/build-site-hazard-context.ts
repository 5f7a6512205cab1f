import type {
  DatasetReference,
  FineTerrain,
  FloodMapDepths,
  SiteHazardContext,
} from '@hazardscope/contracts';
import { siteHazardContextSchema } from '@hazardscope/contracts';
import { findBuildingCodeWindRegion } from './building-code-wind.ts';
import { findJurisdiction } from './jurisdictions.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { findReferenceRegion } from './reference-regions.ts';
import { urbanSetting } from './urban-areas.ts';
import { surfaceAt } from './land-sea-mask.ts';
import { populatedPlacesNear } from './site-populated-places.ts';
import { sampleWithNearestFallback } from './regular-grid.ts';
import { siteClimate } from './site-climate.ts';
import { siteCoastal } from './site-coastal.ts';
import { placeSite } from './site-placement.ts';
import { siteRiverFlood } from './site-river.ts';
import type { SiteNotes } from './site-notes.ts';
import { createSiteNotes } from './site-notes.ts';
import type { ElevationSource } from './site-terrain.ts';
import { siteTerrain } from './site-terrain.ts';
import { siteTropicalCyclone } from './site-tropical-cyclone.ts';
import { periodGridResponse, regionalTableResponse } from './warming-level-responses.ts';

/**
 * How far to look for an urban-area edge (km): 2.4 km, the distance within which wildland
 * vegetation counts for the wildland–urban interface (Radeloff et al. 2005, Ecol. Appl. 15:799).
 */
const urbanEdgeSearchKilometres = 2.4;

export interface SiteRequest {
  latitude: number;
  longitude: number;
  /** The site's ground elevation (m) when known (user's value or an external raster). */
  elevationMetres?: number;
  elevationSource?: ElevationSource;
  /** The dataset behind an external elevation, listed in `datasets`. */
  elevationDataset?: DatasetReference;
  /** Ground and height above drainage from configured fine terrain (fineDataAt). */
  fineTerrain?: FineTerrain;
  /** Flood depths at the site from configured flood maps (fineDataAt). */
  floodMaps?: { riverine: FloodMapDepths | null; coastal: FloodMapDepths | null };
}

function siteChange(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  regionAcronym: string | null,
  notes: SiteNotes,
): SiteHazardContext['change'] {
  const grid = (
    key: keyof HazardDataStore['changeGrids'],
    id: string,
    quantity: string,
    unit: Parameters<typeof periodGridResponse>[4],
  ) => periodGridResponse(store, store.changeGrids[key], id, quantity, unit, latitude, longitude);
  const regional = (index: string) =>
    regionalTableResponse(store.regionalExtremes, index, layerIds.regionalExtremes, regionAcronym);
  const change: SiteHazardContext['change'] = {
    hotDaysAbove35Celsius: grid(
      'hotDays',
      layerIds.hotDays,
      'Days with Tmax > 35 °C, change (days/yr)',
      'days per year',
    ),
    heatIndexDaysAbove41Celsius: grid(
      'heatIndexDays',
      layerIds.heatIndexDays,
      'Days with heat index > 41 °C, change (days/yr)',
      'days per year',
    ),
    annualMaximumTemperature: regional('TXx'),
    annualMinimumTemperature: regional('TNn'),
    maximumOneDayPrecipitation: regional('Rx1day'),
    maximumFiveDayPrecipitation: regional('Rx5day'),
    consecutiveDryDays: regional('CDD'),
    soilMoisture: grid(
      'soilMoisture',
      layerIds.soilMoisture,
      'Total soil moisture change (%)',
      'percent',
    ),
    droughtFrequency: grid(
      'drought',
      layerIds.drought,
      'SPI-6 droughts per decade, change',
      'events per decade',
    ),
    meanWindSpeed: grid(
      'windSpeed',
      layerIds.windSpeed,
      'Mean 10-m wind speed change (%)',
      'percent',
    ),
    riverDischarge100Year: regionalTableResponse(
      store.riverDischarge,
      'Q100',
      layerIds.riverDischarge,
      regionAcronym,
    ),
  };
  for (const response of Object.values(change))
    if (response !== null) notes.datasetIds.add(response.datasetId);
  if (change.annualMaximumTemperature === null) {
    notes.warnings.push(
      'No AR6 land-region table covers the site: regional extremes (TXx, TNn, Rx1day, Rx5day, CDD) are missing.',
    );
  }
  if (change.riverDischarge100Year === null) {
    notes.warnings.push('No AR6 regional 100-year river discharge change for the site region.');
  }
  return change;
}

/**
 * Everything the engine needs about one site, from the embedded data (and the caller's elevation
 * when given). Pure given the store; validated against the contract before it is returned.
 */
export function buildSiteHazardContext(
  store: HazardDataStore,
  request: SiteRequest,
): SiteHazardContext {
  const placement = placeSite(store, request.latitude, request.longitude);
  const { latitude, longitude } = placement;
  const notes = createSiteNotes();
  if (placement.kind === 'moved') {
    notes.warnings.push(
      `The point ${request.latitude.toFixed(5)}, ${request.longitude.toFixed(5)} lies at sea, ${placement.distanceKilometres.toFixed(1)} km from the 30″ GSHHG shoreline: the site was moved to the nearest land, ${latitude.toFixed(5)}, ${longitude.toFixed(5)}. Check the position of the asset.`,
    );
  }
  if (request.elevationDataset !== undefined) notes.extraDatasets.push(request.elevationDataset);
  // Fine terrain gives the ground where the user gave none.
  const fine = request.fineTerrain;
  const terrain = {
    ...siteTerrain(
      store,
      latitude,
      longitude,
      request.elevationMetres === undefined && fine !== undefined
        ? {
            elevationMetres: fine.groundMetres,
            elevationSource: {
              kind: 'external',
              dataset: `${fine.dataset} (${fine.resolutionMetres} m)`,
            },
          }
        : request,
      notes,
      placement.kind,
    ),
    fineTerrain: fine ?? null,
  };
  if (fine !== undefined)
    notes.extraDatasets.push({
      id: 'fine-terrain',
      name: `${fine.dataset} (${fine.resolutionMetres} m)`,
      source: 'Configured fine terrain tiles (TERRAIN_DIR)',
      licence: 'As the tiles state',
    });
  for (const map of [request.floodMaps?.riverine, request.floodMaps?.coastal])
    if (map)
      notes.extraDatasets.push({
        id: `flood-map-${map.returnPeriodsYears.join('-')}`,
        name: `${map.dataset} (${map.resolutionMetres} m)`,
        source: 'Configured flood-depth maps (FLOOD_MAPS_DIR)',
        licence: 'As the maps state',
      });
  const region = findReferenceRegion(
    store.regions,
    latitude,
    longitude,
    terrain.surface !== 'ocean',
  );
  notes.datasetIds.add(layerIds.regions);
  const jurisdiction = findJurisdiction(store.jurisdictions, latitude, longitude);
  notes.datasetIds.add(layerIds.jurisdictions);
  if (jurisdiction.country === null)
    notes.warnings.push('The site lies at sea, beyond 12 nautical miles of any country.');
  // Temperatures refer to the surface: the sea surface (0 m) at sea, the ground elsewhere.
  const surfaceHeightMetres = terrain.surface === 'ocean' ? 0 : terrain.elevationMetres;
  const climate = siteClimate(store, latitude, longitude, surfaceHeightMetres, notes);
  const change = siteChange(store, latitude, longitude, region?.acronym ?? null, notes);

  const riverFlood = siteRiverFlood(
    store,
    latitude,
    longitude,
    terrain,
    climate.annualPrecipitationMillimetres,
    jurisdiction.country?.alpha3 ?? null,
    notes,
  );

  const coastal = {
    ...siteCoastal(store, latitude, longitude, terrain.distanceToCoastKilometres, notes),
    floodMap: request.floodMaps?.coastal ?? null,
  };

  // The 0.5° FWI cell containing the site (the grid is itself a nearest-neighbour regridding).
  const fireWeatherIndex = sampleWithNearestFallback(store.fireWeather, latitude, longitude, {
    method: 'nearest',
    maxRings: 2,
  });
  if (!Number.isNaN(fireWeatherIndex)) {
    notes.datasetIds.add(layerIds.fireWeather);
    notes.warnings.push(
      'Fire weather is the mean FWI of one year (2017), a spatial pattern rather than a climatology.',
    );
  }

  const siteUrbanSetting = urbanSetting(
    store.urbanAreas,
    latitude,
    longitude,
    urbanEdgeSearchKilometres,
    (pointLatitude, pointLongitude) =>
      surfaceAt(store.landSea, pointLatitude, pointLongitude) === 'ocean',
  );
  notes.datasetIds.add(layerIds.urbanAreas);
  const nearbyPopulatedPlaces = populatedPlacesNear(store.populatedPlaces, latitude, longitude);
  notes.datasetIds.add(layerIds.populatedPlaces);

  const windRegion = findBuildingCodeWindRegion(
    store.buildingCodeWind,
    jurisdiction,
    latitude,
    longitude,
  );
  notes.datasetIds.add(layerIds.buildingCodeWind);
  if (windRegion === null) {
    notes.warnings.push(
      `No building-code wind speed is tabulated for ${jurisdiction.country?.name ?? 'a site at sea'}: extreme wind is not assessed (no default speed is assumed).`,
    );
  } else if (windRegion.cycloneGoverned) {
    notes.warnings.push(
      `The building-code wind here (${windRegion.codeRegion}) is set by tropical cyclones, which are the tropical-cyclone hazard: extreme wind takes the non-cyclonic part (${windRegion.nonCyclonicRule ?? ''}).`,
    );
  }

  const tropicalCyclone = siteTropicalCyclone(
    store,
    latitude,
    longitude,
    jurisdiction.country?.alpha3 ?? null,
    notes,
  );

  const datasets: DatasetReference[] = [
    ...store.manifest.entries
      .filter((entry) => notes.datasetIds.has(entry.id))
      .map(({ id, name, source, licence }) => ({ id, name, source, licence })),
    ...notes.extraDatasets,
  ];

  return siteHazardContextSchema.parse({
    location: {
      latitude,
      longitude,
      ...(placement.kind === 'moved'
        ? {
            movedToLand: {
              distanceKilometres: placement.distanceKilometres,
              requestedLatitude: placement.requestedLatitude,
              requestedLongitude: placement.requestedLongitude,
            },
          }
        : {}),
    },
    terrain,
    jurisdiction,
    region: region === null ? null : { acronym: region.acronym, name: region.name },
    climate,
    change,
    riverFlood: { ...riverFlood, floodMap: request.floodMaps?.riverine ?? null },
    coastal,
    fire: {
      fireWeatherIndex: Number.isNaN(fireWeatherIndex)
        ? null
        : Math.max(0, Math.round(fireWeatherIndex * 10) / 10),
      urbanSetting: siteUrbanSetting,
      nearbyPopulatedPlaces,
    },
    extremeWind: {
      basicWindSpeed50YearMetresPerSecond: windRegion?.basicWindSpeed50YearMetresPerSecond ?? null,
      codeBasicWindSpeed50YearMetresPerSecond:
        windRegion?.codeBasicWindSpeed50YearMetresPerSecond ?? null,
      codeRegion: windRegion?.codeRegion ?? 'No building code tabulated',
      cycloneGoverned: windRegion?.cycloneGoverned ?? false,
      returnPeriodRule: windRegion?.returnPeriodRule ?? 'EN 1991-1-4',
    },
    tropicalCyclone,
    datasets,
    warnings: notes.warnings,
  });
}
