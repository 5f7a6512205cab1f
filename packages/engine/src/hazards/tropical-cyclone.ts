import type { SiteHazardContext } from '@hazardscope/contracts';
import { baselinePeriodWarmingCelsius } from '../climate/warming-path.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import {
  emanuelDamageFraction,
  emanuelHalfDamageMetresPerSecond,
  emanuelThresholdMetresPerSecond,
} from '../vulnerability/emanuel-wind-damage.ts';
import { designWindCapacityRatio } from './design-wind.ts';
import {
  notComputed,
  replacedWhenFailed,
  scaledByCoefficient,
  type HazardModel,
} from './hazard-model.ts';

const intensityMeasure = '1-minute sustained 10-m tropical-cyclone wind at the site (m/s)';

type Basin = NonNullable<SiteHazardContext['tropicalCyclone']['basin']>;

/**
 * Knutson et al. (2020, BAMS 101:E303) median projected changes for 2 °C of global warming, by
 * basin (%): intensity (Vmax) and frequency of all tropical cyclones (cat. 0–5). Values from the
 * published data (Jewson et al. 2021, doi:10.5281/zenodo.4757343) as tabled in CLIMADA.
 */
export const knutsonChangesAt2Celsius: Readonly<
  Record<Basin, { intensityPercent: number; frequencyPercent: number }>
> = {
  NA: { intensityPercent: 2.943, frequencyPercent: -14.444 },
  WP: { intensityPercent: 5.328, frequencyPercent: -10.27 },
  EP: { intensityPercent: 5.472, frequencyPercent: -3.774 },
  NI: { intensityPercent: 4.324, frequencyPercent: -4.465 },
  SI: { intensityPercent: 5.405, frequencyPercent: -17.297 },
  SP: { intensityPercent: 0.938, frequencyPercent: -18.113 },
};

/**
 * The site wind at return period T from the given return levels, linear in ln T between them and
 * extended with the end segments' slopes; never below 0.
 */
export function siteWindAtReturnPeriod(
  returnPeriodsGivenYears: readonly number[],
  windsMetresPerSecond: readonly number[],
  returnPeriodYears: number,
): number {
  const count = Math.min(returnPeriodsGivenYears.length, windsMetresPerSecond.length);
  if (count === 0) return 0;
  if (count === 1) return windsMetresPerSecond[0]!;
  const logPeriod = Math.log(returnPeriodYears);
  let upper = 1;
  while (upper < count - 1 && returnPeriodYears > returnPeriodsGivenYears[upper]!) upper += 1;
  const lowerLog = Math.log(returnPeriodsGivenYears[upper - 1]!);
  const upperLog = Math.log(returnPeriodsGivenYears[upper]!);
  const lowerWind = windsMetresPerSecond[upper - 1]!;
  const upperWind = windsMetresPerSecond[upper]!;
  // Below the first level a zero stays zero: no extrapolation upward from "below gale force".
  if (returnPeriodYears < returnPeriodsGivenYears[0]! && lowerWind === 0) return 0;
  const wind =
    lowerWind + ((logPeriod - lowerLog) / (upperLog - lowerLog)) * (upperWind - lowerWind);
  return Math.max(0, wind);
}

/**
 * Tropical-cyclone wind. Return levels of the modelled site wind (best tracks, Willoughby vortex,
 * GPD fit — see the data README) are interpolated to the standard return periods. Climate change
 * scales with s = (GWL − 0.85)/(2 − 0.85): the rate of storms by (1 + F·s), so the T-year level
 * becomes the present (T·(1 + F·s))-year level, and the wind by (1 + I·s) (Knutson et al. 2020
 * basin medians F, I at +2 °C). Damage: Emanuel (2011) as calibrated on US hurricane losses
 * (v_thresh 25.7 m/s, v_half 74.7 m/s, i.e. code-built stock), both stretched by the asset's design
 * wind capacity ratio (1 for 'From regulations').
 */
export const tropicalCycloneModel: HazardModel = ({ site, design, warmingByYear }) => {
  const cyclone = site.tropicalCyclone;
  const hasWind = cyclone.sustainedWindMetresPerSecond.some((wind) => wind > 0);
  if (cyclone.basin === null || !hasWind) {
    return notComputed('No tropical cyclones recorded near the site', intensityMeasure);
  }
  const changes = knutsonChangesAt2Celsius[cyclone.basin];
  const curves = warmingByYear.map((warming) => {
    const scale = (warming - baselinePeriodWarmingCelsius) / (2 - baselinePeriodWarmingCelsius);
    const rateFactor = Math.max(0.01, 1 + (changes.frequencyPercent / 100) * scale);
    const windFactor = Math.max(0, 1 + (changes.intensityPercent / 100) * scale);
    return {
      exceedanceProbabilities: standardExceedanceProbabilities,
      intensities: returnPeriodsYears.map(
        (returnPeriod) =>
          windFactor *
          siteWindAtReturnPeriod(
            cyclone.returnPeriodsYears,
            cyclone.sustainedWindMetresPerSecond,
            returnPeriod * rateFactor,
          ),
      ),
    };
  });
  const capacityRatio = designWindCapacityRatio(design.windThreshold);
  const threshold = emanuelThresholdMetresPerSecond * capacityRatio;
  const halfDamage = emanuelHalfDamageMetresPerSecond * capacityRatio;
  return {
    curves,
    vulnerability: (_element, coefficient) => {
      const response = (wind: number) =>
        scaledByCoefficient(coefficient, emanuelDamageFraction(wind, threshold, halfDamage));
      return replacedWhenFailed(response);
    },
    intensityMeasure,
    projectionResponses: [],
    contextItems: [
      { name: 'Tropical-cyclone basin', description: cyclone.basin },
      { name: 'Damage threshold (1-minute wind)', description: `${threshold.toFixed(1)} m/s` },
      { name: 'Half-damage wind (1-minute)', description: `${halfDamage.toFixed(1)} m/s` },
    ],
    warnings: [],
  };
};
