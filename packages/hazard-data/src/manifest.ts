import { z } from 'zod';
import { embeddedLayerSchema } from '@hazardscope/contracts';

/**
 * `grids/manifest.json`: one entry per derived file, with its provenance (source, licence, the
 * attribution the licence asks for, the transform the data build applied) and how to decode it.
 * Written by `scripts/data-build`, read (and validated) by `loadHazardData`.
 */

/** A regular latitude–longitude grid stored as gzip-compressed raw little-endian values. */
const gridLayoutSchema = z.object({
  kind: z.literal('grid'),
  valueType: z.enum(['float32', 'int16', 'uint8']),
  rows: z.number().int().positive(),
  columns: z.number().int().positive(),
  layers: z.number().int().positive(),
  /** Names of the layers, in file order. */
  layerNames: z.array(z.string()),
  /** Southern edge of row 0 for cell registration, latitude of row 0 for point registration. */
  southDegrees: z.number(),
  /** Western edge of column 0 (cell) or longitude of column 0 (point). */
  westDegrees: z.number(),
  cellDegrees: z.number().positive(),
  /** 'cell': values are cell averages centred half a cell in; 'point': values sit on grid nodes. */
  registration: z.enum(['cell', 'point']),
  /** Value meaning "no data" for integer grids (float grids use NaN). */
  missingValue: z.number().nullable(),
  unit: z.string(),
  /** Class code → name, for categorical grids. */
  legend: z.record(z.string(), z.string()).optional(),
});
export type GridLayout = z.infer<typeof gridLayoutSchema>;

/**
 * A land/sea/lake mask stored as run-length rows: uint32 byte offset of each row's first run
 * (rows + 1 entries, relative to the stream), then the rows south to north, each a sequence of
 * unsigned LEB128 varints T = runLength·8 + value whose run lengths sum to `columns`; gzip.
 * `value & 3` is the class at the cell centre (see `values`); `value & shorelineFlag` marks a cell
 * that a shoreline crosses.
 */
const runLengthMaskLayoutSchema = z.object({
  kind: z.literal('run-length-mask'),
  rows: z.number().int().positive(),
  columns: z.number().int().positive(),
  runs: z.number().int().positive(),
  southDegrees: z.number(),
  westDegrees: z.number(),
  cellDegrees: z.number().positive(),
  /** Class at the cell centre (value & 3) → surface. */
  values: z.record(z.string(), z.enum(['ocean', 'land', 'lake'])),
  /** Bit set in a value when a shoreline crosses the cell. */
  shorelineFlag: z.number().int().positive(),
});
export type RunLengthMaskLayout = z.infer<typeof runLengthMaskLayoutSchema>;

/**
 * Polylines: uint32 lineStart[lines + 1] (vertex index), then float32 (lon, lat) pairs, then — when
 * `lineClass` names one — a uint8 class per line, then — when `vertexCatchmentCode` names one — a
 * uint8 catchment code per vertex; gzip.
 */
const polylinesLayoutSchema = z.object({
  kind: z.literal('polylines'),
  lines: z.number().int().positive(),
  vertices: z.number().int().positive(),
  /** What the per-line uint8 means, e.g. 'WDBII river level'; absent when there is none. */
  lineClass: z.string().optional(),
  /**
   * What the per-vertex uint8 after the classes means (a catchment area code); absent when the
   * file has none.
   */
  vertexCatchmentCode: z.string().optional(),
});

/**
 * Closed rings: uint32 ringStart[rings + 1] (vertex index), then int32 (longitude, latitude) pairs
 * in units of `unitDegrees`, each the step from the ring's previous vertex (the first from 0, 0);
 * gzip.
 */
const deltaRingsLayoutSchema = z.object({
  kind: z.literal('delta-rings'),
  rings: z.number().int().positive(),
  vertices: z.number().int().positive(),
  unitDegrees: z.number().positive(),
});

/** Points as float32 columns (column-major: all of column 0, then column 1 …); gzip. */
const pointTableLayoutSchema = z.object({
  kind: z.literal('point-table'),
  points: z.number().int().positive(),
  /** Column names in file order; the first two are always 'longitude' and 'latitude'. */
  columnNames: z.array(z.string()),
});

/** A JSON document (validated by the loader's own schema for that id). */
const jsonLayoutSchema = z.object({ kind: z.literal('json') });

/** A derived file: its provenance (contracts' EmbeddedLayer), where it came from and how to decode it. */
const manifestEntrySchema = embeddedLayerSchema.extend({
  /** Raw input files under the data folder. */
  inputs: z.array(z.string()),
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  layout: z.discriminatedUnion('kind', [
    gridLayoutSchema,
    runLengthMaskLayoutSchema,
    polylinesLayoutSchema,
    deltaRingsLayoutSchema,
    pointTableLayoutSchema,
    jsonLayoutSchema,
  ]),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const manifestSchema = z.object({
  formatVersion: z.literal(1),
  entries: z.array(manifestEntrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The ids of every derived file, so the loader and the build agree on names. */
export const layerIds = {
  elevation: 'etopo5-elevation',
  landMask: 'gshhg-land-mask-30s',
  bioclimate: 'beyer2020-bioclimate',
  biome: 'beyer2020-biome4',
  ncepTemperature: 'ncep-r1-monthly-air-temperature',
  ncepSurfaceElevation: 'ncep-r1-surface-elevation-proxy',
  hotDays: 'ar6-ch12-tx35-change',
  heatIndexDays: 'ar6-ch12-hi41-change',
  drought: 'ar6-ch12-spi6-drought-change',
  soilMoisture: 'ar6-ch12-soil-moisture-change',
  windSpeed: 'ar6-ch12-mean-wind-change',
  periodWarming: 'ar6-ch4-period-warming-levels',
  regionalExtremes: 'cmip6-regional-extremes-at-gwl',
  riverDischarge: 'ar6-ch12-river-q100-change',
  regions: 'ar6-reference-regions',
  rivers: 'wdbii-rivers-full',
  drainageArea: 'etopo5-drainage-area',
  flowDirection: 'etopo5-flow-direction',
  dischargeRelation: 'grdc-mean-discharge-relation',
  coastalWaterLevels: 'kirezci2020-extreme-water-levels',
  coastalProtection: 'flopros-coastal-protection-standards',
  tideGaugeProjections: 'facts-ar6-tide-gauge-sea-level-2100',
  tideGaugeTrends: 'noaa-tide-gauge-sea-level-trends',
  hotExtremeStations: 'ashrae2013-extreme-annual-dry-bulb',
  hotExtremeStationLabels: 'ashrae2013-extreme-annual-dry-bulb-stations',
  divaFingerprints: 'diva-segment-sea-level-fingerprints',
  gridFingerprints: 'slangen-sea-level-fingerprints-1deg',
  fireWeather: 'geff-era5-fwi-2017',
  cycloneWind: 'tc-site-wind-return-levels',
  cycloneBasin: 'tc-dominant-basin',
  buildingCodeWind: 'building-code-basic-wind-speeds',
  soilTexture: 'era5-soil-texture-0p1deg',
  urbanAreas: 'naturalearth-50m-urban-areas',
  populatedPlaces: 'naturalearth-10m-populated-places',
  jurisdictionBoundaries: 'dcw-natural-earth-jurisdiction-boundaries',
  jurisdictions: 'dcw-natural-earth-jurisdictions',
  cycloneVulnerability: 'eberenz2021-tc-impact-functions',
  riverProtection: 'flopros-riverine-protection-by-country',
  extremeRainfallGauges: 'gsdr-idf-rfa-24h-gauges',
  extremeRainfallRelation: 'gsdr-idf-rainfall-relation',
} as const;
export type LayerId = (typeof layerIds)[keyof typeof layerIds];
