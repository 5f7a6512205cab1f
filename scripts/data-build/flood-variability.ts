/**
 * The spread of annual floods by climate and catchment size, from observed annual maxima: the
 * median coefficient of variation of the annual maximum daily discharge of the Brazilian gauges of
 * de Souza & Reis (2022), per UNEP aridity class (computed at each gauge as the engine computes it
 * at a site) and catchment-area decade. The rule is the one written in
 * inputs/brazil-annual-maximum-flow/README.md before the engine was run with it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aridityClass, aridityIndex, type AridityClass } from '@hazardscope/engine/aridity';
import { catchmentAreaClassIndex } from '@hazardscope/engine/flood-variability';
import {
  buildSiteHazardContext,
  loadHazardData,
  type HazardDataStore,
} from '@hazardscope/hazard-data';
import { stableJson } from './build-io.ts';
import { repositoryRoot } from './raw-data-directory.ts';

/** The committed annual maxima (QX1D files, unchanged but for a `_` in their names). */
export const annualMaximumInputDirectory = join(
  repositoryRoot,
  'scripts/data-build/inputs/brazil-annual-maximum-flow',
);

/** Where the engine reads the table (committed; `npm run data:build` rewrites it). */
export const floodVariabilityFile = join(
  repositoryRoot,
  'packages/engine/src/hazards/flood-variability.json',
);

/** Gauges with fewer annual maxima are left out (rule 1). */
const minimumYears = 20;

/** A class with fewer gauges is not used by the engine (rule 5). */
const minimumGauges = 10;

/** Catchment-area classes by decade (km², lower bounds; rule 4). */
const areaClassLowerBoundsSquareKilometres = [0, 1_000, 10_000, 100_000];

const aridityClasses: readonly AridityClass[] = [
  'hyper-arid',
  'arid',
  'semi-arid',
  'dry sub-humid',
  'humid',
];

/** One gauge of the QX1D files: where it is, its basin area and its annual maxima (m³/s). */
export interface AnnualMaximumGauge {
  readonly latitude: number;
  readonly longitude: number;
  readonly areaSquareKilometres: number;
  readonly annualMaximaCubicMetresPerSecond: readonly number[];
}

/**
 * The gauges of one QX1D file: a pair of `;`-separated columns per gauge, the rows `Lat`, `Lon`
 * and `Basin area` giving the gauge in the second column of its pair, the rows after `Date` its
 * years and annual maxima (`null` where missing).
 */
export function parseAnnualMaximumFile(text: string): AnnualMaximumGauge[] {
  const rows = text.split(/\r?\n/).map((line) => line.split(';'));
  const row = (label: string) => {
    const found = rows.find((fields) => fields[0] === label);
    if (found === undefined) throw new Error(`QX1D file has no row ${label}`);
    return found;
  };
  const [latitudes, longitudes, areas] = [row('Lat'), row('Lon'), row('Basin area')];
  const firstRecordRow = rows.findIndex((fields) => fields[0] === 'Date') + 1;
  if (firstRecordRow === 0) throw new Error('QX1D file has no Date row');
  const gauges: AnnualMaximumGauge[] = [];
  for (let valueColumn = 1; valueColumn < latitudes.length; valueColumn += 2) {
    const maxima: number[] = [];
    for (const fields of rows.slice(firstRecordRow)) {
      const value = fields[valueColumn];
      if (value === undefined || value === '' || value === 'null') continue;
      const discharge = Number(value);
      if (!Number.isFinite(discharge)) throw new Error(`QX1D value ${value} is not a number`);
      maxima.push(discharge);
    }
    gauges.push({
      latitude: Number(latitudes[valueColumn]),
      longitude: Number(longitudes[valueColumn]),
      areaSquareKilometres: Number(areas[valueColumn]),
      annualMaximaCubicMetresPerSecond: maxima,
    });
  }
  return gauges;
}

/** Sample coefficient of variation s/x̄, s with divisor n − 1 (rule 2). */
export function sampleCoefficientOfVariation(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance =
    values.reduce((sum, value) => sum + (value - mean) * (value - mean), 0) / (values.length - 1);
  return Math.sqrt(variance) / mean;
}

/** Quantile by linear interpolation between order statistics (Hyndman & Fan 1996, type 7). */
export function quantile(sortedValues: readonly number[], probability: number): number {
  const position = (sortedValues.length - 1) * probability;
  const below = Math.floor(position);
  const lower = sortedValues[below] ?? Number.NaN;
  const upper = sortedValues[Math.min(below + 1, sortedValues.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The table the engine reads, as deterministic JSON text. */
export function floodVariabilityJson(
  store: HazardDataStore = loadHazardData(),
  inputDirectory: string = annualMaximumInputDirectory,
): string {
  const files = readdirSync(inputDirectory)
    .filter((name) => name.endsWith('.dat'))
    .sort();
  const byClass = new Map<string, number[]>();
  let gaugesRead = 0;
  let gaugesKept = 0;
  for (const file of files) {
    const gauges = parseAnnualMaximumFile(readFileSync(join(inputDirectory, file), 'latin1'));
    gaugesRead += gauges.length;
    for (const gauge of gauges) {
      const maxima = gauge.annualMaximaCubicMetresPerSecond;
      if (!(gauge.areaSquareKilometres > 0) || maxima.length < minimumYears) continue;
      const site = buildSiteHazardContext(store, {
        latitude: gauge.latitude,
        longitude: gauge.longitude,
      });
      const climate = aridityClass(
        aridityIndex(
          site.climate.annualPrecipitationMillimetres,
          site.climate.monthlyMeanTemperatureCelsius,
          site.location.latitude,
        ),
      );
      const areaClass = catchmentAreaClassIndex(
        gauge.areaSquareKilometres,
        areaClassLowerBoundsSquareKilometres,
      );
      const key = `${climate}|${areaClass}`;
      const list = byClass.get(key) ?? [];
      list.push(sampleCoefficientOfVariation(maxima));
      byClass.set(key, list);
      gaugesKept += 1;
    }
  }
  const classes = aridityClasses.flatMap((climate) =>
    areaClassLowerBoundsSquareKilometres.map((_, areaIndex) => {
      const values = (byClass.get(`${climate}|${areaIndex}`) ?? []).sort((a, b) => a - b);
      return {
        aridityClass: climate,
        areaClassIndex: areaIndex,
        gauges: values.length,
        medianCoefficientOfVariation: values.length === 0 ? null : round(quantile(values, 0.5)),
        lowerQuartileCoefficientOfVariation:
          values.length === 0 ? null : round(quantile(values, 0.25)),
        upperQuartileCoefficientOfVariation:
          values.length === 0 ? null : round(quantile(values, 0.75)),
      };
    }),
  );
  return stableJson({
    source:
      'de Souza & Reis Jr. (2022), Trend Detection in Annual Streamflow Extremes in Brazil, Water 14:1805 (doi:10.3390/w14111805): annual maximum daily discharge (QX1D) of ANA gauges, CC0 (GitHub sauloaires/software_codes---Trend-detection-in-annual-streamflow-extremes-in-Brazil, commit 6c67de23)',
    statistic:
      'median over the gauges of a class of the sample coefficient of variation (standard deviation with divisor n - 1 over the mean) of annual maximum daily discharge; aridity class (UNEP 1997) of P/PET computed at the gauge as the engine computes it at a site',
    gaugesRead,
    gaugesKept,
    minimumYears,
    minimumGauges,
    areaClassLowerBoundsSquareKilometres,
    classes,
  });
}

/** Writes the table beside the riverine model. */
export function writeFloodVariability(store?: HazardDataStore): void {
  writeFileSync(floodVariabilityFile, floodVariabilityJson(store));
}
