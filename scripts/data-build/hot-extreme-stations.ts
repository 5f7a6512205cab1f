/**
 * The observed hot-day level of the extreme-heat hazard: the mean and standard deviation of the
 * annual maximum dry-bulb temperature at 6,003 weather stations (ASHRAE Handbook—Fundamentals
 * 2013, ch. 14, 'Extreme Annual Design Conditions', columns DBmax_mean and DBmax_stddev).
 *
 * The committed input (`inputs/ashrae2013-extreme-annual-dry-bulb.csv`) holds, per station with
 * both statistics, the columns of the ASHRAE yearly table that are used: WMO number, name,
 * country, latitude, longitude, elevation (m), the period of record and the two statistics (°C).
 * It was cut from the EnergyPlus copy of the table (see `sources.ashraeClimaticDesign2013`): 439 of
 * the 6,442 rows give 'N_A' for the statistics and are left out; the period 'YY-YY' is written as
 * first and last year (two-digit years from 50 are 19xx, below 50 are 20xx), and periods that a
 * spreadsheet had turned into dates ('10-Jan' for '01-10') are read back as 2001–2010.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { splitCsvLine, stableJson, writeDerivedFile } from './build-io.ts';
import { repositoryRoot } from './raw-data-directory.ts';
import { sources } from './sources.ts';
import { writePointTable } from './vector-layers.ts';

const hotExtremeStationsInput = 'scripts/data-build/inputs/ashrae2013-extreme-annual-dry-bulb.csv';

const numericColumns = [
  'longitude',
  'latitude',
  'elevation_m',
  'first_year',
  'last_year',
  'annual_maximum_mean_c',
  'annual_maximum_standard_deviation_c',
] as const;

/** The point-table column names, in the order of `numericColumns`. */
const pointColumns = [
  'longitude',
  'latitude',
  'elevationMetres',
  'firstYear',
  'lastYear',
  'annualMaximumMeanCelsius',
  'annualMaximumStandardDeviationCelsius',
];

interface StationRows {
  rows: number[][];
  labels: string[];
}

function readStations(): StationRows {
  const [header, ...lines] = readFileSync(join(repositoryRoot, hotExtremeStationsInput), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const names = splitCsvLine(header ?? '');
  const column = (name: string) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`${hotExtremeStationsInput}: no column ${name}`);
    return index;
  };
  const numericIndices = numericColumns.map(column);
  const [wmoIndex, stationIndex, countryIndex] = ['wmo', 'station', 'country'].map(column);
  const rows: number[][] = [];
  const labels: string[] = [];
  for (const line of lines) {
    const fields = splitCsvLine(line);
    const values = numericIndices.map((index) => Number(fields[index]));
    if (values.some((value) => !Number.isFinite(value)))
      throw new Error(`${hotExtremeStationsInput}: non-numeric value in '${line}'`);
    rows.push(values);
    labels.push(
      `${fields[stationIndex ?? 0] ?? ''} (${fields[countryIndex ?? 0] ?? ''}, WMO ${fields[wmoIndex ?? 0] ?? ''})`,
    );
  }
  return { rows, labels };
}

/** The station statistics as a point table and the station labels, in the same order. */
export function buildHotExtremeStations(paths: BuildPaths): ManifestEntry[] {
  const { rows, labels } = readStations();
  const table = writePointTable(
    paths,
    {
      id: layerIds.hotExtremeStations,
      name: 'ASHRAE 2013 extreme annual dry-bulb temperature at weather stations',
      transform:
        'CSV cut from the ASHRAE 2013 yearly design conditions → float32 columns (position, elevation m, first and last year of record, mean and standard deviation of the annual maximum dry-bulb °C); stations without the statistics left out.',
      input: hotExtremeStationsInput,
      provenance: sources.ashraeClimaticDesign2013,
    },
    pointColumns,
    rows,
  );
  const stationLabels = writeDerivedFile(
    paths,
    {
      id: layerIds.hotExtremeStationLabels,
      name: 'ASHRAE 2013 station names (same order as the extreme dry-bulb table)',
      ...sources.ashraeClimaticDesign2013,
      transform:
        'CSV → JSON array of "name (country, WMO number)" in the order of the point table.',
      inputs: [hotExtremeStationsInput],
      file: `${layerIds.hotExtremeStationLabels}.json.gz`,
      layout: { kind: 'json' },
    },
    stableJson(labels),
  );
  return [table, stationLabels];
}
