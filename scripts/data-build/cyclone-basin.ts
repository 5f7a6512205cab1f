import { greatCircleKilometres } from '@hazardscope/hazard-data/build-format';
import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { readRawText, splitCsvLine } from './build-io.ts';
import { oneDegreeGlobal, writeGridLayer } from './grid-layers.ts';
import { sources } from './sources.ts';

/** Basin codes in the derived grid, in this order; 255 = no storm in the record. */
export const cycloneBasins = ['NA', 'EP', 'WP', 'NI', 'SI', 'SP'] as const;

/**
 * Years of record per basin, the same periods as the site-wind return levels (HURDAT2 NA and EP
 * 1980–2019; JTWC WP 1980–2021, NI 1982–2023, SI and SP July 1981 to June 2019):
 * each storm weighs 1/years so basins with different record lengths compare as annual rates.
 */
const recordYears: Record<(typeof cycloneBasins)[number], { first: number; last: number }> = {
  NA: { first: 1980, last: 2019 },
  EP: { first: 1980, last: 2019 },
  WP: { first: 1980, last: 2021 },
  NI: { first: 1982, last: 2023 },
  SI: { first: 1981, last: 2019 },
  SP: { first: 1981, last: 2019 },
};

/** A storm counts in a cell when a 6-hourly fix at ≥ 34 kt lies within this distance of its centre. */
const influenceRadiusKilometres = 300;
const galeKnots = 34;
export function buildCycloneBasin(paths: BuildPaths): ManifestEntry {
  const inputs = [
    'tropical_cyclone/tc_best_tracks_NA_EP_WP_1950-2021.csv.gz',
    'tropical_cyclone/tc_best_tracks_SI_SP_NI_1981-2023.csv.gz',
  ];
  const cells = oneDegreeGlobal.rows * oneDegreeGlobal.columns;
  const rates = cycloneBasins.map(() => new Float64Array(cells));
  // storm id → cells it touched (each storm counts once per cell).
  const stormCells = new Map<string, { basinIndex: number; cells: Set<number> }>();
  for (const input of inputs) {
    const lines = readRawText(paths, input).split('\n').slice(1);
    for (const line of lines) {
      const [basin, stormId, time, latitudeText, longitudeText, windText] = splitCsvLine(line);
      if (basin === undefined || stormId === undefined || time === undefined) continue;
      const basinIndex = cycloneBasins.indexOf(basin as (typeof cycloneBasins)[number]);
      const period = recordYears[basin as (typeof cycloneBasins)[number]];
      if (basinIndex < 0 || period === undefined) continue;
      const year = Number(time.slice(0, 4));
      if (year < period.first || year > period.last || Number(windText) < galeKnots) continue;
      const latitude = Number(latitudeText);
      const longitude = Number(longitudeText);
      const storm = stormCells.get(stormId) ?? { basinIndex, cells: new Set<number>() };
      stormCells.set(stormId, storm);
      const latitudeReach = influenceRadiusKilometres / 111;
      const longitudeReach = latitudeReach / Math.max(Math.cos((latitude * Math.PI) / 180), 0.05);
      for (
        let row = Math.max(0, Math.floor(latitude - latitudeReach + 90));
        row <= Math.min(179, Math.floor(latitude + latitudeReach + 90));
        row += 1
      ) {
        const cellLatitude = -89.5 + row;
        for (
          let step = Math.floor(longitude - longitudeReach + 180);
          step <= Math.floor(longitude + longitudeReach + 180);
          step += 1
        ) {
          const column = ((step % 360) + 360) % 360;
          const cellLongitude = -179.5 + column;
          if (
            greatCircleKilometres(latitude, longitude, cellLatitude, cellLongitude) <=
            influenceRadiusKilometres
          ) {
            storm.cells.add(row * 360 + column);
          }
        }
      }
    }
  }
  for (const storm of [...stormCells.keys()].sort()) {
    const { basinIndex, cells: touched } = stormCells.get(storm) ?? {
      basinIndex: 0,
      cells: new Set<number>(),
    };
    const basin = cycloneBasins[basinIndex] ?? 'NA';
    const weight = 1 / (recordYears[basin].last - recordYears[basin].first + 1);
    for (const cell of touched) {
      const basinRates = rates[basinIndex];
      if (basinRates !== undefined) basinRates[cell] = (basinRates[cell] ?? 0) + weight;
    }
  }
  const dominant = new Uint8Array(cells).fill(255);
  for (let cell = 0; cell < cells; cell += 1) {
    let best = 0;
    rates.forEach((basinRates, basinIndex) => {
      const rate = basinRates[cell] ?? 0;
      if (rate > best) {
        best = rate;
        dominant[cell] = basinIndex;
      }
    });
  }
  return writeGridLayer(paths, {
    id: layerIds.cycloneBasin,
    name: 'Dominant tropical-cyclone basin (1°, derived from best tracks)',
    provenance: sources.bestTracks,
    transform: `For each 1° cell, the basin with the highest annual rate of storms (≥ ${galeKnots} kt) passing within ${influenceRadiusKilometres} km of the cell centre (6-hourly fixes; each storm weighted 1/record years of its basin: NA, EP 1980–2019, WP 1980–2021, NI 1982–2023, SI, SP Jul 1981–Jun 2019); 255 = no storm.`,
    inputs,
    layout: {
      ...oneDegreeGlobal,
      valueType: 'uint8',
      layerNames: ['basin'],
      missingValue: 255,
      unit: 'class',
      legend: Object.fromEntries(cycloneBasins.map((basin, index) => [String(index), basin])),
    },
    values: dominant,
  });
}
