import type { SiteHazardContext } from '@hazardscope/contracts';
import {
  siteExtremeRainfallEstimate,
  siteExtremeRainfallGauge,
} from './extreme-rainfall-gauges.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { nearestAcceptedCell, sampleGrid, sampleWithNearestFallback } from './regular-grid.ts';
import { nearestHotExtremeStation } from './site-hot-extremes.ts';
import type { SiteNotes } from './site-notes.ts';

/** Standard-atmosphere environmental lapse rate (K per m), ICAO. */
export const lapseRateKelvinPerMetre = 0.0065;

/** The averaging period of the NCEP R1 long-term monthly means (air.mon.ltm). */
const ncepClimatologyPeriod = '1981-2010';

/**
 * How far (nodes) a site looks for the nearest ERA5 soil-texture node with soil: 3 nodes (0.3°).
 * The 0.1° field is interpolated from ERA5's native grid of about 31 km (0.28125°, Hersbach et al.
 * 2020), so a node within 0.3° carries the site's native soil value; a coastal site whose nearest
 * node is water (Copenhagen, Venice, Darwin, Jakarta) would otherwise have no soil at all.
 */
const soilTextureSearchNodes = 3;

/**
 * The ERA5 soil texture class at the nearest 0.1° node with soil within `soilTextureSearchNodes`,
 * or null where there is none (open water, ice).
 */
function siteSoilTexture(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  notes: SiteNotes,
): SiteHazardContext['climate']['soilTexture'] {
  const legend = store.soilTexture.layout.legend ?? {};
  const nearestCode = sampleGrid(store.soilTexture, latitude, longitude, 'nearest');
  const nearestName = Number.isNaN(nearestCode) ? undefined : legend[String(nearestCode)];
  if (nearestName !== undefined) {
    notes.datasetIds.add(layerIds.soilTexture);
    return { code: nearestCode, name: nearestName };
  }
  const node = nearestAcceptedCell(
    store.soilTexture,
    latitude,
    longitude,
    (code) => legend[String(code)] !== undefined,
    soilTextureSearchNodes,
  );
  const name = node === null ? undefined : legend[String(node.value)];
  if (node === null || name === undefined) return null;
  notes.datasetIds.add(layerIds.soilTexture);
  notes.warnings.push(
    `Soil texture: the nearest ERA5 node is water; the texture (${name}) is that of the nearest node with soil, ${node.distanceKilometres.toFixed(0)} km away.`,
  );
  return { code: node.value, name };
}

/** How far (cells) a coastal or island site looks for the nearest land cell of a 1° land-only grid. */
const landSearchRings = 3;

/**
 * NCEP R1 monthly means interpolated to the site and moved from the height of the reanalysis
 * surface to the site: T_site = T_ncep + Γ·(z_ncep − z_site), Γ = 6.5 K/km. z_ncep is the
 * bilinear interpolation of the surface-height proxy at the same nodes.
 */
export function lapseRateCorrectedMonthlyTemperatures(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  elevationMetres: number,
): number[] {
  const ncepSurfaceMetres = sampleGrid(store.ncepSurfaceElevation, latitude, longitude, 'bilinear');
  return store.ncepTemperature.layout.layerNames.map((_, month) => {
    const temperature = sampleGrid(store.ncepTemperature, latitude, longitude, 'bilinear', month);
    const corrected = temperature + lapseRateKelvinPerMetre * (ncepSurfaceMetres - elevationMetres);
    return Math.round(corrected * 100) / 100;
  });
}

/**
 * The observed level of the annual maximum temperature at a site: the nearest ASHRAE 2013 station's
 * statistics (see `nearestHotExtremeStation`), the mean moved from the station's elevation to the
 * site's at the same lapse rate as the monthly means: T_site = T_station + Γ·(z_station − z_site).
 */
function observedAnnualMaximumTemperature(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  elevationMetres: number,
  notes: SiteNotes,
): SiteHazardContext['climate']['observedAnnualMaximumTemperature'] {
  const station = nearestHotExtremeStation(store, latitude, longitude, notes);
  if (station === null) return null;
  const meanCelsius =
    station.meanCelsius +
    lapseRateKelvinPerMetre * (station.stationElevationMetres - elevationMetres);
  return { ...station, meanCelsius: Math.round(meanCelsius * 100) / 100 };
}

export function siteClimate(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  elevationMetres: number,
  notes: SiteNotes,
): SiteHazardContext['climate'] {
  notes.datasetIds.add(layerIds.ncepTemperature);
  notes.datasetIds.add(layerIds.ncepSurfaceElevation);
  const monthlyMeanTemperatureCelsius = lapseRateCorrectedMonthlyTemperatures(
    store,
    latitude,
    longitude,
    elevationMetres,
  );
  const bioclimateLayer = (layer: number) =>
    sampleWithNearestFallback(store.bioclimate, latitude, longitude, {
      layer,
      maxRings: landSearchRings,
    });
  let annualMean = bioclimateLayer(0);
  let warmestQuarter = bioclimateLayer(1);
  let precipitation: number | null = bioclimateLayer(2);
  if (Number.isNaN(annualMean) || Number.isNaN(warmestQuarter) || Number.isNaN(precipitation)) {
    // Open sea or Antarctica: Beyer et al. cover land north of 60° S only.
    annualMean = monthlyMeanTemperatureCelsius.reduce((sum, value) => sum + value, 0) / 12;
    warmestQuarter = Math.max(
      ...monthlyMeanTemperatureCelsius.map(
        (_, month) =>
          [0, 1, 2].reduce(
            (sum, offset) => sum + (monthlyMeanTemperatureCelsius[(month + offset) % 12] ?? 0),
            0,
          ) / 3,
      ),
    );
    precipitation = null;
    notes.warnings.push(
      'No land climate (Beyer et al. 2020) near the site: mean temperatures come from NCEP R1 and annual precipitation is unknown.',
    );
  } else {
    notes.datasetIds.add(layerIds.bioclimate);
  }
  const biomeCell = nearestAcceptedCell(
    store.biome,
    latitude,
    longitude,
    () => true,
    landSearchRings,
  );
  const biomeCode = biomeCell?.value;
  // Every class of the 3 × 3 cells around the site: the 1° potential biome can miss the vegetation
  // of hills beside a city (a coastal or dry cell mapped as desert next to sclerophyll woodland).
  const nearbyBiomeCodes = new Set<number>();
  const collectNeverAccept = (code: number) => {
    nearbyBiomeCodes.add(code);
    return false;
  };
  nearestAcceptedCell(store.biome, latitude, longitude, collectNeverAccept, 1);
  const biomeName =
    biomeCode === undefined ? undefined : store.biome.layout.legend?.[String(biomeCode)];
  if (biomeName !== undefined) notes.datasetIds.add(layerIds.biome);
  const monthlyClimatologyWarmingCelsius =
    store.periodWarming.baselineWarmingCelsius[ncepClimatologyPeriod];
  if (monthlyClimatologyWarmingCelsius === undefined)
    throw new Error(`no warming level for the NCEP period ${ncepClimatologyPeriod}`);
  const warmestQuarterMeanTemperatureCelsius = Math.round(warmestQuarter * 100) / 100;
  const annualPrecipitationMillimetres =
    precipitation === null ? null : Math.max(0, Math.round(precipitation));
  return {
    annualMeanTemperatureCelsius: Math.round(annualMean * 100) / 100,
    warmestQuarterMeanTemperatureCelsius,
    annualPrecipitationMillimetres,
    monthlyMeanTemperatureCelsius,
    monthlyClimatologyWarmingCelsius,
    observedAnnualMaximumTemperature: observedAnnualMaximumTemperature(
      store,
      latitude,
      longitude,
      elevationMetres,
      notes,
    ),
    soilTexture: siteSoilTexture(store, latitude, longitude, notes),
    extremeRainfallGauge: siteExtremeRainfallGauge(store, latitude, longitude, notes),
    extremeRainfallEstimate: siteExtremeRainfallEstimate(
      store.extremeRainfallRelation,
      annualPrecipitationMillimetres,
      warmestQuarterMeanTemperatureCelsius,
      notes,
    ),
    nearbyBiomeCodes: [...nearbyBiomeCodes].sort((left, right) => left - right),
    biome:
      biomeCode === undefined || biomeName === undefined
        ? null
        : { code: biomeCode, name: biomeName },
  };
}
