import type { WarmingLevelResponse } from '@hazardscope/contracts';
import { changeAtWarming } from '../climate/warming-response.ts';
import {
  dailyMeanStandardDeviationCelsius,
  diurnalTemperatureRangeCelsius,
} from '../climate/daily-temperature.ts';
import { standardNormalCumulative } from '../statistics/normal-distribution.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure =
  'freeze–thaw cycles per year (days with minimum below and maximum above 0 °C)';
const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Why freeze–thaw has no VAR: no published field rate of loss of value per freeze–thaw cycle exists
 * for building materials. Laboratory standards (ASTM C666, EN 12371, EN 772-22) grade resistance
 * after 25–300 saturated cycles, and field damage depends on the material's saturation far more than
 * on the count of cycles; insurers do not report it as a separate peril.
 */
export const freezeThawIndicatorReason =
  'Freeze–thaw is shown as an indicator (cycles per year), not as VAR: no published rate of damage per freeze–thaw cycle exists for building materials in the field.';

/**
 * Mean freeze–thaw cycles per year: a day cycles through 0 °C when its mean lies within half the
 * diurnal range of 0 °C, so with daily means ~ N(T_m + ΔT_m, σ²),
 *   N = Σ_m days_m·[Φ((DTR/2 − T_m − ΔT_m)/σ) − Φ((−DTR/2 − T_m − ΔT_m)/σ)].
 * `monthlyChangeCelsius` is ΔT_m per month (all zero for the climatology itself).
 */
export function meanFreezeThawCyclesPerYear(
  monthlyMeanTemperatureCelsius: readonly number[],
  monthlyChangeCelsius: readonly number[] = [],
): number {
  const halfRange = diurnalTemperatureRangeCelsius / 2;
  const spread = dailyMeanStandardDeviationCelsius;
  return monthlyMeanTemperatureCelsius.reduce((sum, temperature, month) => {
    const shifted = temperature + (monthlyChangeCelsius[month] ?? 0);
    const probability =
      standardNormalCumulative((halfRange - shifted) / spread) -
      standardNormalCumulative((-halfRange - shifted) / spread);
    return sum + daysInMonth[month]! * probability;
  }, 0);
}

/**
 * Change of each month's temperature: the AR6 regional change of the coldest night (TNn) applies to
 * the coldest month, that of the hottest day (TXx) to the warmest month, and a month in between
 * takes the two in proportion to where its mean lies between the coldest and warmest means. Each
 * change is re-based to the climatology's period. Zeros when a response is missing.
 */
export function monthlyTemperatureChangeCelsius(
  monthlyMeanTemperatureCelsius: readonly number[],
  coldestNight: WarmingLevelResponse | null,
  hottestDay: WarmingLevelResponse | null,
  warmingCelsius: number,
  climatologyWarmingCelsius: number,
): number[] {
  if (coldestNight === null || hottestDay === null)
    return monthlyMeanTemperatureCelsius.map(() => 0);
  const coldChange = changeAtWarming(coldestNight, warmingCelsius, climatologyWarmingCelsius);
  const warmChange = changeAtWarming(hottestDay, warmingCelsius, climatologyWarmingCelsius);
  const coldest = Math.min(...monthlyMeanTemperatureCelsius);
  const warmest = Math.max(...monthlyMeanTemperatureCelsius);
  return monthlyMeanTemperatureCelsius.map((temperature) => {
    const warmShare = warmest > coldest ? (temperature - coldest) / (warmest - coldest) : 0.5;
    return coldChange + warmShare * (warmChange - coldChange);
  });
}

/**
 * Freeze–thaw, an indicator. Mean cycles per year from the NCEP 1981–2010 monthly means
 * (lapse-rate corrected), shifted month by month by the AR6 regional TNn/TXx changes re-based to
 * 1981–2010 and held beyond +4 °C. No VAR and no failure probability: the hazard is reported as
 * 'Not Calculated' with the reason, and the cycles per year are shown in its context.
 */
export const freezeThawModel: HazardModel = ({ site, years, warmingByYear }) => {
  const monthly = site.climate.monthlyMeanTemperatureCelsius;
  const climatologyWarming = site.climate.monthlyClimatologyWarmingCelsius;
  const climatologyCycles = meanFreezeThawCyclesPerYear(monthly);
  const cyclesInYear = (warmingCelsius: number) =>
    meanFreezeThawCyclesPerYear(
      monthly,
      monthlyTemperatureChangeCelsius(
        monthly,
        site.change.annualMinimumTemperature,
        site.change.annualMaximumTemperature,
        warmingCelsius,
        climatologyWarming,
      ),
    );
  const shownYears = [...new Set([years[0], 2050, years[years.length - 1]])].filter(
    (year): year is number => year !== undefined && years.includes(year),
  );
  const contextItems = [
    {
      name: 'Freeze–thaw cycles, 1981–2010 climate',
      description: `${climatologyCycles.toFixed(0)} per year`,
    },
    ...shownYears.map((year) => ({
      name: `Freeze–thaw cycles, ${year}`,
      description: `${cyclesInYear(warmingByYear[years.indexOf(year)]!).toFixed(0)} per year`,
    })),
  ];
  if (climatologyCycles < 1)
    return notComputed(
      'Fewer than one freeze–thaw cycle a year at the site',
      intensityMeasure,
      contextItems,
    );
  return notComputed(freezeThawIndicatorReason, intensityMeasure, contextItems);
};
