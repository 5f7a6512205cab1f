import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import {
  encodeGaugeStationId,
  extremeRainfallGaugeClimateClasses,
  layerIds,
} from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { splitQuotedCsvLine } from './build-io.ts';
import { repositoryRoot } from './raw-data-directory.ts';
import { sources } from './sources.ts';
import { writePointTable } from './vector-layers.ts';

/**
 * GSDR-IDF's regional-frequency-analysis 24-hour table (data/RFA_24h_gev.csv of the public GitHub
 * repository amyycb/globalextremes, commit 7db755c, unchanged but gzip-compressed; 713 kB, 4 068
 * gauges), committed beside this script because the raw data folder does not hold it.
 */
const gsdrIdfInput = 'scripts/data-build/inputs/gsdr-idf-rfa-24h-gev.csv.gz';

const columnNames = [
  'longitude',
  'latitude',
  'stationPrefix',
  'stationNumber',
  'locationMillimetres',
  'scaleMillimetres',
  'shape',
  'indexMillimetres',
  'returnLevel10YearMillimetres',
  'returnLevel30YearMillimetres',
  'returnLevel100YearMillimetres',
  'recordLengthYears',
  'firstYear',
  'lastYear',
  'climateClassCode',
];

/** One table row as numbers, in the order of `columnNames`. */
function gaugeRow(field: (name: string) => string): number[] {
  const number = (name: string) => {
    const value = Number(field(name));
    if (field(name) === '' || !Number.isFinite(value))
      throw new Error(`GSDR-IDF: ${name} is not a number`);
    return value;
  };
  const index = number('index');
  const station = encodeGaugeStationId(field('station_id'));
  const climateClassCode = extremeRainfallGaugeClimateClasses.findIndex(
    (name) => name === field('kg'),
  );
  if (climateClassCode < 0) throw new Error(`GSDR-IDF: unknown climate class ${field('kg')}`);
  return [
    number('lon'),
    number('lat'),
    station.prefix,
    station.number,
    // RFA gives a dimensionless regional growth curve and the gauge's index value (its mean annual
    // maximum); the gauge's GEV in millimetres is the growth curve times the index.
    number('location') * index,
    number('scale') * index,
    number('shape'),
    index,
    number('rp10'),
    number('rp30'),
    number('rp100'),
    number('record_len'),
    Number(field('start').slice(0, 4)),
    Number(field('end').slice(0, 4)),
    climateClassCode,
  ];
}

/** GSDR-IDF 24-hour GEV fits at rain gauges: the surface-water hazard's extreme-rainfall baseline. */
export function buildExtremeRainfallGauges(paths: BuildPaths): ManifestEntry {
  const text = gunzipSync(readFileSync(join(repositoryRoot, gsdrIdfInput))).toString('utf8');
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  const names = splitQuotedCsvLine(header ?? '');
  const rows = lines.map((line) => {
    const fields = splitQuotedCsvLine(line);
    return gaugeRow((name) => {
      const position = names.indexOf(name);
      if (position < 0) throw new Error(`${gsdrIdfInput}: no column ${name}`);
      return fields[position] ?? '';
    });
  });
  return writePointTable(
    paths,
    {
      id: layerIds.extremeRainfallGauges,
      name: 'GSDR-IDF 24-hour rainfall GEV fits at rain gauges (regional frequency analysis)',
      transform: `CSV → float32 columns: GEV location and scale in mm (the regional growth curve's dimensionless location and scale times the gauge's index value, its mean annual maximum), shape (positive: heavy tail), the index (mm), the published 10-, 30- and 100-year 24-hour depths (mm), record length (years), first and last year of record, the station id (letters as a base-36 number, digits) and the climate class code (${extremeRainfallGaugeClimateClasses.map((name, code) => `${code} ${name}`).join(', ')}). Depths are annual maxima of sliding 24-hour totals of hourly records.`,
      input: gsdrIdfInput,
      provenance: sources.gsdrIdf,
    },
    columnNames,
    rows,
  );
}
