/**
 * The spread of annual floods by climate and catchment size, from observed annual maxima: the
 * median coefficient of variation of the annual maximum daily discharge of the Brazilian gauges of
 * de Souza & Reis (2022), per UNEP aridity class (computed at each gauge as the engine computes it
 * at a site) and catchment-area decade; and regional tables, for sites in the countries they list,
 * from GSIM's yearly maxima of a systematic sample of each country's stations (Do et al. 2018; Gudmundsson et al.
 * 2018). The rules are the ones written in the README.md of each input directory
 * (inputs/brazil-annual-maximum-flow, inputs/australia-annual-maximum-flow, …) before the engine was
 * run with them.
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
import type { SiteHazardContext } from '@hazardscope/contracts';
import { stableJson } from './build-io.ts';
import { repositoryRoot } from './raw-data-directory.ts';

/** The committed annual maxima (QX1D files, unchanged but for a `_` in their names). */
export const annualMaximumInputDirectory = join(
  repositoryRoot,
  'scripts/data-build/inputs/brazil-annual-maximum-flow',
);

/** A GSIM input of one country: its committed stations.csv and annual-maxima.csv, and what the table says of it. */
export interface GsimRegionalInput {
  readonly directory: string;
  readonly countryAlpha2Codes: readonly string[];
  readonly gaugeNetwork: string;
  /** Which ids were read (the sample rule of the input's README). */
  readonly sample: string;
  /** The unit of GSIM's header `area` in this country's files, and its size in km². */
  readonly headerAreaUnit: string;
  readonly headerAreaSquareKilometresPerUnit: number;
}

/** km² in a square mile (international mile, 1,609.344 m). */
const squareKilometresPerSquareMile = 2.589988110336;

const gsimCitation = 'GSIM, Do et al. 2018; Gudmundsson et al. 2018';

/** The GSIM regional inputs, in the order the table lists them (rules in each directory's README.md). */
export const gsimRegionalInputs: readonly GsimRegionalInput[] = [
  {
    directory: join(repositoryRoot, 'scripts/data-build/inputs/australia-annual-maximum-flow'),
    countryAlpha2Codes: ['AU'],
    gaugeNetwork: 'Australian',
    // No Australian file read gives an area.
    headerAreaUnit: 'km²',
    headerAreaSquareKilometresPerUnit: 1,
    sample:
      'every GSIM id ending in 0, 2, 5 or 8 (AU_0000002 to AU_0002940: pass 1 the multiples of 20, pass 2 the odd multiples of 10, passes 3, 4 and 5 the ids ending in 5, 2 and 8, each read whole; 1,176 ids read, AU_0002942, AU_0002945 and AU_0002948 not stored)',
  },
  {
    directory: join(repositoryRoot, 'scripts/data-build/inputs/united-states-annual-maximum-flow'),
    countryAlpha2Codes: ['US'],
    gaugeNetwork: 'United States',
    // The USGS drainage area in square miles, though labelled km²: at the six gauges that are also
    // GRDC stations on the same river (within 0.5 km) GRDC's km² are 2.59–2.62 times GSIM's figure.
    headerAreaUnit: 'square miles (USGS drainage area, labelled km²)',
    headerAreaSquareKilometresPerUnit: squareKilometresPerSquareMile,
    sample:
      'every GSIM id that is a multiple of 25 (US_0000025 to US_0009500: pass 1 the multiples of 50, pass 2 the odd multiples of 25, each read whole; 376 ids read, US_0009425 to US_0009500 not stored)',
  },
];

/** Where the engine reads the table (committed; `npm run data:build` rewrites it). */
export const floodVariabilityFile = join(
  repositoryRoot,
  'packages/engine/src/hazards/flood-variability.json',
);

/** Gauges with fewer annual maxima are left out (rule 1). */
const minimumYears = 20;

/** A GSIM year counts where at least this many daily values were observed (rule 2 of the GSIM inputs). */
const minimumDaysAvailable = 330;

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

/** One GSIM station of a regional input: where it is, its header area (if any) and its years. */
export interface GsimStation {
  readonly gsimId: string;
  readonly latitude: number;
  readonly longitude: number;
  /**
   * The `area` of the station file's header in the header's unit (labelled km², but square miles
   * in GSIM's US files: `GsimRegionalInput.headerAreaSquareKilometresPerUnit`), null where empty.
   */
  readonly headerArea: number | null;
  readonly years: readonly {
    readonly year: number;
    readonly annualMaximumCubicMetresPerSecond: number;
    readonly daysAvailable: number;
  }[];
}

function csvRows(text: string, expectedHeader: string): string[][] {
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  if (lines[0] !== expectedHeader) throw new Error(`CSV header is not ${expectedHeader}`);
  return lines.slice(1).map((line) => line.split(','));
}

function finiteNumber(field: string | undefined, what: string): number {
  const value = Number(field);
  if (field === undefined || field === '' || !Number.isFinite(value))
    throw new Error(`GSIM ${what} ${field ?? '(missing)'} is not a number`);
  return value;
}

/**
 * The stations of a regional input: `stations.csv` (gsim_id, river, station, latitude,
 * longitude, area_km2 — empty where GSIM's header gives none; no field holds a comma) and
 * `annual-maxima.csv` (gsim_id, year, annual_maximum_m3_per_s, days_available). A station without
 * years keeps an empty list.
 */
export function parseGsimStations(stationsText: string, annualMaximaText: string): GsimStation[] {
  const yearsById = new Map<string, GsimStation['years'][number][]>();
  for (const fields of csvRows(
    annualMaximaText,
    'gsim_id,year,annual_maximum_m3_per_s,days_available',
  )) {
    const [gsimId = '', year, maximum, days] = fields;
    const list = yearsById.get(gsimId) ?? [];
    list.push({
      year: finiteNumber(year, 'year'),
      annualMaximumCubicMetresPerSecond: finiteNumber(maximum, 'annual maximum'),
      daysAvailable: finiteNumber(days, 'days available'),
    });
    yearsById.set(gsimId, list);
  }
  const stations = csvRows(stationsText, 'gsim_id,river,station,latitude,longitude,area_km2').map(
    (fields) => {
      if (fields.length !== 6)
        throw new Error(`GSIM station row ${fields.join(',')} has not 6 fields`);
      const [gsimId = '', , , latitude, longitude, area] = fields;
      return {
        gsimId,
        latitude: finiteNumber(latitude, 'latitude'),
        longitude: finiteNumber(longitude, 'longitude'),
        headerArea: area === '' ? null : finiteNumber(area, 'area'),
        years: yearsById.get(gsimId) ?? [],
      };
    },
  );
  const known = new Set(stations.map((station) => station.gsimId));
  for (const gsimId of yearsById.keys())
    if (!known.has(gsimId)) throw new Error(`GSIM maxima of ${gsimId}, a station not listed`);
  return stations;
}

/** The annual maxima of the years that count: MAX given and at least 330 days observed (rule 2). */
export function countedAnnualMaxima(station: GsimStation): number[] {
  return station.years
    .filter((entry) => entry.daysAvailable >= minimumDaysAvailable)
    .map((entry) => entry.annualMaximumCubicMetresPerSecond);
}

/** The UNEP aridity class at a gauge, computed as the engine computes it at a site, and the site there. */
function gaugeSite(store: HazardDataStore, latitude: number, longitude: number) {
  const site = buildSiteHazardContext(store, { latitude, longitude });
  const climate = aridityClass(
    aridityIndex(
      site.climate.annualPrecipitationMillimetres,
      site.climate.monthlyMeanTemperatureCelsius,
      site.location.latitude,
    ),
  );
  return { site, climate };
}

/** Per aridity class and area decade: gauge count, median Cv and quartiles (one owner for both tables). */
function classTable(coefficientsByClass: ReadonlyMap<string, number[]>) {
  return aridityClasses.flatMap((climate) =>
    areaClassLowerBoundsSquareKilometres.map((_, areaIndex) => {
      const values = [...(coefficientsByClass.get(`${climate}|${areaIndex}`) ?? [])].sort(
        (a, b) => a - b,
      );
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
}

function addToClass(
  coefficientsByClass: Map<string, number[]>,
  climate: AridityClass,
  areaSquareKilometres: number,
  coefficientOfVariation: number,
): void {
  const key = `${climate}|${catchmentAreaClassIndex(areaSquareKilometres, areaClassLowerBoundsSquareKilometres)}`;
  const list = coefficientsByClass.get(key) ?? [];
  list.push(coefficientOfVariation);
  coefficientsByClass.set(key, list);
}

/**
 * A gauge's catchment area (km²) by rule 4 of the GSIM inputs: its header area in km², else the
 * catchment of the river the engine finds at its coordinates — unless the gauge's mean annual
 * maximum is below that river's long-term mean discharge (rule 4a: a year's largest daily mean is
 * at least its mean, so such a gauge is not on that river; the 5′ drainage gave a creek a large
 * river's catchment), or there is no area at all.
 */
export function gaugeCatchmentArea(
  headerArea: number | null,
  headerAreaSquareKilometresPerUnit: number,
  countedMaximaCubicMetresPerSecond: readonly number[],
  engineRiver: Pick<
    NonNullable<SiteHazardContext['riverFlood']['river']>,
    'catchmentAreaSquareKilometres' | 'meanDischargeCubicMetresPerSecond'
  > | null,
): number | 'no area' | 'off the engine river' {
  if (headerArea !== null && headerArea > 0) return headerArea * headerAreaSquareKilometresPerUnit;
  if (engineRiver === null || !(engineRiver.catchmentAreaSquareKilometres > 0)) return 'no area';
  const meanAnnualMaximum =
    countedMaximaCubicMetresPerSecond.reduce((sum, value) => sum + value, 0) /
    countedMaximaCubicMetresPerSecond.length;
  if (meanAnnualMaximum < engineRiver.meanDischargeCubicMetresPerSecond)
    return 'off the engine river';
  return engineRiver.catchmentAreaSquareKilometres;
}

/** A country's table from its GSIM input (rules of the input directory's README.md). */
function gsimRegionalTable(store: HazardDataStore, input: GsimRegionalInput) {
  const inputDirectory = input.directory;
  const stations = parseGsimStations(
    readFileSync(join(inputDirectory, 'stations.csv'), 'utf8'),
    readFileSync(join(inputDirectory, 'annual-maxima.csv'), 'utf8'),
  );
  const byClass = new Map<string, number[]>();
  let stationsWithEnoughYears = 0;
  let stationsWithoutArea = 0;
  let stationsOffTheEngineRiver = 0;
  let stationsWithoutFloods = 0;
  let stationsKept = 0;
  let areasFromHeader = 0;
  for (const station of stations) {
    const maxima = countedAnnualMaxima(station);
    if (maxima.length < minimumYears) continue;
    stationsWithEnoughYears += 1;
    const { site, climate } = gaugeSite(store, station.latitude, station.longitude);
    const catchment = gaugeCatchmentArea(
      station.headerArea,
      input.headerAreaSquareKilometresPerUnit,
      maxima,
      site.riverFlood.river,
    );
    if (catchment === 'no area') {
      stationsWithoutArea += 1;
      continue;
    }
    if (catchment === 'off the engine river') {
      stationsOffTheEngineRiver += 1;
      continue;
    }
    const coefficientOfVariation = sampleCoefficientOfVariation(maxima);
    // Every counted maximum zero (no flow in any year): no spread of floods to measure.
    if (!Number.isFinite(coefficientOfVariation)) {
      stationsWithoutFloods += 1;
      continue;
    }
    if (station.headerArea !== null) areasFromHeader += 1;
    addToClass(byClass, climate, catchment, coefficientOfVariation);
    stationsKept += 1;
  }
  return {
    countryAlpha2Codes: input.countryAlpha2Codes,
    subdivisionCode: null,
    gaugeNetwork: input.gaugeNetwork,
    citation: gsimCitation,
    source: `GSIM yearly indices (Global Streamflow Indices and Metadata archive; Do et al. 2018, ESSD 10:765; Gudmundsson et al. 2018, ESSD 10:787; PANGAEA doi:10.1594/PANGAEA.887477, CC BY 4.0): MAX (annual maximum of daily mean discharge) of ${input.sample}, read from GitHub mdeppner/enso-streamflow-gpr commit 3c757729`,
    statistic: `as for the Brazilian table; a year counts where MAX is given and n.available >= 330 days; catchment area from the GSIM header (${input.headerAreaUnit}), else the catchment of the river the engine finds at the gauge, unless the gauge's mean annual maximum is below that river's mean discharge (then the gauge is left out)`,
    minimumDaysAvailable,
    stationsRead: stations.length,
    stationsWithEnoughYears,
    stationsWithoutArea,
    stationsOffTheEngineRiver,
    stationsWithoutFloods,
    stationsKept,
    areasFromHeader,
    classes: classTable(byClass),
  };
}

/** The table the engine reads, as deterministic JSON text. */
export function floodVariabilityJson(
  store: HazardDataStore = loadHazardData(),
  inputDirectory: string = annualMaximumInputDirectory,
  regionalInputs: readonly GsimRegionalInput[] = gsimRegionalInputs,
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
      const { climate } = gaugeSite(store, gauge.latitude, gauge.longitude);
      addToClass(
        byClass,
        climate,
        gauge.areaSquareKilometres,
        sampleCoefficientOfVariation(maxima),
      );
      gaugesKept += 1;
    }
  }
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
    classes: classTable(byClass),
    regionalTables: regionalInputs.map((input) => gsimRegionalTable(store, input)),
  });
}

/** Writes the table beside the riverine model. */
export function writeFloodVariability(store?: HazardDataStore): void {
  writeFileSync(floodVariabilityFile, floodVariabilityJson(store));
}
