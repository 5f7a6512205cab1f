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
import { splitQuotedCsvLine, stableJson, writeDerivedFile } from './build-io.ts';
import { bioclimateAtCell, bioclimateInput } from './grid-layers.ts';
import { fitTwoPredictors, roundCoefficient } from './least-squares.ts';
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

/** The GSDR-IDF table's records, each as a reader of its fields by column name. */
function gsdrIdfRecords(): ((name: string) => string)[] {
  const text = gunzipSync(readFileSync(join(repositoryRoot, gsdrIdfInput))).toString('utf8');
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  const names = splitQuotedCsvLine(header ?? '');
  return lines.map((line) => {
    const fields = splitQuotedCsvLine(line);
    return (name: string) => {
      const position = names.indexOf(name);
      if (position < 0) throw new Error(`${gsdrIdfInput}: no column ${name}`);
      return fields[position] ?? '';
    };
  });
}

/** GSDR-IDF 24-hour GEV fits at rain gauges: the surface-water hazard's extreme-rainfall baseline. */
export function buildExtremeRainfallGauges(paths: BuildPaths): ManifestEntry {
  const rows = gsdrIdfRecords().map(gaugeRow);
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

/** One gauge of the rainfall relation: its index, the climate of its 1° cell and its country. */
export interface RainfallRelationGauge {
  country: string;
  meanAnnualMaximumMillimetres: number;
  annualPrecipitationMillimetres: number;
  warmestQuarterMeanTemperatureCelsius: number;
}

/**
 * ln R̄ = a + b·ln P + c·T₁₀ by least squares over the gauges (R̄ a gauge's index, its mean annual
 * maximum sliding 24-hour rainfall in mm; P the annual precipitation in mm and T₁₀ the mean
 * temperature of the warmest quarter in °C, Beyer et al. 2020 BIO12 and BIO10 at the gauge's 1° cell),
 * with the fit's scatter, its range, and how well it predicts a country it has not seen: the root
 * mean square of ln(observed ÷ predicted) when each country's gauges are predicted from a fit to all
 * the others'.
 */
export function fitRainfallRelation(gauges: readonly RainfallRelationGauge[]) {
  const row = (gauge: RainfallRelationGauge) => ({
    x1: Math.log(gauge.annualPrecipitationMillimetres),
    x2: gauge.warmestQuarterMeanTemperatureCelsius,
    y: Math.log(gauge.meanAnnualMaximumMillimetres),
  });
  const fit = fitTwoPredictors(gauges.map(row));
  let squares = 0;
  for (const country of new Set(gauges.map((gauge) => gauge.country))) {
    const others = fitTwoPredictors(gauges.filter((gauge) => gauge.country !== country).map(row));
    const [a, b, c] = others.coefficients;
    for (const gauge of gauges.filter((each) => each.country === country)) {
      const { x1, x2, y } = row(gauge);
      squares += (y - (a + b * x1 + c * x2)) ** 2;
    }
  }
  const range = (values: number[]) => [Math.min(...values), Math.max(...values)];
  return {
    coefficients: fit.coefficients,
    residualStandardDeviation: fit.residualStandardDeviation,
    coefficientOfDetermination: fit.coefficientOfDetermination,
    leaveOneCountryOutRootMeanSquare: Math.sqrt(squares / gauges.length),
    precipitationRange: range(gauges.map((gauge) => gauge.annualPrecipitationMillimetres)),
    temperatureRange: range(gauges.map((gauge) => gauge.warmestQuarterMeanTemperatureCelsius)),
  };
}

/**
 * Where no GSDR-IDF gauge is near a site, its mean annual maximum 24-hour rainfall comes from the
 * site's annual precipitation and warmest-quarter temperature by the relation fitted here to every
 * gauge of the table with a Beyer et al. 2020 climate at its 1° cell (`fitRainfallRelation`): wetter
 * climates have larger daily extremes, and warmer ones larger for the same annual total (more of it
 * falls in heavy convective rain; the Clausius–Clapeyron scaling of AR6 WGI §11.4). Only the
 * coefficients and fit statistics are shipped, no gauge record.
 */
export function buildExtremeRainfallRelation(paths: BuildPaths): ManifestEntry {
  const climateAt = bioclimateAtCell(paths);
  const gauges: RainfallRelationGauge[] = [];
  for (const field of gsdrIdfRecords()) {
    const climate = climateAt(Number(field('lat')), Number(field('lon')));
    const precipitation = climate.annualPrecipitationMillimetres;
    const warmestQuarter = climate.warmestQuarterMeanTemperatureCelsius;
    if (!(precipitation > 0) || !Number.isFinite(warmestQuarter)) continue;
    gauges.push({
      country: field('country'),
      meanAnnualMaximumMillimetres: Number(field('index')),
      annualPrecipitationMillimetres: precipitation,
      warmestQuarterMeanTemperatureCelsius: warmestQuarter,
    });
  }
  const fit = fitRainfallRelation(gauges);
  const countryCount = new Set(gauges.map((gauge) => gauge.country)).size;
  return writeDerivedFile(
    paths,
    {
      id: layerIds.extremeRainfallRelation,
      name: 'Mean annual maximum 24-hour rainfall against annual precipitation and warmest-quarter temperature (fitted to the GSDR-IDF gauges)',
      source: `${sources.gsdrIdf.source}; Beyer et al. 2020 BIO12 and BIO10`,
      licence: `${sources.gsdrIdf.licence}; Beyer et al. 2020 CC BY 4.0; derived coefficients only`,
      attribution: `${sources.gsdrIdf.attribution} Climate from Beyer, Krapp & Manica (2020), CC BY 4.0.`,
      transform: `Ordinary least squares of ln(index, mm) on ln(BIO12 annual precipitation, mm/yr) and BIO10 warmest-quarter mean temperature (°C) at the gauge's 1° cell over ${gauges.length} GSDR-IDF gauges (those with a Beyer climate); with the residual standard deviation, the fitted ranges and the root mean square error when each of the ${countryCount} countries is predicted from the others. Only the coefficients and fit statistics are kept.`,
      inputs: [gsdrIdfInput, bioclimateInput],
      file: `${layerIds.extremeRainfallRelation}.json`,
      layout: { kind: 'json' },
    },
    stableJson({
      intercept: roundCoefficient(fit.coefficients[0]),
      precipitationExponent: roundCoefficient(fit.coefficients[1]),
      temperatureCoefficientPerCelsius: roundCoefficient(fit.coefficients[2]),
      residualStandardDeviationLog: roundCoefficient(fit.residualStandardDeviation),
      coefficientOfDetermination: roundCoefficient(fit.coefficientOfDetermination),
      leaveOneCountryOutRootMeanSquareLog: roundCoefficient(fit.leaveOneCountryOutRootMeanSquare),
      gauges: gauges.length,
      countries: countryCount,
      annualPrecipitationRangeMillimetres: fit.precipitationRange.map((value) => Math.round(value)),
      warmestQuarterTemperatureRangeCelsius: fit.temperatureRange.map(
        (value) => Math.round(value * 10) / 10,
      ),
    }),
  );
}
