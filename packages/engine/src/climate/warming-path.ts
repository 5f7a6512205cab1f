/**
 * Global mean surface temperature above 1850–1900 (°C) under RCP8.5 / SSP5-8.5 at decadal anchor
 * years: the Jewson (2021) series used by CLIMADA for tropical-cyclone scaling (CLIMADA
 * `climada/hazard/tc_clim_change.py`, data from Jewson et al. 2021, doi:10.5281/zenodo.4757343).
 * Years in between are linearly interpolated; years outside are held at
 * the nearest anchor.
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

/** Global warming level (°C above 1850–1900) in a calendar year under SSP5-8.5. */
export function warmingCelsiusForYear(year: number): number {
  const first = decadalWarmingAnchors[0]!;
  const last = decadalWarmingAnchors[decadalWarmingAnchors.length - 1]!;
  if (year <= first[0]) return first[1];
  if (year >= last[0]) return last[1];
  for (let index = 1; index < decadalWarmingAnchors.length; index += 1) {
    const [upperYear, upperWarming] = decadalWarmingAnchors[index]!;
    if (year <= upperYear) {
      const [lowerYear, lowerWarming] = decadalWarmingAnchors[index - 1]!;
      return (
        lowerWarming +
        ((year - lowerYear) / (upperYear - lowerYear)) * (upperWarming - lowerWarming)
      );
    }
  }
  return last[1];
}

/** Warming level for each year from `startYear` to `endYear` inclusive. */
export function warmingPath(startYear: number, endYear: number): number[] {
  const path: number[] = [];
  for (let year = startYear; year <= endYear; year += 1) path.push(warmingCelsiusForYear(year));
  return path;
}
