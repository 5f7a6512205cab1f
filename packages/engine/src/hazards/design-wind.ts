import type { WindReturnPeriodRule } from '@hazardscope/contracts';

/**
 * EN 1991-1-4 §4.2 Note 4, eq. (4.2): probability factor of the 10-minute mean wind for an annual
 * exceedance probability p other than the basic 0.02,
 *   c_prob = ((1 − K·ln(−ln(1 − p))) / (1 − K·ln(−ln 0.98)))^n,  K = 0.2, n = 0.5 (recommended).
 * It extrapolates the code's 50-year basic wind speed across return periods with the Gumbel
 * distribution underlying the code.
 */
export function windProbabilityFactor(annualExceedanceProbability: number): number {
  const shape = 0.2;
  const exponent = 0.5;
  const numerator = 1 - shape * Math.log(-Math.log(1 - annualExceedanceProbability));
  const denominator = 1 - shape * Math.log(-Math.log(0.98));
  return Math.pow(numerator / denominator, exponent);
}

/**
 * The ASCE 7 commentary's ratio of the non-hurricane wind at return period T to the 50-year wind,
 * V_T / V_50 = 0.36 + 0.10 ln(12 T) (ASCE 7-05 Commentary C6.5.5 and its Table C6-7 of conversion
 * factors, from the extreme-wind analysis of US stations by Peterka & Shahid 1998; the same ratio
 * takes the 50-year 90 mph of ASCE 7-05 to the 700-year 115 mph of ASCE 7-10). Its spread is wider
 * than EN 1991-1-4's: the 10-year wind is 0.84 of the 50-year (EN: 0.90), the 500-year 1.23 (1.10).
 */
export function asceNonHurricaneWindFactor(annualExceedanceProbability: number): number {
  const returnPeriodYears = 1 / annualExceedanceProbability;
  return 0.36 + 0.1 * Math.log(12 * returnPeriodYears);
}

/** The wind at an annual exceedance probability over the 50-year wind, by the code's own rule. */
export function windReturnPeriodFactor(
  rule: WindReturnPeriodRule,
  annualExceedanceProbability: number,
): number {
  return rule === 'ASCE 7 non-hurricane'
    ? asceNonHurricaneWindFactor(annualExceedanceProbability)
    : windProbabilityFactor(annualExceedanceProbability);
}

/**
 * Peak (≈ 3-s) gust over the 10-minute mean at 10 m in open terrain: √(1 + 7·I_v) with turbulence
 * intensity I_v = 1/ln(10 m / 0.05 m) = 0.189 (EN 1991-1-4 §4.4–4.5, terrain category II) ⇒ 1.52.
 */
export const gustOverTenMinuteMean = Math.sqrt(1 + 7 / Math.log(10 / 0.05));

/**
 * 1-minute sustained over 10-minute mean wind: 1.05 at sea to 1.08 off land (Harper, Kepert &
 * Ginger 2010, WMO/TD-1555, Table 1.1); 1.07 used.
 */
export const oneMinuteOverTenMinuteMean = 1.07;

/**
 * Design annual exceedance probability when the asset has none ('From regulations'): 0.02, the
 * basic wind speed's return period of 50 years (EN 1991-1-4 §4.2, ASCE 7 for ordinary buildings
 * before 2010, AS/NZS 1170.2 for importance level 2 uses 1/500 — the European value is taken).
 */
export const regulationWindExceedanceProbability = 0.02;

/**
 * Wind capacity of the asset relative to a code-built one: the ratio of its design wind speed to the
 * regulation design wind speed, factor(p_asset)/factor(0.02) by the code's return-period rule. Design loads scale with v², so an asset designed for a rarer
 * wind resists proportionally faster winds; damage functions calibrated on code-built stock
 * (Emanuel 2011) are stretched by this ratio along the speed axis.
 */
export function designWindCapacityRatio(
  windThreshold: number | null,
  rule: WindReturnPeriodRule,
): number {
  return (
    windReturnPeriodFactor(rule, windThreshold ?? regulationWindExceedanceProbability) /
    windReturnPeriodFactor(rule, regulationWindExceedanceProbability)
  );
}

/** The asset's design 10-minute mean wind at 10 m (m/s) from the code basic wind and its design probability. */
export function designTenMinuteWindMetresPerSecond(
  basicWindSpeed50YearMetresPerSecond: number,
  windThreshold: number | null,
  rule: WindReturnPeriodRule,
): number {
  return basicWindSpeed50YearMetresPerSecond * designWindCapacityRatio(windThreshold, rule);
}
