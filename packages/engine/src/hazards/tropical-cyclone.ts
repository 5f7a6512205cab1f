import {
  tropicalCycloneMaximumLatitudeDegrees,
  type SiteHazardContext,
  type WarmingLevelResponse,
} from '@hazardscope/contracts';
import { changeAlongPath } from '../climate/warming-response.ts';
import { baselinePeriodWarmingCelsius } from '../climate/warming-path.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { windProbabilityFactor } from './design-wind.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';
import { windVulnerability } from './wind-vulnerability.ts';

const intensityMeasure = '1-minute sustained 10-m tropical-cyclone wind at the site (m/s)';

type Basin = NonNullable<SiteHazardContext['tropicalCyclone']['basin']>;

/**
 * Knutson et al. (2020, BAMS 101:E303) median projected changes for 2 °C of global warming, by
 * basin (%): intensity (Vmax) and frequency of all tropical cyclones (cat. 0–5). Values from the
 * published data (Jewson et al. 2021, doi:10.5281/zenodo.4757343) as tabled in CLIMADA.
 */
const knutsonChangesAt2Celsius: Readonly<
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
 * A Knutson et al. (2020) change as a warming-level response: zero at the 1995–2014 baseline
 * (0.85 °C), the basin median at +2 °C — the only warming level the assessment covers, so the
 * shared interpolator holds it there (never extrapolated to the +4.7 °C of 2100 under SSP5-8.5).
 */
function knutsonResponse(
  quantity: 'frequency' | 'intensity',
  changeAt2CelsiusPercent: number,
): WarmingLevelResponse {
  return {
    quantity: `Tropical-cyclone ${quantity} change (%), Knutson et al. 2020`,
    unit: 'percent',
    baselineWarmingCelsius: baselinePeriodWarmingCelsius,
    points: [{ warmingCelsius: 2, change: changeAt2CelsiusPercent }],
    datasetId: 'knutson-2020-tropical-cyclone-projections',
  };
}

/**
 * Annual exceedance probability of the design wind of the building stock the damage functions were
 * calibrated on: 1/500. Codes of cyclone regions set ultimate design winds of about that rarity
 * (AS/NZS 1170.2 importance level 2: 1/500; ASCE 7-10 risk category II: 1/700), so an asset designed
 * to 1/500 — or 'From regulations' — is taken as the calibrated stock (capacity ratio 1), and one
 * designed for a rarer or more frequent wind is stretched by c_prob(p)/c_prob(1/500).
 */
const cycloneStockDesignExceedanceProbability = 1 / 500;

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
 * GPD fit — see the data README) are interpolated to the standard return periods. Climate change:
 * the Knutson et al. (2020) basin medians at +2 °C (frequency F, intensity I, %) interpolated in
 * warming from zero at 0.85 °C and held at their +2 °C values beyond: the rate of storms × (1 +
 * F(GWL)/100), so the T-year level becomes the present (T·(1 + F/100))-year level, and the wind × (1
 * + I(GWL)/100). Damage: Emanuel (2011) with the v_thresh and v_half that Eberenz et al. (2021)
 * calibrated for the site's country (from the site context), both stretched by the asset's design
 * wind capacity ratio against the 1/500 stock (1 for 'From regulations').
 */
export const tropicalCycloneModel: HazardModel = ({ site, design, warmingByYear }) => {
  const cyclone = site.tropicalCyclone;
  const hasWind = cyclone.sustainedWindMetresPerSecond.some((wind) => wind > 0);
  if (cyclone.basin === null || !hasWind) {
    return notComputed('No tropical cyclones recorded near the site', intensityMeasure);
  }
  if (Math.abs(site.location.latitude) > tropicalCycloneMaximumLatitudeDegrees) {
    return notComputed(
      `Site poleward of ${tropicalCycloneMaximumLatitudeDegrees}°: storms reaching it are extratropical (see extreme wind)`,
      intensityMeasure,
    );
  }
  const changes = knutsonChangesAt2Celsius[cyclone.basin];
  const frequencyResponse = knutsonResponse('frequency', changes.frequencyPercent);
  const intensityResponse = knutsonResponse('intensity', changes.intensityPercent);
  const frequencyChange = changeAlongPath(frequencyResponse, warmingByYear);
  const intensityChange = changeAlongPath(intensityResponse, warmingByYear);
  const curves = warmingByYear.map((_, yearIndex) => {
    const rateFactor = Math.max(0.01, 1 + frequencyChange[yearIndex]! / 100);
    const windFactor = Math.max(0, 1 + intensityChange[yearIndex]! / 100);
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
  const capacityRatio =
    windProbabilityFactor(design.windThreshold ?? cycloneStockDesignExceedanceProbability) /
    windProbabilityFactor(cycloneStockDesignExceedanceProbability);
  const { vulnerability } = cyclone;
  const threshold = vulnerability.thresholdMetresPerSecond * capacityRatio;
  const halfDamage = vulnerability.halfDamageMetresPerSecond * capacityRatio;
  return {
    curves,
    vulnerability: windVulnerability(threshold, halfDamage),
    intensityMeasure,
    projectionResponses: [frequencyResponse, intensityResponse],
    contextItems: [
      { name: 'Tropical-cyclone basin', description: cyclone.basin },
      {
        name: 'Damage function region (Eberenz et al. 2021)',
        description: `${vulnerability.region} — ${vulnerability.regionName} (${vulnerability.calibration} calibration)`,
      },
      {
        name: 'Climate change',
        description: `Knutson et al. (2020) ${cyclone.basin} changes at +2 °C (intensity ${changes.intensityPercent.toFixed(1)} %, frequency ${changes.frequencyPercent.toFixed(1)} %), held at +2 °C beyond it`,
      },
      { name: 'Damage threshold (1-minute wind)', description: `${threshold.toFixed(1)} m/s` },
      { name: 'Half-damage wind (1-minute)', description: `${halfDamage.toFixed(1)} m/s` },
    ],
    warnings: [],
  };
};
