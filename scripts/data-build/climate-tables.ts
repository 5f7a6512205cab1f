import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type {
  PeriodWarmingTable,
  RegionalResponseTable,
} from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { readRawText, splitCsvLine, stableJson, writeDerivedFile } from './build-io.ts';
import { changeGridPeriods } from './grid-layers.ts';
import { sources } from './sources.ts';

/** AR6 WGI: 1995–2014 GSAT is 0.85 °C above 1850–1900 (Cross-Chapter Box 2.3). */
const baseline1995To2014WarmingCelsius = 0.85;
/** AR6 WGI SPM A.1.2: 2001–2020 GSAT 0.99 °C above 1850–1900. */
const period2001To2020WarmingCelsius = 0.99;
/** Observed warming rate between the two AR6 periods above (°C per year of mid-point shift, 6 years). */
const observedWarmingRateCelsiusPerYear =
  (period2001To2020WarmingCelsius - baseline1995To2014WarmingCelsius) / 6;

/** Warming of a baseline period, by linear extrapolation from 1995–2014 along the observed rate. */
function baselineWarmingCelsius(firstYear: number, lastYear: number): number {
  const midpointShiftYears = (firstYear + lastYear) / 2 - (1995 + 2014) / 2;
  return (
    Math.round(
      (baseline1995To2014WarmingCelsius + midpointShiftYears * observedWarmingRateCelsiusPerYear) *
        100,
    ) / 100
  );
}

export function buildPeriodWarming(paths: BuildPaths): ManifestEntry {
  const input = 'climate_change/ar6_ch4_assessed_gsat_20yr_windows.csv';
  const [header, ...lines] = readRawText(paths, input)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const names = splitCsvLine(header ?? '');
  const medianColumn = names.indexOf('ssp585_q50');
  const periodWarmingCelsius: Record<string, number> = {};
  for (const period of changeGridPeriods) {
    const [first, last] = period.split('-');
    const row = lines.map(splitCsvLine).find((fields) => fields[0] === first && fields[1] === last);
    const value = Number(row?.[medianColumn]);
    if (!Number.isFinite(value)) throw new Error(`no SSP5-8.5 median for ${period}`);
    periodWarmingCelsius[period] =
      Math.round((value + baseline1995To2014WarmingCelsius) * 1000) / 1000;
  }
  const table: PeriodWarmingTable = {
    scenario: 'ssp585',
    periodWarmingCelsius,
    baselineWarmingCelsius: {
      '1850-1900': 0,
      '1995-2014': baseline1995To2014WarmingCelsius,
      '1995-2004': baselineWarmingCelsius(1995, 2004),
      // The period of the NCEP R1 monthly long-term means (air.mon.ltm, 1981–2010).
      '1981-2010': baselineWarmingCelsius(1981, 2010),
      '1971-2010': baselineWarmingCelsius(1971, 2010),
    },
  };
  return writeDerivedFile(
    paths,
    {
      id: layerIds.periodWarming,
      name: 'AR6 assessed SSP5-8.5 warming of the change-grid periods',
      ...sources.ipccChapter4,
      transform:
        'Median (q50) SSP5-8.5 GSAT of each 20-year window, relative to 1995–2014, + 0.85 °C (1995–2014 above 1850–1900). Baselines before 2000 (1995–2004, 1971–2010) are extrapolated linearly from 1995–2014 (0.85 °C) at the observed rate implied by AR6 SPM A.1.2 (2001–2020: 0.99 °C).',
      inputs: [input],
      file: `${layerIds.periodWarming}.json`,
      layout: { kind: 'json' },
    },
    stableJson(table),
  );
}

const regionalIndices = [
  { index: 'TXx', quantity: 'TXx change (°C)', unit: 'celsius' },
  { index: 'TNn', quantity: 'TNn change (°C)', unit: 'celsius' },
  { index: 'Rx1day', quantity: 'Rx1day change (%)', unit: 'percent' },
  { index: 'Rx5day', quantity: 'Rx5day change (%)', unit: 'percent' },
  { index: 'CDD', quantity: 'CDD change (days)', unit: 'days' },
] as const;

/**
 * The CMIP6 multi-model-median tables are anomalies with respect to 1850–1900 at warming levels
 * that are also relative to 1850–1900, so the change is zero at a warming of 0 °C.
 */
export function buildRegionalExtremes(paths: BuildPaths): ManifestEntry {
  const inputs = regionalIndices.map(
    ({ index }) =>
      `climate_change/regional_extremes_cmip6_gwl/cmip6_mmm_regional_${index}_at_gwl.csv`,
  );
  const table: RegionalResponseTable = { indices: {} };
  regionalIndices.forEach(({ index, quantity, unit }, position) => {
    const input = inputs[position] ?? '';
    const text = readRawText(paths, input);
    if (!text.includes('anomalies w.r.t. 1850-1900'))
      throw new Error(`${input}: unexpected baseline`);
    const [header, ...lines] = text
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    const warmingLevelsCelsius = splitCsvLine(header ?? '')
      .slice(3)
      .map(Number);
    const regions: Record<string, (number | null)[]> = {};
    for (const line of lines) {
      const [acronym, regionNumber, , ...values] = splitCsvLine(line);
      if (acronym === undefined || Number(regionNumber) < 0) continue;
      regions[acronym] = values.map((value) => (value === '' ? null : Number(value)));
    }
    table.indices[index] = {
      quantity,
      unit,
      baselineWarmingCelsius: 0,
      warmingLevelsCelsius,
      regions,
    };
  });
  return writeDerivedFile(
    paths,
    {
      id: layerIds.regionalExtremes,
      name: 'CMIP6 regional extremes at global warming levels (AR6 Table 11.SM)',
      ...sources.hauser,
      transform:
        'Multi-model-median CSVs (TXx, TNn °C; Rx1day, Rx5day %; CDD days), anomalies vs 1850–1900 at +1.5/2/3/4 °C → one JSON table per index and AR6 region; empty cells → null.',
      inputs,
      file: `${layerIds.regionalExtremes}.json`,
      layout: { kind: 'json' },
    },
    stableJson(table),
  );
}

interface RiverFloodDocument {
  ensembles: Record<
    string,
    {
      change_abs: Record<string, Record<string, (number | null)[]>>;
      baseline_raw: Record<string, (number | null)[]>;
    }
  >;
}

/** Relative change of the regional 100-year discharge: median change ÷ median 1995–2014 value. */
export function buildRiverDischarge(paths: BuildPaths): ManifestEntry {
  const input = 'river_flood/ar6ch12_Q100_river_flood_by_AR6_region.json';
  const document = JSON.parse(readRawText(paths, input)) as RiverFloodDocument;
  const ensemble = document.ensembles['CMIP6'];
  if (ensemble === undefined) throw new Error('no CMIP6 ensemble');
  const warmingLevels = ['1.5', '2.0', '3.0', '4.0'];
  const regions: Record<string, (number | null)[]> = {};
  for (const [acronym, baseline] of Object.entries(ensemble.baseline_raw).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const baselineMedian = baseline[1];
    regions[acronym] = warmingLevels.map((level) => {
      const changeMedian = ensemble.change_abs[level]?.[acronym]?.[1];
      if (changeMedian === undefined || changeMedian === null || !baselineMedian) return null;
      return Math.round((1000 * changeMedian) / baselineMedian) / 10;
    });
  }
  const table: RegionalResponseTable = {
    indices: {
      Q100: {
        quantity: '100-year river discharge change (%)',
        unit: 'percent',
        baselineWarmingCelsius: baseline1995To2014WarmingCelsius,
        warmingLevelsCelsius: warmingLevels.map(Number),
        regions,
      },
    },
  };
  return writeDerivedFile(
    paths,
    {
      id: layerIds.riverDischarge,
      name: 'AR6 ch. 12 regional 100-year river discharge change (CMIP6-driven CHyM)',
      ...sources.ipccChapter12,
      transform:
        'CMIP6 ensemble: median absolute change at GWL 1.5/2/3/4 °C ÷ median 1995–2014 baseline × 100, rounded to 0.1 %; baseline 1995–2014 placed at 0.85 °C.',
      inputs: [input],
      file: `${layerIds.riverDischarge}.json`,
      layout: { kind: 'json' },
    },
    stableJson(table),
  );
}
