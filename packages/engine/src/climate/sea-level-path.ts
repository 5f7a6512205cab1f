import type { ClimateBound, ClimateScenario, SiteHazardContext } from '@hazardscope/contracts';
import scenarioPaths from './ar6-scenario-paths.json' with { type: 'json' };

/**
 * Global mean sea-level rise relative to 1995–2014 (m) per scenario, AR6 WGI SPM.8 panel d central
 * projection (decadal 2020–2100, relative to 1900) minus 0.158 m, the 1900→1995–2014 rise
 * (ar6-scenario-paths.json, built by the data build): in 2100 SSP1-2.6 0.44 m, SSP2-4.5 0.56,
 * SSP3-7.0 0.68, SSP5-8.5 0.77 (AR6 Table 9.9 medians). Before 2020 the observed 1993–2018 rate of
 * 3.25 mm/yr (AR6 WGI §9.6.1.1) is used from zero at the 2005 baseline midpoint.
 */
const seaLevelYears = scenarioPaths.seaLevelYears;
const observedRateMetresPerYear = 0.00325;
const baselineMidpointYear = 2005;

/**
 * The AR6 likely range (17–83 %) of global mean sea-level rise above 1995–2014 in 2050 and 2100
 * (m), AR6 WGI Table 9.9 (total GMSL, medium-confidence processes), as [low, median, high]. The
 * chapter assesses likely ranges for sea level (5–95 % values are only in the FACTS projection
 * files, not among the data used here), so the low and high runs take this likely range.
 */
const likelyRangeMetres: Record<
  ClimateScenario,
  Record<2050 | 2100, readonly [low: number, median: number, high: number]>
> = {
  ssp126: { 2050: [0.16, 0.19, 0.25], 2100: [0.32, 0.44, 0.62] },
  ssp245: { 2050: [0.17, 0.2, 0.26], 2100: [0.44, 0.56, 0.76] },
  ssp370: { 2050: [0.18, 0.22, 0.27], 2100: [0.55, 0.68, 0.9] },
  ssp585: { 2050: [0.2, 0.23, 0.29], 2100: [0.63, 0.77, 1.01] },
};
/** The projections start from one observed sea level in 2020 (all scenarios agree there). */
const firstProjectedYear = 2020;

/**
 * Factor from the central to the low or high sea level of a scenario in a year: the ratio of the
 * Table 9.9 bound to its median, 1 in 2020 (observed), the 2050 ratio in 2050 and the 2100 ratio
 * in 2100, linear in between and held after 2100.
 */
function seaLevelBoundFactor(year: number, scenario: ClimateScenario, bound: ClimateBound): number {
  if (bound === 'central') return 1;
  const column = bound === 'low' ? 0 : 2;
  const range = likelyRangeMetres[scenario];
  const ratio2050 = range[2050][column] / range[2050][1];
  const ratio2100 = range[2100][column] / range[2100][1];
  if (year <= firstProjectedYear) return 1;
  if (year <= 2050)
    return 1 + ((year - firstProjectedYear) / (2050 - firstProjectedYear)) * (ratio2050 - 1);
  if (year <= 2100) return ratio2050 + ((year - 2050) / 50) * (ratio2100 - ratio2050);
  return ratio2100;
}

/**
 * Shares of the 2100 SSP5-8.5 median GMSL rise by component, AR6 WGI Table 9.9: thermal expansion
 * 0.30 m, Greenland 0.13, Antarctica 0.12, glaciers 0.18, land-water storage 0.03 (sum 0.76; total
 * 0.77 with rounding). The same shares are applied to every year and every scenario — a stated
 * simplification (ice sheets gain share late in the century and under high emissions).
 */
const componentRiseIn2100Metres = {
  thermalExpansion: 0.3,
  greenland: 0.13,
  antarctica: 0.12,
  glaciers: 0.18,
  landWater: 0.03,
} as const;
const componentTotalMetres = Object.values(componentRiseIn2100Metres).reduce(
  (sum, value) => sum + value,
  0,
);

const seaLevelComponents = Object.keys(
  componentRiseIn2100Metres,
) as readonly (keyof typeof componentRiseIn2100Metres)[];

export type SeaLevelFingerprints = NonNullable<
  SiteHazardContext['coastal']['seaLevelFingerprints']
>;

/** AR6 global mean sea-level rise above 1995–2014 in a year under a scenario (m). */
export function globalMeanSeaLevelRiseMetres(
  year: number,
  scenario: ClimateScenario = 'ssp585',
  bound: ClimateBound = 'central',
): number {
  if (year <= seaLevelYears[0]!) return observedRateMetresPerYear * (year - baselineMidpointYear);
  const central = scenarioPaths.scenarios[scenario].seaLevelRiseAbove1995To2014Metres;
  const last = seaLevelYears.length - 1;
  let rise = central[last]!;
  for (let index = 1; index <= last; index += 1) {
    const upperYear = seaLevelYears[index]!;
    if (year <= upperYear) {
      const lowerYear = seaLevelYears[index - 1]!;
      const lowerRise = central[index - 1]!;
      rise =
        lowerRise + ((year - lowerYear) / (upperYear - lowerYear)) * (central[index]! - lowerRise);
      break;
    }
  }
  return rise * seaLevelBoundFactor(year, scenario, bound);
}

/**
 * Local rise per metre of global rise: Σ_c fingerprint_c · share_c (1 without fingerprints).
 */
export function fingerprintWeight(fingerprints: SeaLevelFingerprints | null): number {
  if (fingerprints === null) return 1;
  let weighted = 0;
  for (const component of seaLevelComponents) {
    weighted +=
      fingerprints[component] * (componentRiseIn2100Metres[component] / componentTotalMetres);
  }
  return weighted;
}

/**
 * Relative sea-level rise at the site (m): RSL = Σ_c fingerprint_c · share_c · GMSL(year), with the
 * Slangen fingerprints (local rise per metre of global contribution of component c). Without
 * fingerprints every component counts at its global value (fingerprint 1).
 */
export function regionalSeaLevelRiseMetres(
  year: number,
  fingerprints: SeaLevelFingerprints | null,
  scenario: ClimateScenario = 'ssp585',
  bound: ClimateBound = 'central',
): number {
  return globalMeanSeaLevelRiseMetres(year, scenario, bound) * fingerprintWeight(fingerprints);
}

/**
 * Observed global mean sea-level rise by period, AR6 WGI SPM A.1.7 (0.20 m over 1901–2018): 1.3 mm/yr
 * over 1901–1971, 1.9 over 1971–2006, 3.7 over 2006–2018.
 */
const observedGlobalRatePeriods = [
  { firstYear: 1901, lastYear: 1971, millimetresPerYear: 1.3 },
  { firstYear: 1971, lastYear: 2006, millimetresPerYear: 1.9 },
  { firstYear: 2006, lastYear: 2018, millimetresPerYear: 3.7 },
] as const;

/**
 * Mean observed global sea-level rise rate over the years `firstYear`–`lastYear` (mm/yr): the AR6
 * period rates weighted by the years each covers; years before 1901 count at the 1901–1971 rate and
 * years after 2018 at the 2006–2018 rate (the nearest assessed period, not an extrapolation).
 */
export function observedGlobalMeanSeaLevelRateMillimetresPerYear(
  firstYear: number,
  lastYear: number,
): number {
  const first = observedGlobalRatePeriods[0];
  const last = observedGlobalRatePeriods.at(-1)!;
  const periods = [
    { ...first, firstYear: Math.min(firstYear, first.firstYear) },
    ...observedGlobalRatePeriods.slice(1, -1),
    { ...last, lastYear: Math.max(lastYear, last.lastYear) },
  ];
  const end = Math.max(lastYear, firstYear + 1);
  let risenMillimetres = 0;
  for (const period of periods) {
    const years = Math.min(end, period.lastYear) - Math.max(firstYear, period.firstYear);
    if (years > 0) risenMillimetres += years * period.millimetresPerYear;
  }
  return risenMillimetres / (end - firstYear);
}

/**
 * The relative sea-level trend the model gives a site over past years (mm/yr): the observed global
 * rate of those years (AR6) times the site's fingerprint weight, plus its vertical land motion.
 * Comparable with a tide gauge's observed trend over the same years, which checks the land motion
 * and fingerprints the projections rest on.
 */
export function modelledRelativeSeaLevelTrendMillimetresPerYear(
  firstYear: number,
  lastYear: number,
  fingerprints: SeaLevelFingerprints | null,
  landSinkingMillimetresPerYear: number,
): number {
  return (
    observedGlobalMeanSeaLevelRateMillimetresPerYear(firstYear, lastYear) *
      fingerprintWeight(fingerprints) +
    landSinkingMillimetresPerYear
  );
}

/**
 * Relative sea-level rise at the site (m above 1995–2014): the regional rise plus vertical land
 * motion at a constant rate from the 2005 baseline midpoint, as the AR6 framework projects the
 * background land motion of a tide gauge (Fox-Kemper et al. 2021, IPCC AR6 WGI §9.6.3.2; Garner et
 * al. 2021). `landSinkingMillimetresPerYear` is positive where the land sinks. Land motion is the
 * same in every scenario: the FACTS tide-gauge table gives it once (its background term), and its
 * 2100 projections mix scenarios (SSP1-2.6 low end, SSP2-4.5 central, SSP5-8.5 high end), so the
 * scenario enters through the global rise and the fingerprints alone.
 */
export function relativeSeaLevelRiseMetres(
  year: number,
  fingerprints: SeaLevelFingerprints | null,
  landSinkingMillimetresPerYear: number,
  scenario: ClimateScenario = 'ssp585',
  bound: ClimateBound = 'central',
): number {
  return (
    regionalSeaLevelRiseMetres(year, fingerprints, scenario, bound) +
    (landSinkingMillimetresPerYear / 1000) * (year - baselineMidpointYear)
  );
}
