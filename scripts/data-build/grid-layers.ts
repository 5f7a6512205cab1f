import type { GridLayout, ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import {
  concatenateBytes,
  readRawBytes,
  readRawFloat32,
  readRawText,
  writeDerivedFile,
} from './build-io.ts';
import type { SourceProvenance } from './sources.ts';
import { sources } from './sources.ts';

/** A global 1° cell grid, 180 × 360, south edge −90, west edge −180 (the AR6 and TC grids). */
const oneDegreeGlobal = {
  rows: 180,
  columns: 360,
  southDegrees: -90,
  westDegrees: -180,
  cellDegrees: 1,
  registration: 'cell',
  missingValue: null,
} as const;

interface GridLayerSpecification {
  id: string;
  name: string;
  provenance: SourceProvenance;
  transform: string;
  inputs: string[];
  layout: Omit<GridLayout, 'kind' | 'layers'>;
  values: Float32Array | Int16Array | Uint8Array;
}

function writeGridLayer(paths: BuildPaths, specification: GridLayerSpecification): ManifestEntry {
  const extension = { float32: 'f32le', int16: 'i16le', uint8: 'u8' }[
    specification.layout.valueType
  ];
  const cellsPerLayer = specification.layout.rows * specification.layout.columns;
  if (specification.values.length !== cellsPerLayer * specification.layout.layerNames.length) {
    throw new Error(
      `${specification.id}: ${specification.values.length} values do not fill the grid`,
    );
  }
  return writeDerivedFile(
    paths,
    {
      id: specification.id,
      name: specification.name,
      ...specification.provenance,
      transform: specification.transform,
      inputs: specification.inputs,
      file: `${specification.id}.${extension}.gz`,
      layout: {
        kind: 'grid',
        layers: specification.layout.layerNames.length,
        ...specification.layout,
      },
    },
    new Uint8Array(
      specification.values.buffer,
      specification.values.byteOffset,
      specification.values.byteLength,
    ),
  );
}

function readRawInt16(paths: BuildPaths, relativePath: string): Int16Array {
  const bytes = readRawBytes(paths, relativePath);
  return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** ETOPO5 at its native 5′: 2160 × 4320 cells, row 0 at the south edge, column 0 at −180°. */
export const etopoRows = 2160;
export const etopoColumns = 4320;
export const etopoCellsPerDegree = 12;
export const etopoInput = 'elevation/etopo5_elevation_m_5min.i16le.gz';

export function readEtopoElevation(paths: BuildPaths): Int16Array {
  const values = readRawInt16(paths, etopoInput);
  if (values.length !== etopoRows * etopoColumns)
    throw new Error(`ETOPO5 has ${values.length} cells`);
  return values;
}

/**
 * Ocean depths carry no information for the product (the sea surface is 0 m and coastal flooding
 * works from water levels), so every depth below −100 m is stored as −100 m: the land and the
 * shelf keep their values and the file compresses to a third.
 */
const deepestStoredOceanMetres = -100;

export function buildElevation(paths: BuildPaths): ManifestEntry {
  const values = readEtopoElevation(paths).map((value) =>
    Math.max(value, deepestStoredOceanMetres),
  );
  return writeGridLayer(paths, {
    id: layerIds.elevation,
    name: 'NOAA ETOPO5 elevation (5′)',
    provenance: sources.etopo,
    transform: `ETOPO5 at its native 5′ (int16 metres, grid nodes averaged 2×2 to cell centres by the data sourcing); ocean depths below ${deepestStoredOceanMetres} m stored as ${deepestStoredOceanMetres} m.`,
    inputs: [etopoInput],
    layout: {
      valueType: 'int16',
      rows: etopoRows,
      columns: etopoColumns,
      layerNames: ['elevation'],
      southDegrees: -90,
      westDegrees: -180,
      cellDegrees: 1 / etopoCellsPerDegree,
      registration: 'cell',
      missingValue: null,
      unit: 'm',
    },
    values,
  });
}

export function buildBioclimate(paths: BuildPaths): ManifestEntry[] {
  const beyerGrid = {
    rows: 150,
    columns: 360,
    southDegrees: -60,
    westDegrees: -180,
    cellDegrees: 1,
    registration: 'cell',
  } as const;
  const legendDocument = JSON.parse(
    readRawText(paths, 'climate_baseline/beyer2020_present_1deg.json'),
  ) as {
    files: Record<string, { legend?: Record<string, string> }>;
  };
  const legend = legendDocument.files['beyer2020_present_biome4_1deg.u8.gz']?.legend;
  if (legend === undefined) throw new Error('BIOME4 legend missing');
  return [
    writeGridLayer(paths, {
      id: layerIds.bioclimate,
      name: 'Beyer et al. 2020 present-day bioclimate (1°)',
      provenance: sources.beyer,
      transform:
        'Re-compressed unchanged: BIO1 (°C), BIO10 (°C), BIO12 (mm/yr); NaN over ocean and ice.',
      inputs: [bioclimateInput],
      layout: {
        ...beyerGrid,
        valueType: 'float32',
        layerNames: ['BIO1', 'BIO10', 'BIO12'],
        missingValue: null,
        unit: '°C, °C, mm/yr',
      },
      values: readRawFloat32(paths, bioclimateInput),
    }),
    writeGridLayer(paths, {
      id: layerIds.biome,
      name: 'Beyer et al. 2020 BIOME4 potential natural vegetation (1°)',
      provenance: sources.beyer,
      transform: 'Re-compressed unchanged; 255 = no data; legend copied from the sidecar JSON.',
      inputs: ['climate_baseline/beyer2020_present_biome4_1deg.u8.gz'],
      layout: {
        ...beyerGrid,
        valueType: 'uint8',
        layerNames: ['biome'],
        missingValue: 255,
        unit: 'class',
        legend,
      },
      values: new Uint8Array(
        readRawBytes(paths, 'climate_baseline/beyer2020_present_biome4_1deg.u8.gz'),
      ),
    }),
  ];
}

const ncepGrid = {
  rows: 73,
  columns: 144,
  southDegrees: -90,
  westDegrees: -180,
  cellDegrees: 2.5,
  registration: 'point',
  missingValue: null,
} as const;

/**
 * NCEP R1 air temperature plus a proxy of the reanalysis surface height under each node: the mean
 * of ETOPO5 5′ elevation (ocean counted as 0 m, the model's sea surface) over the 2.5° box centred
 * on the node. The lapse-rate correction needs the height the reanalysis temperature refers to; the
 * T62 model orography itself is not in the data folder, so this box mean stands in for it.
 */
export function buildNcepTemperature(paths: BuildPaths): ManifestEntry[] {
  const elevation = readEtopoElevation(paths);
  const surface = new Int16Array(ncepGrid.rows * ncepGrid.columns);
  for (let row = 0; row < ncepGrid.rows; row += 1) {
    const latitude = -90 + 2.5 * row;
    for (let column = 0; column < ncepGrid.columns; column += 1) {
      const longitude = -180 + 2.5 * column;
      let sum = 0;
      let count = 0;
      // ETOPO cells whose centres lie within ±1.25° of the node (centres at −90 + (i + 0.5)/12).
      const perDegree = etopoCellsPerDegree;
      const firstRow = Math.max(0, Math.ceil((latitude - 1.25 + 90) * perDegree - 0.5));
      const lastRow = Math.min(etopoRows - 1, Math.floor((latitude + 1.25 + 90) * perDegree - 0.5));
      const firstColumn = Math.ceil((longitude - 1.25 + 180) * perDegree - 0.5);
      const lastColumn = Math.floor((longitude + 1.25 + 180) * perDegree - 0.5);
      for (let etopoRow = firstRow; etopoRow <= lastRow; etopoRow += 1) {
        for (let etopoColumn = firstColumn; etopoColumn <= lastColumn; etopoColumn += 1) {
          const wrappedColumn = ((etopoColumn % etopoColumns) + etopoColumns) % etopoColumns;
          sum += Math.max(elevation[etopoRow * etopoColumns + wrappedColumn] ?? 0, 0);
          count += 1;
        }
      }
      surface[row * ncepGrid.columns + column] = count === 0 ? 0 : Math.round(sum / count);
    }
  }
  return [
    writeGridLayer(paths, {
      id: layerIds.ncepTemperature,
      name: 'NCEP/NCAR Reanalysis 1 monthly mean air temperature (2.5°)',
      provenance: sources.ncep,
      transform:
        'Re-compressed unchanged: 12 monthly long-term means (°C) at sigma 0.995, Jan..Dec.',
      inputs: ['climate_baseline/ncep_r1_air_sig995_monthly_ltm_2p5deg.f32le.gz'],
      layout: {
        ...ncepGrid,
        valueType: 'float32',
        layerNames: [
          'Jan',
          'Feb',
          'Mar',
          'Apr',
          'May',
          'Jun',
          'Jul',
          'Aug',
          'Sep',
          'Oct',
          'Nov',
          'Dec',
        ],
        unit: '°C',
      },
      values: readRawFloat32(
        paths,
        'climate_baseline/ncep_r1_air_sig995_monthly_ltm_2p5deg.f32le.gz',
      ),
    }),
    writeGridLayer(paths, {
      id: layerIds.ncepSurfaceElevation,
      name: 'Surface height under the NCEP R1 grid (proxy from ETOPO5)',
      provenance: sources.etopo,
      transform:
        'Mean of ETOPO5 5′ elevation, ocean counted as 0 m, over the 2.5° box centred on each NCEP node; rounded to whole metres. Stands in for the reanalysis model orography in the 6.5 K/km lapse-rate correction.',
      inputs: [etopoInput],
      layout: { ...ncepGrid, valueType: 'int16', layerNames: ['surface elevation'], unit: 'm' },
      values: surface,
    }),
  ];
}

interface ChangeGridSpecification {
  id: string;
  name: string;
  variable: string;
  unit: string;
  baseline: string;
  /** West edge of column 0: −180 for centres at −179.5…, −180.5 for the HI41 integer centres. */
  westDegrees: number;
}

const changeGrids: ChangeGridSpecification[] = [
  {
    id: layerIds.hotDays,
    name: 'AR6 ch. 12 change in days with Tmax > 35 °C, SSP5-8.5 (1°)',
    variable: 'tx35',
    unit: 'days/yr',
    baseline: '1995-2014',
    westDegrees: -180,
  },
  {
    id: layerIds.heatIndexDays,
    name: 'AR6 ch. 12 change in days with heat index > 41 °C, SSP5-8.5 (1°)',
    variable: 'hi41',
    unit: 'days/yr',
    baseline: '1995-2014',
    westDegrees: -180.5,
  },
  {
    id: layerIds.drought,
    name: 'AR6 ch. 12 change in SPI-6 droughts per decade, SSP5-8.5 (1°)',
    variable: 'df6',
    unit: 'droughts/decade',
    baseline: '1995-2014',
    westDegrees: -180,
  },
  {
    id: layerIds.soilMoisture,
    name: 'AR6 ch. 12 relative change in total soil moisture, SSP5-8.5 (1°)',
    variable: 'soilmoisture',
    unit: '%',
    baseline: '1995-2004',
    westDegrees: -180,
  },
  {
    id: layerIds.windSpeed,
    name: 'AR6 ch. 12 relative change in mean 10-m wind speed, SSP5-8.5 (1°)',
    variable: 'sfcwind',
    unit: '%',
    baseline: '1971-2010',
    westDegrees: -180,
  },
];

export const changeGridPeriods = ['2041-2060', '2081-2100'] as const;

export function buildChangeGrids(paths: BuildPaths): ManifestEntry[] {
  return changeGrids.map((grid) => {
    const inputs = changeGridPeriods.map(
      (period) => `climate_change/ar6ch12_${grid.variable}_change_ssp585_${period}.f32le.gz`,
    );
    return writeGridLayer(paths, {
      id: grid.id,
      name: grid.name,
      provenance: sources.ipccChapter12,
      transform: `Two periods stacked as layers (${changeGridPeriods.join(', ')}), values unchanged (CMIP6 multi-model median vs ${grid.baseline}; NaN = missing). Layer name = period; the baseline period is in the layer unit.`,
      inputs,
      layout: {
        ...oneDegreeGlobal,
        westDegrees: grid.westDegrees,
        valueType: 'float32',
        layerNames: [...changeGridPeriods],
        unit: `${grid.unit} vs ${grid.baseline}`,
      },
      values: new Float32Array(
        concatenateBytes(inputs.map((input) => readRawFloat32(paths, input))).buffer,
      ),
    });
  });
}

export function buildFireWeather(paths: BuildPaths): ManifestEntry {
  return writeGridLayer(paths, {
    id: layerIds.fireWeather,
    name: 'GEFF-ERA5 annual mean Fire Weather Index, 2017 (0.5°)',
    provenance: sources.geff,
    transform:
      'Re-compressed unchanged (nearest-neighbour regridding to 0.5° and rounding to 0.1 by the data sourcing).',
    inputs: ['wildfire/geff_era5_fwi_mean_2017_0p5deg.f32le.gz'],
    layout: {
      rows: 360,
      columns: 720,
      southDegrees: -90,
      westDegrees: -180,
      cellDegrees: 0.5,
      registration: 'cell',
      missingValue: null,
      valueType: 'float32',
      layerNames: ['FWI'],
      unit: 'FWI',
    },
    values: readRawFloat32(paths, 'wildfire/geff_era5_fwi_mean_2017_0p5deg.f32le.gz'),
  });
}

export function buildSeaLevelFingerprintGrid(paths: BuildPaths): ManifestEntry {
  const all = readRawFloat32(paths, 'coastal/slr_fingerprints_slangen_1deg.f32le.gz');
  const cells = 180 * 360;
  // Source layer order GIS, AIS, WAIS, EAIS, GLAC; we keep the three the context needs.
  const kept = [0, 1, 4].map((layer) => all.subarray(layer * cells, (layer + 1) * cells));
  return writeGridLayer(paths, {
    id: layerIds.gridFingerprints,
    name: 'Slangen sea-level fingerprints (1°)',
    provenance: sources.mimiGive,
    transform: 'Kept layers GIS, AIS (total) and GLAC of five; values unchanged (NaN on land).',
    inputs: ['coastal/slr_fingerprints_slangen_1deg.f32le.gz'],
    layout: {
      ...oneDegreeGlobal,
      valueType: 'float32',
      layerNames: ['GIS', 'AIS', 'GLAC'],
      unit: 'ratio',
    },
    values: new Float32Array(concatenateBytes(kept).buffer),
  });
}

export const cycloneReturnPeriodsYears = [10, 25, 50, 100, 250, 500, 1000];

export function buildCycloneWind(paths: BuildPaths): ManifestEntry {
  return writeGridLayer(paths, {
    id: layerIds.cycloneWind,
    name: 'Tropical-cyclone 1-min site-wind return levels, all basins (1°)',
    provenance: sources.bestTracks,
    transform:
      'Re-compressed unchanged: 7 layers = return periods 10, 25, 50, 100, 250, 500, 1000 years; knots (1-min sustained, 10 m, open terrain); 0 = below 34 kt.',
    inputs: ['tropical_cyclone/tc_return_level_sitewind_1min_kt_1deg_ALL.f32le.gz'],
    layout: {
      ...oneDegreeGlobal,
      valueType: 'float32',
      layerNames: cycloneReturnPeriodsYears.map(String),
      unit: 'kt',
    },
    values: readRawFloat32(
      paths,
      'tropical_cyclone/tc_return_level_sitewind_1min_kt_1deg_ALL.f32le.gz',
    ),
  });
}

export { writeGridLayer, oneDegreeGlobal };

/** Beyer et al. 2020 present-day bioclimate: BIO1, BIO10, BIO12 layers of 150 × 360 1° cells (60° S–90° N). */
export const bioclimateInput = 'climate_baseline/beyer2020_present_bioclim_1deg.f32le.gz';

/**
 * The Beyer et al. 2020 climate of the 1° cell holding a point, as the build's fitted relations read
 * it at a station (the engine reads a site's bilinearly): NaN over ocean and ice and outside 60° S–90° N.
 */
export function bioclimateAtCell(paths: BuildPaths): (
  latitude: number,
  longitude: number,
) => {
  warmestQuarterMeanTemperatureCelsius: number;
  annualPrecipitationMillimetres: number;
} {
  const values = readRawFloat32(paths, bioclimateInput);
  const layerCells = 150 * 360;
  return (latitude, longitude) => {
    if (!(latitude >= -60 && latitude < 90))
      return {
        warmestQuarterMeanTemperatureCelsius: Number.NaN,
        annualPrecipitationMillimetres: Number.NaN,
      };
    const cell =
      Math.floor(latitude + 60) * 360 + Math.floor((((longitude + 180) % 360) + 360) % 360);
    return {
      warmestQuarterMeanTemperatureCelsius: values[layerCells + cell] ?? Number.NaN,
      annualPrecipitationMillimetres: values[2 * layerCells + cell] ?? Number.NaN,
    };
  };
}
