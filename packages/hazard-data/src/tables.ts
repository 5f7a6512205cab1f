import { warmingLevelResponseSchema, windReturnPeriodRules } from '@hazardscope/contracts';
import { z } from 'zod';

/** Schemas of the small JSON tables in `grids/`, shared by the data build and the loader. */

/** Assessed SSP5-8.5 GSAT of the AR6 period grids (°C above 1850–1900). */
export const periodWarmingTableSchema = z.object({
  scenario: z.literal('ssp585'),
  /** Period label ('2041-2060') → median warming level (°C above 1850–1900). */
  periodWarmingCelsius: z.record(z.string(), z.number()),
  /** Baseline period label ('1995-2014') → warming level of that baseline (°C above 1850–1900). */
  baselineWarmingCelsius: z.record(z.string(), z.number()),
});
export type PeriodWarmingTable = z.infer<typeof periodWarmingTableSchema>;

/** Regional changes at global warming levels for several indices. */
export const regionalResponseTableSchema = z.object({
  /** Index name ('TXx') → its table. */
  indices: z.record(
    z.string(),
    z.object({
      quantity: z.string(),
      unit: warmingLevelResponseSchema.shape.unit,
      /** Warming level at which the change is zero (°C above 1850–1900). */
      baselineWarmingCelsius: z.number(),
      warmingLevelsCelsius: z.array(z.number()),
      /** Region acronym → change at each warming level (null where the source has none). */
      regions: z.record(z.string(), z.array(z.number().nullable())),
    }),
  ),
});
export type RegionalResponseTable = z.infer<typeof regionalResponseTableSchema>;

export const referenceRegionsTableSchema = z.array(
  z.object({
    acronym: z.string(),
    name: z.string(),
    surface: z.enum(['land', 'ocean']),
    /** One or more rings (dateline-split regions have two) of [longitude, latitude] vertices. */
    rings: z.array(z.array(z.tuple([z.number(), z.number()]))),
  }),
);
export type ReferenceRegionsTable = z.infer<typeof referenceRegionsTableSchema>;

export const latitudeLongitudeBoxSchema = z.object({
  southDegrees: z.number(),
  northDegrees: z.number(),
  westDegrees: z.number(),
  eastDegrees: z.number(),
});
export type LatitudeLongitudeBox = z.infer<typeof latitudeLongitudeBoxSchema>;

/**
 * Building-code basic wind speeds by jurisdiction. Rows of one country are ordered from the most
 * specific (subdivisions or zone boxes inside the country) to the country's whole-country row;
 * where a country's rows name cities, the nearest listed city's row applies.
 */
export const buildingCodeWindTableSchema = z.array(
  z.object({
    /** ISO 3166-1 alpha-2. */
    country: z.string().length(2),
    /** ISO 3166-2 or Natural Earth adm1_code of the subdivisions the row covers; empty = all. */
    subdivisions: z.array(z.string()),
    /** Zones inside the country; empty = everywhere in it. */
    boxes: z.array(latitudeLongitudeBoxSchema),
    /** A city the code tabulates (IS 875 Annex A): the nearest listed city's row applies. */
    place: z
      .object({ name: z.string(), latitudeDegrees: z.number(), longitudeDegrees: z.number() })
      .nullable(),
    codeRegion: z.string(),
    /** The code's basic wind as a 10-minute mean at 10 m, open terrain, 50-year (m/s). */
    codeBasicWindSpeed50YearMetresPerSecond: z.number().positive(),
    /**
     * The extreme-wind (non-cyclonic) basic wind on the same basis (m/s): the code value, or where
     * the code value is set by tropical cyclones the same code's non-cyclonic value.
     */
    basicWindSpeed50YearMetresPerSecond: z.number().positive(),
    /** The value as printed in the code and how it was converted. */
    codeValue: z.string(),
    reference: z.string(),
    cycloneGoverned: z.boolean(),
    /** How the non-cyclonic value of a cyclone-governed row is found, with its source. */
    nonCyclonicRule: z.string().nullable(),
    /** How the code extrapolates its 50-year wind to other return periods. */
    returnPeriodRule: z.enum(windReturnPeriodRules),
  }),
);
export type BuildingCodeWindTable = z.infer<typeof buildingCodeWindTableSchema>;

/**
 * Countries and first-level subdivisions, one column per field (index u is unit u); unit u's rings
 * are rings firstRing[u] … firstRing[u] + ringCount[u] − 1 of the jurisdiction boundary file.
 */
export const jurisdictionTableSchema = z.object({
  level: z.array(z.enum(['country', 'subdivision'])),
  /** ISO 3166-1 alpha-2 (countries), ISO 3166-2 ('AU-QLD') or Natural Earth adm1_code ('DEU-1573'). */
  code: z.array(z.string()),
  /** ISO 3166-1 alpha-3, countries only. */
  alpha3: z.array(z.string().nullable()),
  /** ISO 3166-1 alpha-2 of the country the unit belongs to. */
  country: z.array(z.string()),
  name: z.array(z.string()),
  scheme: z.array(z.enum(['ISO 3166-1', 'ISO 3166-2', 'Natural Earth adm1_code'])),
  /** FIPS 10-4 code of a Natural Earth admin-1 unit, when it has one. */
  fips: z.array(z.string().nullable()),
  /** Area of the (unsimplified) polygons (km²), to prefer the smaller of overlapping units. */
  areaSquareKilometres: z.array(z.number().nonnegative()),
  firstRing: z.array(z.number().int().nonnegative()),
  ringCount: z.array(z.number().int().nonnegative()),
});
export type JurisdictionTable = z.infer<typeof jurisdictionTableSchema>;

/** One unit of the jurisdiction table. */
export interface JurisdictionUnit {
  level: JurisdictionTable['level'][number];
  code: string;
  alpha3: string | null;
  country: string;
  name: string;
  scheme: JurisdictionTable['scheme'][number];
  fips: string | null;
  areaSquareKilometres: number;
}

/**
 * Emanuel (2011) tropical-cyclone impact functions calibrated by region on reported damages
 * 1980–2017 (Eberenz, Lüthi & Bresch 2021, NHESS 21:393), with the paper's country → region map.
 */
export const cycloneVulnerabilityTableSchema = z.object({
  calibration: z.string(),
  /** v_thresh (m/s, 1-minute sustained). */
  thresholdMetresPerSecond: z.number().positive(),
  /** Region of every country the paper does not list (its global calibration). */
  defaultRegion: z.string(),
  regions: z.record(
    z.string(),
    z.object({ name: z.string(), halfDamageMetresPerSecond: z.number().positive() }),
  ),
  /** ISO 3166-1 alpha-3 → region code. */
  countryRegion: z.record(z.string(), z.string()),
});
export type CycloneVulnerabilityTable = z.infer<typeof cycloneVulnerabilityTableSchema>;

/**
 * Riverine flood protection standard (return period, years) by ISO 3166-1 alpha-3: the FLOPROS
 * merged riverine layer (Scussolini et al. 2016) averaged per country, weighted by population.
 */
export const riverProtectionTableSchema = z.object({
  countryReturnPeriodYears: z.record(z.string().length(3), z.number().positive()),
});
export type RiverProtectionTable = z.infer<typeof riverProtectionTableSchema>;
