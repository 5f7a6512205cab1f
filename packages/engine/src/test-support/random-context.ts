import type {
  EngineAsset,
  HazardKey,
  SiteHazardContext,
  WarmingLevelResponse,
} from '@hazardscope/contracts';
import { hazardKeys } from '@hazardscope/contracts';
import { exampleAsset, exampleSite } from './example-site.ts';

/** Mulberry32: a small seeded pseudo-random generator returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: () => number, low: number, high: number): number {
  return low + (high - low) * random();
}

/** A monotone response: changes grow with warming at a random rate (possibly negative when `signed`). */
function randomResponse(
  random: () => number,
  unit: WarmingLevelResponse['unit'],
  perDegree: number,
  signed: boolean,
): WarmingLevelResponse | null {
  if (random() < 0.1) return null;
  const slope = signed ? between(random, -perDegree, perDegree) : between(random, 0, perDegree);
  return {
    quantity: `random ${unit}`,
    unit,
    baselineWarmingCelsius: 0.85,
    points: [1.5, 2, 3, 4].map((warmingCelsius) => ({
      warmingCelsius,
      change: slope * (warmingCelsius - 0.85),
    })),
    datasetId: 'random',
  };
}

/** A random but physically plausible site context (seeded). */
/** A gauge GEV of the given mean annual maximum (mm) and shape, location and scale in GSDR-IDF's usual ratio. */
function randomGauge(
  meanAnnualMaximumMillimetres: number,
  shape: number,
): NonNullable<SiteHazardContext['climate']['extremeRainfallGauge']> {
  return {
    stationId: 'XX_000001',
    distanceKilometres: 10,
    climateClass: 'random',
    recordLengthYears: 30,
    firstYear: 1980,
    lastYear: 2010,
    meanAnnualMaximumMillimetres,
    locationMillimetres: 0.8 * meanAnnualMaximumMillimetres,
    scaleMillimetres: 0.25 * meanAnnualMaximumMillimetres,
    shape,
  };
}

export function randomSite(random: () => number): SiteHazardContext {
  const base = exampleSite();
  const annualMean = between(random, -15, 30);
  const seasonalAmplitude = between(random, 1, 20);
  const latitude = between(random, -60, 75);
  const coastal = random() < 0.5;
  const returnPeriodsYears = [10, 25, 50, 100, 250, 500, 1000];
  const cycloneScale = random() < 0.4 ? between(random, 0, 30) : 0;
  return {
    ...base,
    location: { latitude, longitude: between(random, -180, 180) },
    terrain: {
      ...base.terrain,
      elevationMetres: between(random, -2, 3000),
      surface: random() < 0.95 ? 'land' : 'lake',
      distanceToCoastKilometres: coastal ? between(random, 0, 12) : between(random, 12, 2000),
    },
    jurisdiction:
      random() < 0.9
        ? {
            country: [
              { alpha2: 'DE', alpha3: 'DEU', name: 'Germany' },
              { alpha2: 'PH', alpha3: 'PHL', name: 'Philippines' },
              { alpha2: 'US', alpha3: 'USA', name: 'United States' },
              { alpha2: 'FJ', alpha3: 'FJI', name: 'Fiji' },
            ][Math.floor(random() * 4)]!,
            subdivision: null,
            distanceKilometres: 0,
          }
        : { country: null, subdivision: null, distanceKilometres: null },
    region:
      random() < 0.8
        ? {
            acronym: ['WCE', 'SAS', 'ENA', 'EAU', 'WAF'][Math.floor(random() * 5)]!,
            name: 'random',
          }
        : null,
    climate: {
      annualMeanTemperatureCelsius: annualMean,
      warmestQuarterMeanTemperatureCelsius: annualMean + seasonalAmplitude * 0.8,
      annualPrecipitationMillimetres: between(random, 0, 4000),
      monthlyMeanTemperatureCelsius: Array.from(
        { length: 12 },
        (_, month) =>
          annualMean -
          seasonalAmplitude *
            Math.cos(((month + 0.5) / 12) * 2 * Math.PI) *
            Math.sign(latitude || 1),
      ),
      monthlyClimatologyWarmingCelsius: 0.64,
      observedAnnualMaximumTemperature: null,
      // Derived from the values above so the random sequence of the other fields is unchanged.
      soilTexture: {
        code: 1 + (Math.round(Math.abs(annualMean) * 10) % 7),
        name: 'random texture',
      },
      biome: random() < 0.9 ? { code: Math.floor(random() * 29), name: 'random biome' } : null,
      nearbyBiomeCodes: [Math.round(Math.abs(annualMean)) % 29],
      // A rain gauge at every other site, derived like the soil texture; its GEV spans what
      // GSDR-IDF holds (mean annual maxima 15–406 mm, shapes −0.19 to 0.37).
      extremeRainfallGauge:
        Math.round(Math.abs(annualMean)) % 2 === 0
          ? randomGauge(
              15 + (Math.abs(annualMean * 37) % 390),
              -0.19 + (Math.abs(annualMean * 13) % 0.56),
            )
          : null,
      // The relation's estimate where no gauge is near, derived the same way: 15–300 mm.
      extremeRainfallEstimate: {
        meanAnnualMaximumMillimetres: 15 + (Math.abs(annualMean * 53) % 285),
        scatterFactor: 1.31,
        unseenCountryScatterFactor: 1.37,
        gauges: 3924,
        countries: 20,
        withinFittedRange: Math.round(Math.abs(annualMean)) % 5 !== 0,
      },
    },
    change: {
      hotDaysAbove35Celsius: randomResponse(random, 'days per year', 20, false),
      heatIndexDaysAbove41Celsius: randomResponse(random, 'days per year', 10, false),
      annualMaximumTemperature: randomResponse(random, 'celsius', 2, false),
      annualMinimumTemperature: randomResponse(random, 'celsius', 2.5, false),
      maximumOneDayPrecipitation: randomResponse(random, 'percent', 10, true),
      maximumFiveDayPrecipitation: randomResponse(random, 'percent', 10, true),
      consecutiveDryDays: randomResponse(random, 'days per year', 5, true),
      soilMoisture: randomResponse(random, 'percent', 5, true),
      droughtFrequency: randomResponse(random, 'events per decade', 1, true),
      meanWindSpeed: randomResponse(random, 'percent', 3, true),
      riverDischarge100Year: randomResponse(random, 'percent', 15, true),
    },
    riverFlood:
      random() < 0.8
        ? {
            distanceToRiverKilometres: between(random, 0, 50),
            drainsToSeaAwayFromRivers: false,
            river: {
              source: random() < 0.7 ? 'mapped' : 'derived',
              mappedLevel: 1,
              catchmentAreaSquareKilometres: between(random, 100, 1_000_000),
              meanDischargeCubicMetresPerSecond: between(random, 0.5, 50_000),
              heightAboveRiverMetres: between(random, 0, 200),
              heightResolved: random() < 0.5,
              channelDataset: 'WDBII level 1',
              catchmentSource: '5′ drainage grid',
              channelPositionErrorKilometres: between(random, 0, 5),
              heightUncertaintyMetres: between(random, 0, 20),
              heightSource: 'embedded 5′ grid',
              floodplainHeightMetres: between(random, 1, 40),
              withinFloodplain: random() < 0.8,
            },
            protectionStandard:
              random() < 0.8
                ? { returnPeriodYears: between(random, 2, 5000), countryAlpha3: 'XXX' }
                : null,
          }
        : {
            distanceToRiverKilometres: null,
            drainsToSeaAwayFromRivers: false,
            river: null,
            protectionStandard: null,
          },
    coastal: coastal
      ? {
          nearestWaterLevelPoint: {
            distanceKilometres: between(random, 0, 100),
            thresholdMetres: between(random, 0.3, 3),
            scaleMetres: between(random, 0.05, 0.5),
            shape: between(random, -0.3, 0.2),
            exceedancesPerYear: between(random, 1, 30),
            returnLevel100YearMetres: between(random, 1, 6),
          },
          protectionStandard:
            random() < 0.8
              ? {
                  distanceKilometres: between(random, 0, 50),
                  returnPeriodYears: between(random, 2, 1000),
                }
              : null,
          verticalLandMotion:
            random() < 0.5
              ? {
                  distanceKilometres: between(random, 0, 50),
                  millimetresPerYear: between(random, -10, 20),
                  relativeSeaLevel2100Metres: between(random, -0.5, 2),
                }
              : null,
          tideGaugeTrend: null,
          seaLevelFingerprints: {
            greenland: between(random, 0, 1.3),
            antarctica: between(random, 0.8, 1.3),
            glaciers: between(random, 0, 1.3),
            thermalExpansion: 1,
            landWater: 1,
          },
        }
      : {
          nearestWaterLevelPoint: null,
          protectionStandard: null,
          verticalLandMotion: null,
          tideGaugeTrend: null,
          seaLevelFingerprints: null,
        },
    fire: {
      fireWeatherIndex: random() < 0.9 ? between(random, 0, 60) : null,
      urbanSetting: {
        insideUrbanArea: latitude > 0,
        distanceToUrbanEdgeKilometres: Math.abs(latitude) < 30 ? Math.abs(latitude) / 10 : null,
      },
      nearbyPopulatedPlaces:
        random() < 0.5
          ? []
          : [
              {
                population: between(random, 1e4, 2e7),
                builtUpDensityPersonsPerSquareKilometre: between(random, 2800, 13500),
                distanceKilometres: between(random, 0, 50),
              },
            ],
    },
    extremeWind: {
      basicWindSpeed50YearMetresPerSecond: between(random, 20, 55),
      codeBasicWindSpeed50YearMetresPerSecond: null,
      codeRegion: 'random',
      cycloneGoverned: false,
      returnPeriodRule: 'EN 1991-1-4',
    },
    tropicalCyclone: {
      basin:
        cycloneScale > 0
          ? (['NA', 'EP', 'WP', 'NI', 'SI', 'SP'] as const)[Math.floor(random() * 6)]!
          : null,
      returnPeriodsYears,
      sustainedWindMetresPerSecond: returnPeriodsYears.map((period) =>
        cycloneScale > 0 ? Math.max(0, cycloneScale + 10 * Math.log(period / 10)) : 0,
      ),
      vulnerability: {
        region: 'random',
        regionName: 'random',
        calibration: 'RMSF',
        thresholdMetresPerSecond: 25.7,
        halfDamageMetresPerSecond: between(random, 45, 140),
      },
    },
  };
}

/** A random asset: the example archetype with random coefficients, heights and design values. */
export function randomAsset(random: () => number): EngineAsset {
  const asset = exampleAsset();
  return {
    ...asset,
    design: {
      ...asset.design,
      heightAboveGround: between(random, 0, 2),
      windThreshold:
        random() < 0.3
          ? null
          : [1 / 20, 1 / 50, 1 / 100, 1 / 250, 1 / 500, 1 / 1000, 1 / 2000][
              Math.floor(random() * 7)
            ]!,
      heatThreshold: random() < 0.3 ? null : [1 / 20, 1 / 50, 1 / 100][Math.floor(random() * 3)]!,
      fireProtection: (['none', 'heatEmber', 'flame'] as const)[Math.floor(random() * 3)]!,
      foundationDesign: random() < 0.8 ? 'normal' : 'other',
      buildYear: Math.floor(between(random, 1950, 2030)),
      elevation: random() < 0.3 ? between(random, 0, 10) : null,
    },
    elements: asset.elements.map((element) => ({
      ...element,
      heightAboveFloorMetres: between(random, 0, 3),
      material: {
        ...element.material,
        failure_coefficients: Object.fromEntries(
          hazardKeys.map((key): [HazardKey, number] => [key, between(random, 0, 4)]),
        ),
      },
      criticalToFunction: random() < 0.75,
    })),
  };
}
