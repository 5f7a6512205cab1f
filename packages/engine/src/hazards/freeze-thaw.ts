import { changeAlongPath } from '../climate/warming-response.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import {
  standardNormalCumulative,
  standardNormalQuantile,
} from '../statistics/normal-distribution.ts';
import { notComputed, damageOnly, scaledByCoefficient, type HazardModel } from './hazard-model.ts';

const intensityMeasure =
  'freeze–thaw cycles per year (days with minimum below and maximum above 0 °C)';
const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Diurnal temperature range (°C): 10 °C, the order of the global land mean (≈ 9–12 °C in CRU and
 * GHCN, Vose et al. 2005, GRL 32:L23822). A stated value; no Tmin/Tmax climatology is embedded.
 */
export const diurnalTemperatureRangeCelsius = 10;

/** Day-to-day standard deviation of the daily mean temperature about the monthly mean (°C), stated. */
export const dailyMeanStandardDeviationCelsius = 3;

/**
 * Field freeze–thaw cycles that consume a reference material (cycles): 10 000, so a reference element
 * loses 1/10 000 of its value per cycle. A stated assumption; laboratory tests (ASTM C666) apply
 * 300 far harsher saturated cycles.
 */
export const cyclesToFailureOfReferenceMaterial = 10_000;

/**
 * Mean freeze–thaw cycles per year: a day cycles through 0 °C when its mean lies within half the
 * diurnal range of 0 °C, so with daily means ~ N(T_m, σ²),
 *   N = Σ_m days_m·[Φ((DTR/2 − T_m)/σ) − Φ((−DTR/2 − T_m)/σ)].
 */
export function meanFreezeThawCyclesPerYear(
  monthlyMeanTemperatureCelsius: readonly number[],
  warmingCelsius: number,
): number {
  const halfRange = diurnalTemperatureRangeCelsius / 2;
  const spread = dailyMeanStandardDeviationCelsius;
  return monthlyMeanTemperatureCelsius.reduce((sum, temperature, month) => {
    const shifted = temperature + warmingCelsius;
    const probability =
      standardNormalCumulative((halfRange - shifted) / spread) -
      standardNormalCumulative((-halfRange - shifted) / spread);
    return sum + daysInMonth[month]! * probability;
  }, 0);
}

/**
 * Freeze–thaw. Monthly means (NCEP, lapse-rate corrected) shifted by the AR6 regional change of the
 * coldest night TNn give the mean cycles N; a year's count varies as a Poisson count,
 * N_T ≈ N + √N·Φ⁻¹(1 − 1/T). Damage accumulates: a reference element loses N/10 000 of its value a year.
 */
export const freezeThawModel: HazardModel = ({ site, warmingByYear }) => {
  const monthly = site.climate.monthlyMeanTemperatureCelsius;
  const presentCycles = meanFreezeThawCyclesPerYear(monthly, 0);
  const contextItems = [
    { name: 'Present-day freeze–thaw cycles', description: `${presentCycles.toFixed(0)} per year` },
  ];
  if (presentCycles < 1)
    return notComputed(
      'Fewer than one freeze–thaw cycle a year at the site',
      intensityMeasure,
      contextItems,
    );
  const quantiles = returnPeriodsYears.map((returnPeriod) =>
    standardNormalQuantile(1 - 1 / returnPeriod),
  );
  const nightChange = changeAlongPath(site.change.annualMinimumTemperature, warmingByYear);
  const curves = nightChange.map((change) => {
    const cycles = meanFreezeThawCyclesPerYear(monthly, change);
    return {
      exceedanceProbabilities: standardExceedanceProbabilities,
      intensities: quantiles.map((quantile) => Math.max(0, cycles + Math.sqrt(cycles) * quantile)),
    };
  });
  return {
    curves,
    vulnerability: (_element, coefficient) => {
      const response = (cycles: number) =>
        scaledByCoefficient(coefficient, cycles / cyclesToFailureOfReferenceMaterial);
      // Wear, not failure: frost damage accumulates and is repaired; it never stops the asset.
      return damageOnly(response);
    },
    intensityMeasure,
    projectionResponses: [site.change.annualMinimumTemperature],
    contextItems,
    warnings: [
      `Freeze–thaw cycles are estimated from monthly mean temperatures with a stated ${diurnalTemperatureRangeCelsius} °C diurnal range; no frost-day climatology is embedded.`,
      ...(site.change.annualMinimumTemperature === null
        ? [
            'Freeze–thaw: no regional TNn projection at this site; present-day cycles used for all years.',
          ]
        : []),
    ],
  };
};
