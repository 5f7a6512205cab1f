import {
  hazardKeys,
  type EngineAsset,
  type HazardKey,
  type SiteHazardContext,
  type WarmingLevelResponse,
} from '@hazardscope/contracts';

/** A warming response through (baseline, 0) with the given changes at +1.5, +2, +3, +4 °C. */
function responseAt(
  quantity: string,
  unit: WarmingLevelResponse['unit'],
  changes: readonly [number, number, number, number],
  baselineWarmingCelsius = 0.85,
): WarmingLevelResponse {
  const levels = [1.5, 2, 3, 4];
  return {
    quantity,
    unit,
    baselineWarmingCelsius,
    points: levels.map((warmingCelsius, index) => ({ warmingCelsius, change: changes[index]! })),
    datasetId: `test-${quantity}`,
  };
}

/**
 * A hand-built coastal, riverside, temperate site (values of the order of a south-east Australian
 * coastal city) with every field filled, for tests.
 */
export function exampleSite(): SiteHazardContext {
  return {
    location: { latitude: -27.5, longitude: 153.0 },
    terrain: {
      elevationMetres: 2.5,
      elevationSource: { kind: 'embedded', dataset: 'ETOPO5 5′ (embedded)' },
      surface: 'land',
      distanceToCoastKilometres: 3,
    },
    jurisdiction: {
      country: { alpha2: 'AU', alpha3: 'AUS', name: 'Australia' },
      subdivision: { code: 'AU-QLD', scheme: 'ISO 3166-2', name: 'Queensland', fips: null },
      distanceKilometres: 0,
    },
    region: { acronym: 'EAU', name: 'E.Australia' },
    climate: {
      annualMeanTemperatureCelsius: 20.5,
      warmestQuarterMeanTemperatureCelsius: 25,
      annualPrecipitationMillimetres: 1150,
      monthlyMeanTemperatureCelsius: [
        25.5, 25.3, 24.2, 21.8, 18.8, 16.2, 15.4, 16.4, 19, 21.5, 23.3, 24.8,
      ],
      monthlyClimatologyWarmingCelsius: 0.64,
      observedAnnualMaximumTemperature: null,
      soilTexture: { code: 4, name: 'fine' },
      biome: { code: 15, name: 'Temperate sclerophyll woodland' },
      nearbyBiomeCodes: [6, 15],
      extremeRainfallGauge: null,
      // What the embedded GSDR-IDF relation gives for 1,150 mm a year and a 25 °C warmest quarter.
      extremeRainfallEstimate: {
        meanAnnualMaximumMillimetres: 107.1,
        scatterFactor: 1.31,
        unseenCountryScatterFactor: 1.37,
        gauges: 3924,
        countries: 20,
        withinFittedRange: true,
      },
    },
    change: {
      hotDaysAbove35Celsius: responseAt('tx35', 'days per year', [3, 6, 14, 28]),
      heatIndexDaysAbove41Celsius: responseAt('hi41', 'days per year', [1, 2, 6, 14]),
      annualMaximumTemperature: responseAt('TXx', 'celsius', [0.9, 1.5, 2.6, 3.8]),
      annualMinimumTemperature: responseAt('TNn', 'celsius', [0.8, 1.3, 2.4, 3.5]),
      maximumOneDayPrecipitation: responseAt('Rx1day', 'percent', [4, 8, 15, 22]),
      maximumFiveDayPrecipitation: responseAt('Rx5day', 'percent', [3, 6, 12, 18]),
      consecutiveDryDays: responseAt('CDD', 'days per year', [1, 2, 4, 7]),
      soilMoisture: responseAt('soil moisture', 'percent', [-2, -4, -7, -11]),
      droughtFrequency: responseAt('SPI-6 droughts', 'events per decade', [0.3, 0.6, 1.2, 2]),
      meanWindSpeed: responseAt('sfcWind', 'percent', [0.5, 1, 1.5, 2]),
      riverDischarge100Year: responseAt('Q100', 'percent', [3, 6, 11, 17]),
    },
    riverFlood: {
      distanceToRiverKilometres: 1.2,
      drainsToSeaAwayFromRivers: false,
      river: {
        source: 'mapped',
        mappedLevel: 1,
        catchmentAreaSquareKilometres: 13_500,
        meanDischargeCubicMetresPerSecond: 140,
        heightAboveRiverMetres: 1.5,
        heightResolved: true,
        channelDataset: 'WDBII level 1',
        catchmentSource: 'GRDC station catalogue',
        channelPositionErrorKilometres: 1.5,
        heightUncertaintyMetres: 0.5,
        heightSource: 'embedded 5′ grid',
        floodplainHeightMetres: 11,
        withinFloodplain: true,
      },
      protectionStandard: { returnPeriodYears: 98.6, countryAlpha3: 'AUS' },
    },
    coastal: {
      // A Kirezci et al. 2020 fit of the kind found on an open east-Australian coast.
      nearestWaterLevelPoint: {
        distanceKilometres: 4,
        thresholdMetres: 1.2,
        scaleMetres: 0.12,
        shape: 0.02,
        exceedancesPerYear: 10,
        returnLevel100YearMetres: 2.0,
      },
      protectionStandard: { distanceKilometres: 3, returnPeriodYears: 50 },
      verticalLandMotion: {
        distanceKilometres: 12,
        millimetresPerYear: 1,
        relativeSeaLevel2100Metres: 0.7,
      },
      tideGaugeTrend: {
        distanceKilometres: 12,
        trendMillimetresPerYear: 2.1,
        firstYear: 1966,
        lastYear: 2020,
      },
      seaLevelFingerprints: {
        greenland: 1.1,
        antarctica: 1.15,
        glaciers: 1.05,
        thermalExpansion: 1,
        landWater: 1,
      },
    },
    fire: {
      fireWeatherIndex: 9.5,
      urbanSetting: { insideUrbanArea: false, distanceToUrbanEdgeKilometres: 0.8 },
      nearbyPopulatedPlaces: [],
    },
    extremeWind: {
      basicWindSpeed50YearMetresPerSecond: 40,
      codeBasicWindSpeed50YearMetresPerSecond: 40,
      codeRegion: 'AS/NZS 1170.2 region B',
      cycloneGoverned: false,
      returnPeriodRule: 'EN 1991-1-4',
    },
    tropicalCyclone: {
      basin: 'SP',
      returnPeriodsYears: [10, 25, 50, 100, 250, 500, 1000],
      sustainedWindMetresPerSecond: [0, 22, 28, 33, 39, 43, 47],
      vulnerability: {
        region: 'OC',
        regionName: 'Oceania',
        calibration: 'RMSF',
        thresholdMetresPerSecond: 25.7,
        halfDamageMetresPerSecond: 49.7,
      },
    },
    datasets: [
      {
        id: 'etopo5-elevation',
        name: 'NOAA ETOPO5 (5′)',
        source: 'NOAA NGDC',
        licence: 'public domain',
      },
      {
        id: 'jrc-coastal-water-levels',
        name: 'JRC LISCoAsT total water levels',
        source: 'Vousdoukas et al. 2018',
        licence: 'EU reuse',
      },
      {
        id: 'beyer2020-bioclim',
        name: 'Beyer et al. 2020 bioclimate',
        source: 'Beyer, Krapp & Manica 2020',
        licence: 'CC BY 4.0',
      },
    ],
    warnings: ['Elevation is from a 5′ grid.'],
  };
}

const allHazards: readonly HazardKey[] = hazardKeys;

function material(id: string, coefficients: Partial<Record<HazardKey, number>>) {
  return { id, name: id, failure_coefficients: coefficients };
}

/** A 12-element house-like archetype; shares sum to 1. */
export function exampleAsset(): EngineAsset {
  const masonry = material('masonry', {
    flood_riverine: 1,
    inundation: 1,
    flood_surfacewater: 1,
    'freeze-thaw': 1,
    forest_fire: 0.5,
    wind: 0.5,
    cyclone_wind: 0.5,
  });
  const timber = material('timber', {
    flood_riverine: 1.5,
    inundation: 1.5,
    flood_surfacewater: 1.5,
    forest_fire: 2,
    wind: 1,
    cyclone_wind: 1,
    'freeze-thaw': 0.5,
  });
  const metalRoof = material('metal-roof', {
    wind: 1.5,
    cyclone_wind: 1.5,
    forest_fire: 0.5,
    heat: 0.5,
  });
  const concrete = material('concrete', {
    soil_movement: 1,
    flood_riverine: 0.3,
    inundation: 0.3,
    'freeze-thaw': 0.7,
  });
  const services = material('services', {
    heat: 1.5,
    flood_riverine: 2,
    inundation: 2,
    flood_surfacewater: 2,
    wind: 0.5,
    cyclone_wind: 0.5,
  });
  const element = (
    name: string,
    group: string,
    proportion: number,
    exposure: HazardKey[],
    heightAboveFloorMetres: number,
    chosen: ReturnType<typeof material>,
  ) => ({
    name,
    group,
    proportion,
    exposure,
    heightAboveFloorMetres,
    material: chosen,
  });
  return {
    name: 'Example house',
    address: '1 Example Street',
    archetype: { acronym: 'SH', name: 'Simple House', service: 'Building' },
    design: {
      heightAboveGround: 0.3,
      windThreshold: null,
      heatThreshold: null,
      fireProtection: 'none',
      foundationDesign: 'normal',
      buildYear: 1996,
      lifetime: 50,
      replacementCost: 315000,
      assetLifeEnd: 2100,
      elevation: null,
    },
    elements: [
      element(
        'Foundation',
        'Structure',
        0.1,
        ['soil_movement', 'flood_riverine', 'inundation', 'freeze-thaw'],
        0,
        concrete,
      ),
      element(
        'Frame',
        'Structure',
        0.15,
        ['wind', 'cyclone_wind', 'forest_fire', 'flood_riverine', 'inundation'],
        0,
        timber,
      ),
      element(
        'External walls',
        'Envelope',
        0.12,
        allHazards.filter((key) => key !== 'heat' && key !== 'soil_movement'),
        0,
        masonry,
      ),
      element(
        'Roof',
        'Envelope',
        0.1,
        ['wind', 'cyclone_wind', 'forest_fire', 'heat'],
        2.7,
        metalRoof,
      ),
      element('Windows', 'Envelope', 0.06, ['wind', 'cyclone_wind', 'forest_fire'], 0.9, timber),
      element(
        'Ground floor',
        'Interior',
        0.07,
        ['flood_riverine', 'inundation', 'flood_surfacewater'],
        0,
        timber,
      ),
      element(
        'Internal walls',
        'Interior',
        0.08,
        ['flood_riverine', 'inundation', 'flood_surfacewater', 'forest_fire'],
        0,
        timber,
      ),
      element(
        'Electrical',
        'Services',
        0.08,
        ['flood_riverine', 'inundation', 'flood_surfacewater', 'heat'],
        0.4,
        services,
      ),
      element(
        'HVAC',
        'Services',
        0.07,
        ['heat', 'wind', 'cyclone_wind', 'flood_riverine', 'inundation'],
        0.2,
        services,
      ),
      element(
        'Plumbing',
        'Services',
        0.05,
        ['flood_riverine', 'inundation', 'freeze-thaw'],
        0,
        services,
      ),
      element(
        'Kitchen and fit-out',
        'Interior',
        0.08,
        ['flood_riverine', 'inundation', 'flood_surfacewater'],
        0.5,
        timber,
      ),
      element(
        'External works',
        'Site',
        0.04,
        ['flood_riverine', 'inundation', 'soil_movement', 'freeze-thaw', 'forest_fire'],
        0,
        concrete,
      ),
    ],
  };
}
