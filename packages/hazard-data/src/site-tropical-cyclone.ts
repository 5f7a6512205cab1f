import {
  tropicalCycloneMaximumLatitudeDegrees,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { gridValue, nearestCell } from './regular-grid.ts';
import type { SiteNotes } from './site-notes.ts';

/** 1 international knot = 1852 m / 3600 s. */
export const metresPerSecondPerKnot = 0.514444;

type Basin = NonNullable<SiteHazardContext['tropicalCyclone']['basin']>;
const basins: readonly Basin[] = ['NA', 'EP', 'WP', 'NI', 'SI', 'SP'];

/**
 * Years of best-track record behind the return levels, per basin: HURDAT2 (NA, EP) and JTWC (WP,
 * NI, SI, SP) best tracks over these seasons; each storm counts 1/years towards an annual rate.
 */
const recordYearsByBasin: Record<Basin, string> = {
  NA: '40 years (1980–2019)',
  EP: '40 years (1980–2019)',
  WP: '42 years (1980–2021)',
  NI: '42 years (1982–2023)',
  SI: '38 years (1981–2019)',
  SP: '38 years (1981–2019)',
};

/**
 * The Eberenz et al. (2021) impact function of the site's country (ISO 3166-1 alpha-3): the region
 * the paper assigns it, or its global calibration (ROW) for a country it does not list or a site at
 * sea.
 */
export function cycloneVulnerability(
  table: HazardDataStore['cycloneVulnerability'],
  countryAlpha3: string | null,
): SiteHazardContext['tropicalCyclone']['vulnerability'] {
  const region =
    (countryAlpha3 === null ? undefined : table.countryRegion[countryAlpha3]) ??
    table.defaultRegion;
  const parameters = table.regions[region];
  if (parameters === undefined) throw new Error(`cyclone vulnerability: no region ${region}`);
  return {
    region,
    regionName: parameters.name,
    calibration: table.calibration,
    thresholdMetresPerSecond: table.thresholdMetresPerSecond,
    halfDamageMetresPerSecond: parameters.halfDamageMetresPerSecond,
  };
}

/**
 * The gale-force threshold of the return-level fit (34 kt, the peaks-over-threshold level u of the
 * data build): a return level of 0 means the modelled wind stays below it at that return period.
 */
const galeThresholdKnots = 34;

/** The pooled level is searched up to this wind (kt), above the grid's 190 kt cap. */
const highestWindKnots = 260;

/** Bisection steps of the search: 2⁻³⁰ of the 226 kt range, far below the 0.01 m/s reported. */
const bisectionSteps = 30;

/**
 * A cell's annual rate of exceeding a wind, read from its return levels (kt at the given return
 * periods, ascending) by the rule the engine interpolates them with — linear in ln T between levels
 * and extended with the end segments' slopes — inverted: ln λ(v) is linear in v between the levels.
 * A level of 0 means the wind stays below gale force at that return period, so the rate of gale
 * force is at most 1/T there: the first non-zero segment's extension is capped at the rate of the
 * last zero level. A cell without any non-zero level has rate 0 (no storm in its record reached
 * gale force there).
 */
export function cellExceedanceRate(
  returnPeriodsYears: readonly number[],
  levelsKnots: readonly number[],
): (windKnots: number) => number {
  const points: { windKnots: number; logRate: number }[] = [];
  let capRate = Number.POSITIVE_INFINITY;
  returnPeriodsYears.forEach((period, index) => {
    const level = levelsKnots[index] ?? 0;
    if (level > 0) points.push({ windKnots: level, logRate: -Math.log(period) });
    else if (points.length === 0) capRate = 1 / period;
  });
  const first = points[0];
  if (first === undefined) return () => 0;
  if (points.length === 1)
    return (wind) => (wind <= first.windKnots ? Math.min(capRate, Math.exp(first.logRate)) : 0);
  return (wind) => {
    let upper = 1;
    while (upper < points.length - 1 && wind > points[upper]!.windKnots) upper += 1;
    const lower = points[upper - 1]!;
    const higher = points[upper]!;
    const span = higher.windKnots - lower.windKnots;
    const logRate =
      span > 0
        ? lower.logRate + ((wind - lower.windKnots) / span) * (higher.logRate - lower.logRate)
        : Math.min(lower.logRate, higher.logRate);
    return Math.min(capRate, Math.exp(logRate));
  };
}

/**
 * Return levels (kt) of the annual exceedance rate pooled over several cells: the mean of the
 * cells' rates, solved for rate = 1/T by bisection (the pooled rate falls as the wind rises); 0
 * where even gale force is rarer than 1/T.
 */
export function pooledReturnLevels(
  returnPeriodsYears: readonly number[],
  cellsLevelsKnots: readonly (readonly number[])[],
): number[] {
  if (cellsLevelsKnots.length === 0) return returnPeriodsYears.map(() => 0);
  const cellRates = cellsLevelsKnots.map((levels) =>
    cellExceedanceRate(returnPeriodsYears, levels),
  );
  const pooledRate = (wind: number) =>
    cellRates.reduce((sum, rate) => sum + rate(wind), 0) / cellRates.length;
  const galeRate = pooledRate(galeThresholdKnots);
  return returnPeriodsYears.map((period) => {
    const target = 1 / period;
    if (!(galeRate >= target)) return 0;
    let low = galeThresholdKnots;
    let high = highestWindKnots;
    if (pooledRate(high) >= target) return high;
    for (let step = 0; step < bisectionSteps; step++) {
      const middle = (low + high) / 2;
      if (pooledRate(middle) >= target) low = middle;
      else high = middle;
    }
    return (low + high) / 2;
  });
}

/** Cells on each side of the site's cell whose rates are pooled with it: a 3 × 3 block. */
const poolingHalfWidthCells = 1;

/**
 * Site-wind return levels from the annual exceedance rates pooled over the 3 × 3 block of 1° cells
 * centred on the site's cell (about 300 km across), converted from knots to m/s; the basin whose
 * storms pass the site's cell most often, or the block's most frequent where the site's own cell
 * has none. The grid counts storms at each cell centre over a 40-year record, so one storm more or
 * less turns a cell from 0 to about 53 kt at 100 years (Austin's cell has none beside neighbours of
 * 53–69 kt): the rate of such rare events is estimated over an area around the site, as the data
 * build already pools this block for the shape of the distribution (regional frequency analysis,
 * Hosking & Wallis) and as the NHC's HURISK program counts the storms within 65 nautical miles of
 * a site (Neumann). Averaging the point rates of the block is the rate at a point where the block is
 * homogeneous.
 */
export function siteTropicalCyclone(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  countryAlpha3: string | null,
  notes: SiteNotes,
): SiteHazardContext['tropicalCyclone'] {
  const layout = store.cycloneWind.layout;
  const returnPeriodsYears = layout.layerNames.map(Number);
  const centre = nearestCell(layout, latitude, longitude);
  const blockLevels: number[][] = [];
  const blockBasinCounts = new Map<number, number>();
  for (let rowOffset = -poolingHalfWidthCells; rowOffset <= poolingHalfWidthCells; rowOffset++) {
    for (
      let columnOffset = -poolingHalfWidthCells;
      columnOffset <= poolingHalfWidthCells;
      columnOffset++
    ) {
      const row = centre.row + rowOffset;
      const column = centre.column + columnOffset;
      const levels = returnPeriodsYears.map((_, layer) =>
        gridValue(store.cycloneWind, row, column, layer),
      );
      if (levels.some((level) => Number.isNaN(level))) continue;
      blockLevels.push(levels);
      const code = gridValue(store.cycloneBasin, row, column);
      if (!Number.isNaN(code)) blockBasinCounts.set(code, (blockBasinCounts.get(code) ?? 0) + 1);
    }
  }
  const sustainedWindMetresPerSecond = pooledReturnLevels(returnPeriodsYears, blockLevels).map(
    (knots) => Math.round(knots * metresPerSecondPerKnot * 100) / 100,
  );
  const ownBasinCode = gridValue(store.cycloneBasin, centre.row, centre.column);
  const mostFrequentBasinCode = [...blockBasinCounts.entries()].reduce<[number, number] | null>(
    (best, entry) => (best === null || entry[1] > best[1] ? entry : best),
    null,
  )?.[0];
  const basinCode = Number.isNaN(ownBasinCode) ? mostFrequentBasinCode : ownBasinCode;
  const basin = basinCode === undefined ? null : (basins[basinCode] ?? null);
  notes.datasetIds.add(layerIds.cycloneWind);
  if (basin !== null) {
    notes.datasetIds.add(layerIds.cycloneBasin);
    if (
      sustainedWindMetresPerSecond.some((speed) => speed > 0) &&
      Math.abs(latitude) <= tropicalCycloneMaximumLatitudeDegrees
    ) {
      const earlyRecord =
        basin === 'NI' || basin === 'SI' || basin === 'SP'
          ? ' Best-track intensities before about 1990 are less reliable in this basin.'
          : '';
      notes.warnings.push(
        `Tropical-cyclone wind return levels rest on ${recordYearsByBasin[basin]} of ${basin} best tracks, their rates pooled over the 3 × 3 block of 1° cells around the site (about 300 km across, so a storm passing anywhere in it counts towards the site): the 250- to 1000-year values are extrapolations (uncertain by ±20–30 %).${earlyRecord}`,
      );
    }
  }
  const vulnerability = cycloneVulnerability(store.cycloneVulnerability, countryAlpha3);
  notes.datasetIds.add(layerIds.cycloneVulnerability);
  return { basin, returnPeriodsYears, sustainedWindMetresPerSecond, vulnerability };
}
