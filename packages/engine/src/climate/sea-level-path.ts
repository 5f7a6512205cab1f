import type { SiteHazardContext } from '@hazardscope/contracts';

/**
 * Global mean sea-level rise under SSP5-8.5 relative to 1995–2014 (m), AR6 WGI SPM.8 panel d
 * central projection (decadal, relative to 1900) minus 0.158 m, the 1900→1995–2014 rise
 * (data/sea_level/ar6_spm8_gmsl_central_by_ssp.csv): 2050 0.23 m, 2100 0.77 m (AR6 Table 9.9 gives
 * 0.23 [0.20–0.29] and 0.77 [0.63–1.01]). Before 2020 the observed 1993–2018 rate of
 * 3.25 mm/yr (AR6 WGI §9.6.1.1) is used from zero at the 2005 baseline midpoint.
 */
const decadalSeaLevelAnchors: ReadonlyArray<readonly [year: number, riseMetres: number]> = [
  [2020, 0.05],
  [2030, 0.1],
  [2040, 0.16],
  [2050, 0.23],
  [2060, 0.31],
  [2070, 0.4],
  [2080, 0.51],
  [2090, 0.63],
  [2100, 0.77],
];
const observedRateMetresPerYear = 0.00325;
const baselineMidpointYear = 2005;

/**
 * Shares of the 2100 SSP5-8.5 median GMSL rise by component, AR6 WGI Table 9.9: thermal expansion
 * 0.30 m, Greenland 0.13, Antarctica 0.12, glaciers 0.18, land-water storage 0.03 (sum 0.76; total
 * 0.77 with rounding). The same shares are applied to every year — a stated simplification (ice
 * sheets gain share late in the century).
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

export type SeaLevelFingerprints = NonNullable<
  SiteHazardContext['coastal']['seaLevelFingerprints']
>;

/** AR6 SSP5-8.5 global mean sea-level rise above 1995–2014 in a year (m). */
export function globalMeanSeaLevelRiseMetres(year: number): number {
  const first = decadalSeaLevelAnchors[0]!;
  if (year <= first[0]) return observedRateMetresPerYear * (year - baselineMidpointYear);
  for (let index = 1; index < decadalSeaLevelAnchors.length; index += 1) {
    const [upperYear, upperRise] = decadalSeaLevelAnchors[index]!;
    if (year <= upperYear) {
      const [lowerYear, lowerRise] = decadalSeaLevelAnchors[index - 1]!;
      return lowerRise + ((year - lowerYear) / (upperYear - lowerYear)) * (upperRise - lowerRise);
    }
  }
  return decadalSeaLevelAnchors[decadalSeaLevelAnchors.length - 1]![1];
}

/**
 * Local rise per metre of global rise: Σ_c fingerprint_c · share_c (1 without fingerprints).
 */
export function fingerprintWeight(fingerprints: SeaLevelFingerprints | null): number {
  if (fingerprints === null) return 1;
  let weighted = 0;
  for (const [component, rise] of Object.entries(componentRiseIn2100Metres)) {
    weighted +=
      fingerprints[component as keyof SeaLevelFingerprints] * (rise / componentTotalMetres);
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
): number {
  return globalMeanSeaLevelRiseMetres(year) * fingerprintWeight(fingerprints);
}

/**
 * Relative sea-level rise at the site (m above 1995–2014): the regional rise plus vertical land
 * motion at a constant rate from the 2005 baseline midpoint, as the AR6 framework projects the
 * background land motion of a tide gauge (Fox-Kemper et al. 2021, IPCC AR6 WGI §9.6.3.2; Garner et
 * al. 2021). `landSinkingMillimetresPerYear` is positive where the land sinks.
 */
export function relativeSeaLevelRiseMetres(
  year: number,
  fingerprints: SeaLevelFingerprints | null,
  landSinkingMillimetresPerYear: number,
): number {
  return (
    regionalSeaLevelRiseMetres(year, fingerprints) +
    (landSinkingMillimetresPerYear / 1000) * (year - baselineMidpointYear)
  );
}
