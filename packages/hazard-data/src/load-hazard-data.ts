import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import type { JurisdictionIndex } from './jurisdictions.ts';
import { decodeJurisdictions } from './jurisdictions.ts';
import type { LandSeaMask } from './land-sea-mask.ts';
import { decodeLandSeaMask } from './land-sea-mask.ts';
import type { LayerId, Manifest, ManifestEntry } from './manifest.ts';
import { layerIds, manifestSchema } from './manifest.ts';
import type { PointTable } from './point-table.ts';
import { decodePointTable } from './point-table.ts';
import type { RegularGrid } from './regular-grid.ts';
import type { RiverNetwork } from './river-network.ts';
import { stationLabelsSchema } from './site-hot-extremes.ts';
import type { UrbanAreas } from './urban-areas.ts';
import { decodeUrbanAreas } from './urban-areas.ts';
import { decodeRiverNetwork } from './river-network.ts';
import type {
  BuildingCodeWindTable,
  CycloneVulnerabilityTable,
  PeriodWarmingTable,
  ReferenceRegionsTable,
  RegionalResponseTable,
  RiverProtectionTable,
} from './tables.ts';
import type { DischargeRelation } from './site-river-discharge.ts';
import type { ExtremeRainfallRelation } from './extreme-rainfall-gauges.ts';
import { extremeRainfallRelationSchema } from './extreme-rainfall-gauges.ts';
import { dischargeRelationSchema } from './site-river-discharge.ts';
import {
  buildingCodeWindTableSchema,
  cycloneVulnerabilityTableSchema,
  jurisdictionTableSchema,
  periodWarmingTableSchema,
  referenceRegionsTableSchema,
  regionalResponseTableSchema,
  riverProtectionTableSchema,
} from './tables.ts';

/** Everything hazard-data reads, decoded once; pass it to the samplers and `buildSiteHazardContext`. */
export interface HazardDataStore {
  directory: string;
  manifest: Manifest;
  elevation: RegularGrid;
  landSea: LandSeaMask;
  bioclimate: RegularGrid;
  biome: RegularGrid;
  ncepTemperature: RegularGrid;
  ncepSurfaceElevation: RegularGrid;
  changeGrids: {
    hotDays: RegularGrid;
    heatIndexDays: RegularGrid;
    drought: RegularGrid;
    soilMoisture: RegularGrid;
    windSpeed: RegularGrid;
  };
  periodWarming: PeriodWarmingTable;
  regionalExtremes: RegionalResponseTable;
  riverDischarge: RegionalResponseTable;
  regions: ReferenceRegionsTable;
  rivers: RiverNetwork;
  drainageArea: RegularGrid;
  flowDirection: RegularGrid;
  dischargeRelation: DischargeRelation;
  coastalWaterLevels: PointTable;
  coastalProtection: PointTable;
  tideGaugeProjections: PointTable;
  tideGaugeTrends: PointTable;
  /** GSDR-IDF 24-hour GEV fits at rain gauges (Green, Guerreiro & Fowler 2026). */
  extremeRainfallGauges: PointTable;
  extremeRainfallRelation: ExtremeRainfallRelation;
  /** ASHRAE 2013 stations: mean and standard deviation of the annual maximum dry-bulb temperature. */
  hotExtremeStations: PointTable;
  /** 'name (country, WMO number)' of each station of `hotExtremeStations`, in the same order. */
  hotExtremeStationLabels: string[];
  divaFingerprints: PointTable;
  gridFingerprints: RegularGrid;
  fireWeather: RegularGrid;
  cycloneWind: RegularGrid;
  cycloneBasin: RegularGrid;
  buildingCodeWind: BuildingCodeWindTable;
  soilTexture: RegularGrid;
  urbanAreas: UrbanAreas;
  /** Natural Earth populated places: latitude, longitude, populationMaximum, builtUpDensityPersonsPerSquareKilometre. */
  populatedPlaces: PointTable;
  jurisdictions: JurisdictionIndex;
  cycloneVulnerability: CycloneVulnerabilityTable;
  riverProtection: RiverProtectionTable;
  /**
   * The grids' values by layer, in shared memory: pass them to `loadHazardData` in another thread
   * of this process (a worker's `workerData`) and that thread reads the same bytes instead of its
   * own copy (~51 MB of the ~80 MB of decoded layers).
   */
  gridBuffers: ReadonlyMap<LayerId, SharedArrayBuffer>;
}

export interface LoadHazardDataOptions {
  /**
   * Grid values already loaded by another thread (`HazardDataStore.gridBuffers`), used in place of
   * reading those layers again; each is checked against the manifest's size.
   */
  sharedGridBuffers?: ReadonlyMap<LayerId, SharedArrayBuffer>;
}

/**
 * The grids committed with this package, found through the package's own name so that the path
 * holds wherever this module runs from: its source, or a bundle of the server built elsewhere.
 */
export const defaultHazardDataDirectory = join(
  dirname(createRequire(import.meta.url).resolve('@hazardscope/hazard-data')),
  '../grids/',
);

class LayerReader {
  /** The shared buffers of the grids read so far (or taken from `sharedGridBuffers`). */
  readonly gridBuffers = new Map<LayerId, SharedArrayBuffer>();

  constructor(
    private readonly directory: string,
    private readonly manifest: Manifest,
    private readonly sharedGridBuffers: ReadonlyMap<LayerId, SharedArrayBuffer> | undefined,
  ) {}

  entry(id: LayerId): ManifestEntry {
    const entry = this.manifest.entries.find((candidate) => candidate.id === id);
    if (entry === undefined) throw new Error(`hazard data: manifest has no layer '${id}'`);
    return entry;
  }

  bytes(entry: ManifestEntry): Uint8Array {
    const raw = readFileSync(join(this.directory, entry.file));
    return entry.file.endsWith('.gz') ? gunzipSync(raw) : raw;
  }

  grid(id: LayerId): RegularGrid {
    const entry = this.entry(id);
    const { layout } = entry;
    if (layout.kind !== 'grid') throw new Error(`hazard data: '${id}' is not a grid`);
    const cells = layout.rows * layout.columns * layout.layers;
    const buffer = this.sharedGridBuffers?.get(id) ?? this.sharedCopy(this.bytes(entry));
    this.gridBuffers.set(id, buffer);
    const values =
      layout.valueType === 'float32'
        ? new Float32Array(buffer)
        : layout.valueType === 'int16'
          ? new Int16Array(buffer)
          : new Uint8Array(buffer);
    if (values.length !== cells)
      throw new Error(`hazard data: '${id}' has ${values.length} values, expected ${cells}`);
    return { layout, values };
  }

  private sharedCopy(bytes: Uint8Array): SharedArrayBuffer {
    const buffer = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer).set(bytes);
    return buffer;
  }

  json<Schema extends z.ZodType>(id: LayerId, schema: Schema): z.infer<Schema> {
    return schema.parse(JSON.parse(Buffer.from(this.bytes(this.entry(id))).toString('utf8')));
  }

  pointTable(id: LayerId): PointTable {
    const entry = this.entry(id);
    if (entry.layout.kind !== 'point-table')
      throw new Error(`hazard data: '${id}' is not a point table`);
    return decodePointTable(entry.layout.columnNames, entry.layout.points, this.bytes(entry));
  }
}

/**
 * Reads and decodes every layer listed in `manifest.json` of `directory` (default: the grids
 * committed with this package). Call once at start-up and share the store.
 */
export function loadHazardData(
  directory: string = defaultHazardDataDirectory,
  options: LoadHazardDataOptions = {},
): HazardDataStore {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(directory, 'manifest.json'), 'utf8')),
  );
  const reader = new LayerReader(directory, manifest, options.sharedGridBuffers);
  const maskEntry = reader.entry(layerIds.landMask);
  const riverEntry = reader.entry(layerIds.rivers);
  const urbanEntry = reader.entry(layerIds.urbanAreas);
  if (
    maskEntry.layout.kind !== 'run-length-mask' ||
    riverEntry.layout.kind !== 'polylines' ||
    urbanEntry.layout.kind !== 'polylines'
  ) {
    throw new Error('hazard data: unexpected land mask, river or urban-area layout');
  }
  const jurisdictionEntry = reader.entry(layerIds.jurisdictionBoundaries);
  if (jurisdictionEntry.layout.kind !== 'delta-rings')
    throw new Error('hazard data: unexpected jurisdiction boundary layout');
  return {
    directory,
    manifest,
    elevation: reader.grid(layerIds.elevation),
    landSea: decodeLandSeaMask(maskEntry.layout, reader.bytes(maskEntry)),
    bioclimate: reader.grid(layerIds.bioclimate),
    biome: reader.grid(layerIds.biome),
    ncepTemperature: reader.grid(layerIds.ncepTemperature),
    ncepSurfaceElevation: reader.grid(layerIds.ncepSurfaceElevation),
    changeGrids: {
      hotDays: reader.grid(layerIds.hotDays),
      heatIndexDays: reader.grid(layerIds.heatIndexDays),
      drought: reader.grid(layerIds.drought),
      soilMoisture: reader.grid(layerIds.soilMoisture),
      windSpeed: reader.grid(layerIds.windSpeed),
    },
    periodWarming: reader.json(layerIds.periodWarming, periodWarmingTableSchema),
    regionalExtremes: reader.json(layerIds.regionalExtremes, regionalResponseTableSchema),
    riverDischarge: reader.json(layerIds.riverDischarge, regionalResponseTableSchema),
    regions: reader.json(layerIds.regions, referenceRegionsTableSchema),
    rivers: decodeRiverNetwork(
      riverEntry.layout.lines,
      riverEntry.layout.vertices,
      reader.bytes(riverEntry),
      riverEntry.layout.lineClass !== undefined,
      riverEntry.layout.vertexCatchmentCode !== undefined,
    ),
    drainageArea: reader.grid(layerIds.drainageArea),
    flowDirection: reader.grid(layerIds.flowDirection),
    dischargeRelation: reader.json(layerIds.dischargeRelation, dischargeRelationSchema),
    coastalWaterLevels: reader.pointTable(layerIds.coastalWaterLevels),
    coastalProtection: reader.pointTable(layerIds.coastalProtection),
    tideGaugeProjections: reader.pointTable(layerIds.tideGaugeProjections),
    tideGaugeTrends: reader.pointTable(layerIds.tideGaugeTrends),
    extremeRainfallGauges: reader.pointTable(layerIds.extremeRainfallGauges),
    extremeRainfallRelation: reader.json(
      layerIds.extremeRainfallRelation,
      extremeRainfallRelationSchema,
    ),
    hotExtremeStations: reader.pointTable(layerIds.hotExtremeStations),
    hotExtremeStationLabels: reader.json(layerIds.hotExtremeStationLabels, stationLabelsSchema),
    divaFingerprints: reader.pointTable(layerIds.divaFingerprints),
    populatedPlaces: reader.pointTable(layerIds.populatedPlaces),
    gridFingerprints: reader.grid(layerIds.gridFingerprints),
    fireWeather: reader.grid(layerIds.fireWeather),
    cycloneWind: reader.grid(layerIds.cycloneWind),
    cycloneBasin: reader.grid(layerIds.cycloneBasin),
    buildingCodeWind: reader.json(layerIds.buildingCodeWind, buildingCodeWindTableSchema),
    soilTexture: reader.grid(layerIds.soilTexture),
    urbanAreas: decodeUrbanAreas(
      urbanEntry.layout.lines,
      urbanEntry.layout.vertices,
      reader.bytes(urbanEntry),
    ),
    jurisdictions: decodeJurisdictions(
      jurisdictionEntry.layout.rings,
      jurisdictionEntry.layout.vertices,
      jurisdictionEntry.layout.unitDegrees,
      reader.bytes(jurisdictionEntry),
      reader.json(layerIds.jurisdictions, jurisdictionTableSchema),
    ),
    cycloneVulnerability: reader.json(
      layerIds.cycloneVulnerability,
      cycloneVulnerabilityTableSchema,
    ),
    riverProtection: reader.json(layerIds.riverProtection, riverProtectionTableSchema),
    gridBuffers: reader.gridBuffers,
  };
}
