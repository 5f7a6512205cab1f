import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitCsvLine, stableJson } from './build-io.ts';
import { repositoryRoot } from './raw-data-directory.ts';

/** The four emissions scenarios the engine offers, in the column names of the AR6 tables. */
const scenarioColumns = [
  { key: 'ssp126', seaLevelColumn: 'SSP1-2.6 Central' },
  { key: 'ssp245', seaLevelColumn: 'SSP2-4.5 Central' },
  { key: 'ssp370', seaLevelColumn: 'SSP3-7.0 Central' },
  { key: 'ssp585', seaLevelColumn: 'SSP5-8.5 Central' },
] as const;

/**
 * Global mean sea-level rise from 1900 to the AR6 baseline 1995–2014 (m), subtracted from the AR6
 * SPM.8 panel d projections (relative to 1900) to put them on the 1995–2014 baseline of AR6 WGI
 * Table 9.9: with it the 2100 medians come out as Table 9.9 gives them (SSP1-2.6 0.44 m, SSP2-4.5
 * 0.56, SSP3-7.0 0.68, SSP5-8.5 0.77).
 */
const rise1900To1995To2014Metres = 0.158;

/** Where the engine reads the table (committed; `npm run data:build` rewrites it). */
export const scenarioPathsFile = join(
  repositoryRoot,
  'packages/engine/src/climate/ar6-scenario-paths.json',
);

function readTable(
  rawDirectory: string,
  relativePath: string,
): { names: string[]; rows: string[][] } {
  const [header, ...lines] = readFileSync(join(rawDirectory, relativePath), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return { names: splitCsvLine(header ?? ''), rows: lines.map(splitCsvLine) };
}

function numberAt(row: string[], column: number, what: string): number {
  const value = Number(row[column]);
  if (column < 0 || !Number.isFinite(value)) throw new Error(`no value for ${what}`);
  return value;
}

/**
 * The per-scenario paths the engine runs on: AR6 WGI Ch. 4 assessed GSAT (5 %, 50 %, 95 %) of every
 * 20-year window, relative to 1995–2014, at the window's mid-point; and the AR6 SPM.8 central
 * global mean sea-level rise per decade, relative to 1995–2014. Deterministic JSON text.
 */
export function scenarioPathsJson(rawDirectory: string): string {
  const gsat = readTable(rawDirectory, 'climate_change/ar6_ch4_assessed_gsat_20yr_windows.csv');
  const midpointYears = gsat.rows.map(
    (row) => (numberAt(row, 0, 'window start') + numberAt(row, 1, 'window end')) / 2,
  );
  const seaLevel = readTable(rawDirectory, 'sea_level/ar6_spm8_gmsl_central_by_ssp.csv');
  const seaLevelYears = seaLevel.rows.map((row) => numberAt(row, 0, 'sea-level year'));
  const scenarios = Object.fromEntries(
    scenarioColumns.map(({ key, seaLevelColumn }) => {
      const quantile = (suffix: string) => {
        const column = gsat.names.indexOf(`${key}_${suffix}`);
        return gsat.rows.map((row) => numberAt(row, column, `${key}_${suffix}`));
      };
      const seaColumn = seaLevel.names.indexOf(seaLevelColumn);
      return [
        key,
        {
          warmingAbove1995To2014Celsius: {
            low: quantile('q05'),
            central: quantile('q50'),
            high: quantile('q95'),
          },
          seaLevelRiseAbove1995To2014Metres: seaLevel.rows.map(
            (row) =>
              Math.round(
                (numberAt(row, seaColumn, seaLevelColumn) - rise1900To1995To2014Metres) * 1000,
              ) / 1000,
          ),
        },
      ];
    }),
  );
  return stableJson({
    source:
      'IPCC AR6 WGI Chapter 4 assessed GSAT, 20-year windows, 5/50/95 % (Lee et al. 2021, IPCC-WG1/Chapter-4_Figure4.11); IPCC AR6 WGI SPM.8 panel d central GMSL, minus the 0.158 m rise from 1900 to 1995–2014',
    warmingMidpointYears: midpointYears,
    seaLevelYears,
    scenarios,
  });
}

/** Writes the table beside the engine's warming path. */
export function writeScenarioPaths(rawDirectory: string): void {
  writeFileSync(scenarioPathsFile, scenarioPathsJson(rawDirectory));
}
