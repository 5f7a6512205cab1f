/**
 * The one conversion between a design event's annual exceedance probability p and its return
 * period N in years ('1 in N years'): N = 1 / p, so 0.02 a year is 1 in 50 years. Design
 * thresholds are stored as probabilities (heatThreshold, windThreshold) and sent in adaptation runs
 * as return frequencies (thresholds.heat.return_frequency), which are return periods in years;
 * a return period is written for people by returnPeriodText.
 */
import { formatThousands } from './format.ts';

/** Design return periods offered for the heat and wind thresholds (years). */
export const designReturnPeriodsYears = [20, 50, 100, 250, 500, 1000, 2000] as const;
export type DesignReturnPeriodYears = (typeof designReturnPeriodsYears)[number];

/**
 * Twelve significant digits: 1 / (1 / 250) comes back as 249.99999999999997 in binary floating
 * point; rounding there removes that noise and nothing a design threshold can mean.
 */
const withoutFloatingPointNoise = (value: number) => Number(value.toPrecision(12));

/** The return period in years of an annual exceedance probability in (0, 1). */
export function returnPeriodYearsOf(annualExceedanceProbability: number): number {
  if (!(annualExceedanceProbability > 0 && annualExceedanceProbability < 1)) {
    throw new RangeError(
      `An annual exceedance probability must lie between 0 and 1, not ${annualExceedanceProbability}.`,
    );
  }
  return withoutFloatingPointNoise(1 / annualExceedanceProbability);
}

/** The annual exceedance probability of a return period in years (more than 1 year). */
export function annualExceedanceProbabilityOf(returnPeriodYears: number): number {
  if (!(returnPeriodYears > 1 && Number.isFinite(returnPeriodYears))) {
    throw new RangeError(`A return period must be more than 1 year, not ${returnPeriodYears}.`);
  }
  return 1 / returnPeriodYears;
}

/**
 * A return period as people read it, in whole years with thousands grouped: '1 in 123 years' for
 * 123.2, '1 in 2,000 years'. A protection standard or return period is an estimate (a national
 * mean, a fitted curve): its decimals claim a precision it does not have. Never below '1 in 1 year'.
 */
export function returnPeriodText(returnPeriodYears: number): string {
  const wholeYears = Math.max(1, Math.round(returnPeriodYears));
  return `1 in ${formatThousands(wholeYears)} ${wholeYears === 1 ? 'year' : 'years'}`;
}
