import { z } from 'zod';

/**
 * The seam between `packages/hazard-data` (which reads data) and `packages/engine` (which computes):
 * everything the engine needs to know about one site, as physical quantities with units in their
 * names. hazard-data fills it from the embedded grids (or a configured external raster); the engine
 * turns it into yearly exceedance curves. Tests of the engine build it by hand.
 *
 * Climate-change signals are all given the same way, as a response to the global warming level
 * (GWL, °C of global surface air temperature above 1850–1900), so the engine needs one interpolator
 * and one warming path per scenario. Period-based AR6 grids (2041–2060, 2081–2100 vs 1995–2014)
 * are placed at the assessed SSP5-8.5 median GWL of their period by hazard-data.
 */

export const datasetReferenceSchema = z.object({
  /** Stable id of the derived layer, e.g. 'etopo5-elevation'. */
  id: z.string(),
  /** Human-readable dataset name, e.g. 'NOAA ETOPO5 (5′)'. */
  name: z.string(),
  /** Provider and citation, e.g. 'NOAA NGDC; Vousdoukas et al. 2018, Nat. Commun.'. */
  source: z.string(),
  licence: z.string(),
});
export type DatasetReference = z.infer<typeof datasetReferenceSchema>;

export const warmingLevelResponseSchema = z.object({
  /** What changes and in what unit, e.g. 'TXx change (°C)', 'Rx1day change (%)'. */
  quantity: z.string(),
  unit: z.enum([
    'celsius',
    'percent',
    'days',
    'days per year',
    'events per decade',
    'millimetres',
    'standard deviations',
  ]),
  /** GWL at which the change is zero (the baseline period's GWL, e.g. 0.85 for 1995–2014). */
  baselineWarmingCelsius: z.number(),
  /** Change from the baseline at each warming level, ascending by warming. */
  points: z.array(z.object({ warmingCelsius: z.number(), change: z.number() })).min(1),
  datasetId: z.string(),
});
export type WarmingLevelResponse = z.infer<typeof warmingLevelResponseSchema>;

export const elevationSourceSchema = z.object({
  kind: z.enum(['embedded', 'external', 'user']),
  /** Shown as the elevation dataset in the Detail tab and the report, e.g. 'ETOPO5 5′ (embedded)'. */
  dataset: z.string(),
  /**
   * Side of the source's grid cell (km) where it is a coarse grid whose value is a cell mean (the
   * embedded 5′ ETOPO5: ~9.3 km); absent for a site's own value or a fine raster.
   */
  cellKilometres: z.number().positive().optional(),
});

/**
 * Flood depths at a site read from a flood-map layer by return period: the layer's name, its
 * resolution, and the depth above ground (m, 0 where dry) at each return period it holds, ascending.
 */
export const floodMapDepthsSchema = z.object({
  dataset: z.string(),
  resolutionMetres: z.number().positive(),
  returnPeriodsYears: z.array(z.number().positive()).min(1),
  depthsMetres: z.array(z.number().min(0)).min(1),
});
export type FloodMapDepths = z.infer<typeof floodMapDepthsSchema>;

/**
 * Ground and height above the nearest drainage (HAND) at a site from fine terrain tiles
 * (TERRAIN_DIR or ELEVATION_URL sampled as a grid), flow routed on the fine grid with the mapped
 * channel burned in.
 */
export const fineTerrainSchema = z.object({
  dataset: z.string(),
  resolutionMetres: z.number().positive(),
  groundMetres: z.number(),
  heightAboveDrainageMetres: z.number().min(0),
  /** Level of the drainage cell the site's flow path reaches (m). */
  drainageLevelMetres: z.number(),
  /** Distance from the site to that drainage cell (km). */
  drainageDistanceKilometres: z.number().min(0),
});
export type FineTerrain = z.infer<typeof fineTerrainSchema>;

/** Radius within which the site data looks for a river (km); beyond it riverine flooding is not assessed. */
export const riverSearchRadiusKilometres = 50;

/**
 * The rules by which a building code extrapolates its 50-year basic wind to other return periods:
 * EN 1991-1-4's probability factor c_prob (a Gumbel distribution with K = 0.2, the European wind
 * climate), or the ASCE 7 commentary's conversion for the non-hurricane United States,
 * V_T / V_50 = 0.36 + 0.10 ln(12 T) (fitted to US station extremes).
 */
export const windReturnPeriodRules = ['EN 1991-1-4', 'ASCE 7 non-hurricane'] as const;
export type WindReturnPeriodRule = (typeof windReturnPeriodRules)[number];

/**
 * Latitude (°) poleward of which no storm is counted as a tropical cyclone: 50. The best tracks
 * follow some storms through extratropical transition to Iceland and Norway; there they are
 * extratropical storms, already in the extreme-wind hazard's code winds. The engine does not compute
 * the hazard there, and the hazard data add no note on its return levels.
 */
export const tropicalCycloneMaximumLatitudeDegrees = 50;

export const siteHazardContextSchema = z.object({
  location: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /**
     * Set when the requested point lay at sea within the snapping distance of land and the site was
     * moved to the nearest land cell: the distance moved (km) and the point as requested.
     */
    movedToLand: z
      .object({
        distanceKilometres: z.number().min(0),
        requestedLatitude: z.number().min(-90).max(90),
        requestedLongitude: z.number().min(-180).max(180),
      })
      .optional(),
  }),
  terrain: z.object({
    /** Ground elevation above mean sea level at the site (m). */
    elevationMetres: z.number(),
    elevationSource: elevationSourceSchema,
    /**
     * Land, ocean or lake at the site by the 30″ GSHHG full-resolution mask; a point within about
     * one cell of the shoreline counts as land.
     */
    surface: z.enum(['land', 'ocean', 'lake']),
    /** Distance to the nearest ocean cell of the 30″ mask (km); 0 at sea or on the shoreline. */
    distanceToCoastKilometres: z.number().min(0),
    /** Ground and height above drainage from fine terrain tiles, when configured; null otherwise. */
    fineTerrain: fineTerrainSchema.nullable().optional(),
  }),
  /**
   * The country (ISO 3166-1, DCW-GMT polygons) and first-level subdivision (ISO 3166-2 where DCW
   * has it — AR, AU, BR, CA, CN, IN, RU, US — else Natural Earth's adm1_code) of the site; null
   * parts at sea beyond 22.224 km (12 nautical miles) of any unit.
   */
  jurisdiction: z.object({
    country: z
      .object({
        /** ISO 3166-1 alpha-2, e.g. 'DE'. */
        alpha2: z.string().length(2),
        /** ISO 3166-1 alpha-3, e.g. 'DEU'. */
        alpha3: z.string().length(3),
        name: z.string(),
      })
      .nullable(),
    subdivision: z
      .object({
        /** 'AU-QLD' (ISO 3166-2) or 'DEU-1573' (Natural Earth adm1_code). */
        code: z.string(),
        scheme: z.enum(['ISO 3166-2', 'Natural Earth adm1_code']),
        name: z.string(),
        /** FIPS 10-4 code of a Natural Earth unit, when it has one. */
        fips: z.string().nullable(),
      })
      .nullable(),
    /** Distance to the country's mapped edge (km): 0 inside it; null with no country. */
    distanceKilometres: z.number().min(0).nullable(),
  }),
  /** AR6 reference region (Iturbide et al. 2020) containing the site, or null far offshore. */
  region: z.object({ acronym: z.string(), name: z.string() }).nullable(),
  climate: z.object({
    /** Beyer et al. 2020 BIO1 (°C). */
    annualMeanTemperatureCelsius: z.number(),
    /** Beyer et al. 2020 BIO10 (°C). */
    warmestQuarterMeanTemperatureCelsius: z.number(),
    /** Beyer et al. 2020 BIO12 (mm/yr); null where unknown (open sea, Antarctica: no land climate). */
    annualPrecipitationMillimetres: z.number().min(0).nullable(),
    /** NCEP R1 1981–2010 long-term monthly means, lapse-rate corrected to the site elevation (°C), Jan..Dec. */
    monthlyMeanTemperatureCelsius: z.array(z.number()).length(12),
    /**
     * Global warming level (°C above 1850–1900) of the period of the monthly means (1981–2010),
     * to re-base changes given against another period before they are added to them.
     */
    monthlyClimatologyWarmingCelsius: z.number(),
    /**
     * Observed level of the annual maximum temperature: the extreme annual dry-bulb statistics of
     * the nearest ASHRAE 2013 station (Handbook—Fundamentals ch. 14), or null where no station is
     * nearer to the site than the nearest node of the NCEP R1 grid that the monthly means come from.
     */
    observedAnnualMaximumTemperature: z
      .object({
        /** Mean of the station's annual maxima (°C), lapse-rate corrected to the site elevation. */
        meanCelsius: z.number(),
        /** Standard deviation of the station's annual maxima (°C). */
        standardDeviationCelsius: z.number().min(0),
        /** 'name (country, WMO number)'. */
        station: z.string(),
        distanceKilometres: z.number().min(0),
        stationElevationMetres: z.number(),
        firstYear: z.number().int(),
        lastYear: z.number().int(),
      })
      .nullable(),
    /** ERA5 soil texture class (FAO DSMW, 0.1°) at the site, or null on water / no soil. */
    soilTexture: z.object({ code: z.number().int(), name: z.string() }).nullable(),
    /** BIOME4 potential natural vegetation class (Beyer et al. 2020), or null where none. */
    biome: z.object({ code: z.number().int(), name: z.string() }).nullable(),
    /** Distinct BIOME4 classes of the 1° cells around the site (3 × 3), the site's own included. */
    nearbyBiomeCodes: z.array(z.number().int()),
    /**
     * The nearest rain gauge of GSDR-IDF (Green, Guerreiro & Fowler 2026) within the dataset's
     * transfer distance, with its GEV fit (regional frequency analysis) of annual maximum 24-hour
     * rainfall — totals over sliding 24-hour windows of hourly records, not fixed days; null where
     * no gauge is that near.
     */
    extremeRainfallGauge: z
      .object({
        /** GSDR station id, e.g. 'US_005282'. */
        stationId: z.string(),
        distanceKilometres: z.number().min(0),
        /** GSDR-IDF's broad climate class of the gauge (from Köppen–Geiger). */
        climateClass: z.string(),
        recordLengthYears: z.number().positive(),
        firstYear: z.number().int(),
        lastYear: z.number().int(),
        /** The gauge's index value: its mean annual maximum 24-hour rainfall (mm). */
        meanAnnualMaximumMillimetres: z.number().positive(),
        /** GEV location μ and scale σ (mm) and shape ξ (positive: heavy tail) of the annual maxima. */
        locationMillimetres: z.number().positive(),
        scaleMillimetres: z.number().positive(),
        shape: z.number(),
      })
      .nullable(),
    /**
     * The site's mean annual maximum 24-hour rainfall (mm, sliding windows as a gauge's index) from
     * the relation fitted to the GSDR-IDF gauges on annual precipitation and warmest-quarter
     * temperature, for where no gauge is near; null where the precipitation is unknown.
     */
    extremeRainfallEstimate: z
      .object({
        meanAnnualMaximumMillimetres: z.number().positive(),
        /** exp of the relation's residual standard deviation (natural log): its typical factor of error. */
        scatterFactor: z.number().min(1),
        /** The typical factor of error in a country whose gauges the fit did not see. */
        unseenCountryScatterFactor: z.number().min(1),
        gauges: z.number().int().positive(),
        countries: z.number().int().positive(),
        /** False where the site's climate lies outside the gauges' (an extrapolation). */
        withinFittedRange: z.boolean(),
      })
      .nullable(),
  }),
  change: z.object({
    /** Days per year with Tmax > 35 °C (AR6 ch. 12 grid), change. */
    hotDaysAbove35Celsius: warmingLevelResponseSchema.nullable(),
    /** Days per year with NOAA heat index > 41 °C (AR6 ch. 12 grid), change. */
    heatIndexDaysAbove41Celsius: warmingLevelResponseSchema.nullable(),
    /** Regional annual maximum daily temperature TXx (AR6 CMIP6 multi-model median), change in °C. */
    annualMaximumTemperature: warmingLevelResponseSchema.nullable(),
    /** Regional annual minimum daily temperature TNn, change in °C. */
    annualMinimumTemperature: warmingLevelResponseSchema.nullable(),
    /** Regional maximum 1-day precipitation Rx1day, change in %. */
    maximumOneDayPrecipitation: warmingLevelResponseSchema.nullable(),
    /** Regional maximum 5-day precipitation Rx5day, change in %. */
    maximumFiveDayPrecipitation: warmingLevelResponseSchema.nullable(),
    /** Regional consecutive dry days CDD, change in days. */
    consecutiveDryDays: warmingLevelResponseSchema.nullable(),
    /** Total soil moisture (AR6 ch. 12 grid or regional), change in %. */
    soilMoisture: warmingLevelResponseSchema.nullable(),
    /** SPI-6 droughts per decade (AR6 ch. 12 grid), change. */
    droughtFrequency: warmingLevelResponseSchema.nullable(),
    /** Mean 10-m wind speed (AR6 ch. 12 grid), change in %. */
    meanWindSpeed: warmingLevelResponseSchema.nullable(),
    /** Regional 100-year river discharge (AR6 ch. 12, CHyM), change in %. */
    riverDischarge100Year: warmingLevelResponseSchema.nullable(),
  }),
  riverFlood: z.object({
    /**
     * Distance to the nearest river (km): a WDBII line (GSHHG, full resolution) or, where none is
     * nearer, a channel derived from the 5′ ETOPO5 drainage; null when neither lies within
     * `riverSearchRadiusKilometres`.
     */
    distanceToRiverKilometres: z.number().min(0).nullable(),
    /**
     * True when the site's flow path on the 5′ drainage reaches the sea without meeting a river and
     * the nearest river lies farther than the drainage's position uncertainty (two 5′ cells, ~18 km):
     * the site drains to the sea, not to a river the embedded data can see, and `river` is null. (Where
     * the 5′ drainage shows a stream through the site's own cell, not its mouth, that stream is the
     * river instead and this is false.)
     */
    drainsToSeaAwayFromRivers: z.boolean().default(false),
    /**
     * The river the site's flow path on the 5′ drainage reaches first (a WDBII line or a derived
     * channel), or, where it reaches none before the sea or within the search radius, the nearest
     * one; null when none.
     */
    river: z
      .object({
        source: z.enum(['mapped', 'derived']),
        /** WDBII level of a mapped river (1 permanent major … 4 minor); null for a derived channel. */
        mappedLevel: z.number().int().nullable(),
        /** Upstream catchment area at the river point from the 5′ drainage grid (km²). */
        catchmentAreaSquareKilometres: z.number().min(0),
        /** Long-term mean discharge from the GRDC-fitted area–precipitation relation (m³/s). */
        meanDischargeCubicMetresPerSecond: z.number().min(0),
        /**
         * Height above the nearest drainage (HAND, Rennó et al. 2008): the site's level (the
         * highest 5′ ETOPO5 ground on its flow path down to the river, or the ground elevation the
         * user gave) minus the 5′ ground of the river cell the path reaches (0 at the sea), at least 0 (m).
         */
        heightAboveRiverMetres: z.number().min(0),
        /**
         * False when the site's elevation is the embedded grid's and the river is within one 5′ cell
         * (~9 km; two for a derived channel) of it, or when its flow path on the 5′ drainage meets
         * no river before the sea or within the search radius: the grid cannot tell a floodplain
         * from a terrace there.
         */
        heightResolved: z.boolean(),
        /** The line or grid the channel comes from, e.g. 'WDBII level 1', 'Natural Earth 10m Australia'. */
        channelDataset: z.string(),
        /** Where the catchment area comes from: GRDC stations on the same line, or the 5′ drainage grid. */
        catchmentSource: z.enum(['GRDC station catalogue', '5′ drainage grid']),
        /** How far the mapped channel may lie from the true one (km). */
        channelPositionErrorKilometres: z.number().min(0),
        /** How much the height above the river may change over that position error (m). */
        heightUncertaintyMetres: z.number().min(0),
        /** What the height above the river was measured on. */
        heightSource: z.enum([
          'embedded 5′ grid',
          'ground given by the user',
          'external elevation service',
          'fine terrain',
        ]),
        /** Height of the river's geomorphic floodplain above its channel (m): GFPLAIN h = 0.01·A^0.3. */
        floodplainHeightMetres: z.number().min(0),
        /** Whether the site's height above the river is within that floodplain height. */
        withinFloodplain: z.boolean(),
      })
      .nullable(),
    /**
     * Flood depths at the site from a configured flood-map layer (e.g. the JRC global river flood
     * maps), by return period; they replace the modelled riverine curve. Null when none is configured
     * or the layer has no value at the site.
     */
    floodMap: floodMapDepthsSchema.nullable().optional(),
    /**
     * Riverine flood protection standard of the site's country: the FLOPROS merged riverine layer
     * (Scussolini et al. 2016) averaged over the country weighted by population; null where FLOPROS
     * gives the country no standard or the site is in no country.
     */
    protectionStandard: z
      .object({
        returnPeriodYears: z.number().positive(),
        countryAlpha3: z.string().length(3),
      })
      .nullable(),
  }),
  coastal: z.object({
    /**
     * Coastal flood depths at the site from a configured flood-map layer (e.g. WRI Aqueduct coastal
     * inundation), by return period; they replace the modelled coastal curve. Null when none.
     */
    floodMap: floodMapDepthsSchema.nullable().optional(),
    /**
     * Nearest Kirezci et al. 2020 point (within 100 km): generalised Pareto fit of the present-day
     * extreme total water level (tide + surge + wave set-up), levels in m above mean sea level.
     */
    nearestWaterLevelPoint: z
      .object({
        distanceKilometres: z.number().min(0),
        thresholdMetres: z.number(),
        scaleMetres: z.number().positive(),
        shape: z.number(),
        exceedancesPerYear: z.number().positive(),
        returnLevel100YearMetres: z.number(),
      })
      .nullable(),
    /**
     * Coastal flood protection standard (FLOPROS, Tiggeloven et al. 2020) at the nearest COAST-RP
     * point within 50 km; `returnPeriodYears` null where that point has no standard; the whole
     * object null where no point lies within reach.
     */
    protectionStandard: z
      .object({
        distanceKilometres: z.number().min(0),
        returnPeriodYears: z.number().positive().nullable(),
      })
      .nullable(),
    /**
     * Vertical land motion of the nearest tide gauge within reach, from the AR6/FACTS projection
     * (mm/yr, positive = land sinking, so relative sea level rises faster); null where none.
     */
    verticalLandMotion: z
      .object({
        distanceKilometres: z.number().min(0),
        millimetresPerYear: z.number(),
        relativeSeaLevel2100Metres: z.number(),
      })
      .nullable(),
    /** Observed relative sea-level trend at the nearest NOAA tide gauge within reach; null where none. */
    tideGaugeTrend: z
      .object({
        distanceKilometres: z.number().min(0),
        trendMillimetresPerYear: z.number(),
        firstYear: z.number().int(),
        lastYear: z.number().int(),
      })
      .nullable(),
    /**
     * Local relative sea-level change per metre of global contribution, by component (Slangen
     * fingerprints); null away from the coast. Unitless ratios.
     */
    seaLevelFingerprints: z
      .object({
        greenland: z.number(),
        antarctica: z.number(),
        glaciers: z.number(),
        thermalExpansion: z.number(),
        landWater: z.number(),
      })
      .nullable(),
  }),
  fire: z.object({
    /** Annual mean daily Canadian Fire Weather Index, 2017, GEFF-ERA5 (unitless); null where none. */
    fireWeatherIndex: z.number().min(0).nullable(),
    /** Whether the site lies inside a Natural Earth 1:50m urban area, and how far its edge is. */
    urbanSetting: z.object({
      insideUrbanArea: z.boolean(),
      /**
       * Distance to the nearest landward urban-area edge (km; an edge along the sea is a shore, not
       * wildland); null when none within the search distance.
       */
      distanceToUrbanEdgeKilometres: z.number().min(0).nullable(),
    }),
    /**
     * Natural Earth populated places within the search distance, nearest first: agglomeration
     * population, the average built-up density of its country group (persons/km², Angel et al.
     * 2010) and the distance from the site to the place's point (km).
     */
    nearbyPopulatedPlaces: z.array(
      z.object({
        population: z.number().positive(),
        builtUpDensityPersonsPerSquareKilometre: z.number().positive(),
        distanceKilometres: z.number().min(0),
      }),
    ),
  }),
  extremeWind: z.object({
    /**
     * Basic wind speed of the extreme (non-cyclonic) wind: 10-minute mean at 10 m in open terrain
     * with a 50-year return period (m/s), from the building code of the site's jurisdiction — its
     * non-cyclonic value where the code speed is set by tropical cyclones, which are the
     * tropical-cyclone hazard. Null where no code is tabulated for the country.
     */
    basicWindSpeed50YearMetresPerSecond: z.number().positive().nullable(),
    /** The code's own basic wind on the same basis (m/s); null where none is tabulated. */
    codeBasicWindSpeed50YearMetresPerSecond: z.number().positive().nullable(),
    /** The code region that gave it, e.g. 'EN 1991-1-4 (Germany national annex), wind zone 1'. */
    codeRegion: z.string(),
    /** Whether the code speed is set by tropical cyclones (then the basic wind is the non-cyclonic part). */
    cycloneGoverned: z.boolean(),
    /** How the code extrapolates its 50-year wind to other return periods (see `windReturnPeriodRules`). */
    returnPeriodRule: z.enum(windReturnPeriodRules),
  }),
  tropicalCyclone: z.object({
    /** Basin whose storms dominate the site, for the Knutson et al. 2020 changes; null when none. */
    basin: z.enum(['NA', 'EP', 'WP', 'NI', 'SI', 'SP']).nullable(),
    /** Return periods of the site-wind return levels (years), ascending. */
    returnPeriodsYears: z.array(z.number().positive()),
    /** 1-minute sustained 10-m site wind at each return period (m/s); 0 where below gale force. */
    sustainedWindMetresPerSecond: z.array(z.number().min(0)),
    /**
     * The Emanuel (2011) impact function of the site's country as Eberenz et al. (2021) calibrated
     * it: their region (e.g. 'WP2' Philippines, 'ROW' for countries they do not list), v_thresh and
     * v_half (1-minute sustained wind, m/s).
     */
    vulnerability: z.object({
      region: z.string(),
      regionName: z.string(),
      calibration: z.string(),
      thresholdMetresPerSecond: z.number().positive(),
      halfDamageMetresPerSecond: z.number().positive(),
    }),
  }),
  /** Every dataset that contributed to this context. */
  datasets: z.array(datasetReferenceSchema),
  /** Notes about data limits at this site, for the analysis warnings. */
  warnings: z.array(z.string()),
});
export type SiteHazardContext = z.infer<typeof siteHazardContextSchema>;
