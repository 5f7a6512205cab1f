import type { ClimateBound, ClimateScenario } from '@hazardscope/contracts';
import scenarioPaths from './ar6-scenario-paths.json' with { type: 'json' };

/**
 * Global mean surface temperature above 1850–1900 (°C) under RCP8.5 / SSP5-8.5 at decadal anchor
 * years: the Jewson (2021) series used by CLIMADA for tropical-cyclone scaling (CLIMADA
 * `climada/hazard/tc_clim_change.py`, data from Jewson et al. 2021, doi:10.5281/zenodo.4757343).
 * Years in between are linearly interpolated; years outside are held at
 * the nearest anchor. This is the central SSP5-8.5 path; the other scenarios and the range are
 * set against it (see `warmingCelsiusForYear`).
 */
const decadalWarmingAnchors: ReadonlyArray<readonly [year: number, warmingCelsius: number]> = [
  [1990, 0.66],
  [2020, 1.16],
  [2030, 1.47],
  [2040, 1.86],
  [2050, 2.3],
  [2060, 2.76],
  [2070, 3.21],
  [2080, 3.7],
  [2090, 4.19],
  [2100, 4.69],
];

/** GWL of the AR6 baseline period 1995–2014 (°C above 1850–1900; AR6 WGI Ch. 4). */
export const baselinePeriodWarmingCelsius = 0.85;

/** Piecewise-linear interpolation through ascending `xs`, held at the ends. */
function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  const last = xs.length - 1;
  if (x <= xs[0]!) return ys[0]!;
  if (x >= xs[last]!) return ys[last]!;
  for (let index = 1; index <= last; index += 1) {
    const upper = xs[index]!;
    if (x <= upper) {
      const lower = xs[index - 1]!;
      const lowerValue = ys[index - 1]!;
      return lowerValue + ((x - lower) / (upper - lower)) * (ys[index]! - lowerValue);
    }
  }
  return ys[last]!;
}

const anchorYears = decadalWarmingAnchors.map(([year]) => year);
const anchorWarmings = decadalWarmingAnchors.map(([, warming]) => warming);

/** The Jewson (2021) SSP5-8.5 warming level of a year (°C above 1850–1900). */
function ssp585SeriesWarmingCelsius(year: number): number {
  return interpolate(anchorYears, anchorWarmings, year);
}

const midpointYears = scenarioPaths.warmingMidpointYears;
const lastMidpointIndex = midpointYears.length - 1;
/** Years over which the end slope of each AR6 window series is taken to run it on to 2100. */
const endSlopeSpanWindows = 10;

/**
 * AR6 WGI Ch. 4 assessed GSAT above 1995–2014 (°C) of a scenario and quantile in a year: the
 * 20-year window means placed at their mid-points (2009.5 … 2090.5) and interpolated; before the
 * first mid-point the first value is held; after the last, the series runs on at its slope over the
 * last ten windows (2080.5 → 2090.5), as AR6 tabulates no window beyond 2081–2100.
 */
export function assessedWarmingAbove1995To2014Celsius(
  year: number,
  scenario: ClimateScenario,
  bound: ClimateBound,
): number {
  const series = scenarioPaths.scenarios[scenario].warmingAbove1995To2014Celsius[bound];
  const lastYear = midpointYears[lastMidpointIndex]!;
  if (year <= lastYear) return interpolate(midpointYears, series, year);
  const last = series[lastMidpointIndex]!;
  const slope =
    (last - series[lastMidpointIndex - endSlopeSpanWindows]!) /
    (lastYear - midpointYears[lastMidpointIndex - endSlopeSpanWindows]!);
  return last + slope * (year - lastYear);
}

/**
 * Global warming level (°C above 1850–1900) in a calendar year under a scenario. The central
 * SSP5-8.5 run is the Jewson (2021) series every hazard scaling was set up on; another scenario, or
 * the low (5 %) or high (95 %) end of a range, moves it by the AR6 assessed difference between that
 * path and the SSP5-8.5 median in the same year (a delta on a common reference path), so the
 * scenarios differ exactly as AR6 assesses them and the default run is unchanged.
 */
export function warmingCelsiusForYear(
  year: number,
  scenario: ClimateScenario = 'ssp585',
  bound: ClimateBound = 'central',
): number {
  const reference = ssp585SeriesWarmingCelsius(year);
  if (scenario === 'ssp585' && bound === 'central') return reference;
  return (
    reference +
    assessedWarmingAbove1995To2014Celsius(year, scenario, bound) -
    assessedWarmingAbove1995To2014Celsius(year, 'ssp585', 'central')
  );
}

/** Warming level for each year from `startYear` to `endYear` inclusive. */
export function warmingPath(
  startYear: number,
  endYear: number,
  scenario: ClimateScenario = 'ssp585',
  bound: ClimateBound = 'central',
): number[] {
  const path: number[] = [];
  for (let year = startYear; year <= endYear; year += 1)
    path.push(warmingCelsiusForYear(year, scenario, bound));
  return path;
}
