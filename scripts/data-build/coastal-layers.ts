import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { readRawText, splitQuotedCsvLine } from './build-io.ts';
import { sources } from './sources.ts';
import { writePointTable } from './vector-layers.ts';

/**
 * Coastal point layers: extreme total water levels (Kirezci et al. 2020), coastal protection
 * standards (FLOPROS/Tiggeloven et al. 2020), and tide gauges with relative sea-level trends (NOAA)
 * and AR6/FACTS 2100 projections with their vertical land motion. Each becomes float32 columns
 * (column-major) that `decodePointTable` reads; blanks become NaN.
 */

interface CsvTable {
  names: string[];
  rows: string[][];
}

function readCsv(paths: BuildPaths, input: string): CsvTable {
  const [header, ...lines] = readRawText(paths, input)
    .split('\n')
    .filter((line) => line.trim() !== '');
  return {
    names: splitQuotedCsvLine(header ?? ''),
    rows: lines.map((line) => splitQuotedCsvLine(line)),
  };
}

/** Float columns by source name; a blank field is NaN. Throws on a missing column. */
function numericColumns(table: CsvTable, input: string, wanted: string[]): number[][] {
  const indices = wanted.map((name) => {
    const index = table.names.indexOf(name);
    if (index < 0) throw new Error(`${input}: no column ${name}`);
    return index;
  });
  return table.rows.map((fields) =>
    indices.map((index) => {
      const field = fields[index] ?? '';
      return field === '' ? Number.NaN : Number(field);
    }),
  );
}

/** Kirezci et al. 2020 GPD parameters of the present-day extreme total water level. */
export function buildCoastalWaterLevels(paths: BuildPaths): ManifestEntry {
  const input = 'coastal/kirezci2020_esl_gpd_return_levels_points.csv.gz';
  const rows = numericColumns(readCsv(paths, input), input, [
    'lon',
    'lat',
    'gpd_threshold_m',
    'gpd_scale_m',
    'gpd_shape',
    'exceedances_per_yr',
    'rl_100yr_m',
  ]);
  return writePointTable(
    paths,
    {
      id: layerIds.coastalWaterLevels,
      name: 'Kirezci et al. 2020 extreme total water levels (GPD, present day)',
      transform:
        'CSV → float32 columns: GPD threshold (m above MSL), scale (m), shape, exceedances per year and the 100-year level (m); values unchanged.',
      input,
      provenance: sources.kirezci,
    },
    [
      'longitude',
      'latitude',
      'thresholdMetres',
      'scaleMetres',
      'shape',
      'exceedancesPerYear',
      'returnLevel100YearMetres',
    ],
    rows,
  );
}

/** FLOPROS/Tiggeloven coastal protection standards at COAST-RP points; blanks kept as NaN. */
export function buildCoastalProtection(paths: BuildPaths): ManifestEntry {
  const input = 'flood_protection/flopros_coastal_protection_rp_at_coastrp_points.csv.gz';
  const rows = numericColumns(readCsv(paths, input), input, [
    'lon',
    'lat',
    'protection_return_period_yr',
  ]);
  return writePointTable(
    paths,
    {
      id: layerIds.coastalProtection,
      name: 'FLOPROS coastal flood protection standards (Tiggeloven et al. 2020) at COAST-RP points',
      transform:
        'CSV → float32 columns (longitude, latitude, protection return period in years; NaN where no FLOPROS unit lies within 10 km).',
      input,
      provenance: sources.flopros,
    },
    ['longitude', 'latitude', 'protectionReturnPeriodYears'],
    rows,
  );
}

/** FACTS/AR6 2100 relative sea level at 1,016 PSMSL gauges with its vertical-land-motion rate. */
export function buildTideGaugeProjections(paths: BuildPaths): ManifestEntry {
  const input = 'sea_level/rsl_2100_tide_gauges_facts_ar6_grandey.csv';
  const rows = numericColumns(readCsv(paths, input), input, [
    'lon',
    'lat',
    'psmsl_id',
    'rsl2100_central_m',
    'geocentric2100_central_m_noVLM',
    'implied_vlm_contribution_mm_yr',
  ]).filter((row) => row.every((value) => Number.isFinite(value)));
  return writePointTable(
    paths,
    {
      id: layerIds.tideGaugeProjections,
      name: 'AR6/FACTS relative sea level in 2100 at PSMSL tide gauges, with vertical land motion',
      transform:
        'CSV → float32 columns (PSMSL id, central SSP2-4.5 2100 RSL with and without VLM in m vs 1995–2014, VLM rate in mm/yr, positive = subsidence); rows with blanks dropped.',
      input,
      provenance: sources.factsTideGauges,
    },
    [
      'longitude',
      'latitude',
      'psmslId',
      'relativeSeaLevel2100Metres',
      'seaLevel2100WithoutLandMotionMetres',
      'verticalLandMotionMillimetresPerYear',
    ],
    rows,
  );
}

/** NOAA CO-OPS linear relative sea-level trends at 510 tide gauges. */
export function buildTideGaugeTrends(paths: BuildPaths): ManifestEntry {
  const input = 'sea_level/noaa_relative_sea_level_trends_tide_gauges.csv';
  const rows = numericColumns(readCsv(paths, input), input, [
    'lon',
    'lat',
    'rsl_trend_mm_yr',
    'ci95_mm_yr',
    'first_year',
    'last_year',
  ]);
  return writePointTable(
    paths,
    {
      id: layerIds.tideGaugeTrends,
      name: 'NOAA relative sea-level trends at tide gauges',
      transform:
        'CSV → float32 columns (trend and 95 % interval in mm/yr, first and last year of record); station names dropped.',
      input,
      provenance: sources.noaaSeaLevelTrends,
    },
    [
      'longitude',
      'latitude',
      'trendMillimetresPerYear',
      'trend95IntervalMillimetresPerYear',
      'firstYear',
      'lastYear',
    ],
    rows,
  );
}
