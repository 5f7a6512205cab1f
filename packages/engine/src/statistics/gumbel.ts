/** Euler–Mascheroni constant γ, the mean of the standard Gumbel distribution. */
const eulerMascheroni = 0.5772156649015329;

/**
 * Gumbel (EV1) reduced variate for a return period T (years) of annual maxima:
 * y_T = −ln(−ln(1 − 1/T)), so that x_T = μ + σ·y_T for location μ and scale σ.
 */
export function gumbelReducedVariate(returnPeriodYears: number): number {
  return -Math.log(-Math.log(1 - 1 / returnPeriodYears));
}

/**
 * Chow's frequency factor of the Gumbel distribution written with mean and standard deviation:
 * x_T = mean · (1 + Cv · K_T), K_T = −(√6/π)·(γ + ln(−ln(1 − 1/T))) (Chow 1951; Chow, Maidment & Mays
 * 1988, Applied Hydrology, eq. 12.3.7).
 */
export function gumbelFrequencyFactor(returnPeriodYears: number): number {
  return (-Math.sqrt(6) / Math.PI) * (eulerMascheroni - gumbelReducedVariate(returnPeriodYears));
}

/**
 * The inverse of the frequency factor: the annual exceedance probability 1/T of the event whose
 * frequency factor is K, from y = γ + K·π/√6 and 1/T = 1 − exp(−exp(−y)).
 */
export function gumbelExceedanceProbability(frequencyFactor: number): number {
  const reducedVariate = eulerMascheroni + (frequencyFactor * Math.PI) / Math.sqrt(6);
  return -Math.expm1(-Math.exp(-reducedVariate));
}
