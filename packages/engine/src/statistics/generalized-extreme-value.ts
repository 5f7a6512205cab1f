import { gammaFunction } from './gamma-function.ts';
import { gumbelFrequencyFactor } from './gumbel.ts';

/**
 * Frequency factor K_T of the generalized extreme value (GEV) distribution written with its mean and
 * standard deviation, x_T = mean · (1 + Cv · K_T), for a shape ξ ≥ 0 (heavy, Fréchet-type tail; ξ = 0
 * is the Gumbel distribution): with g_k = Γ(1 − kξ), the GEV has mean μ + σ(g₁ − 1)/ξ and variance
 * σ²(g₂ − g₁²)/ξ², and its T-year quantile is μ + σ((−ln(1 − 1/T))^(−ξ) − 1)/ξ, so
 * K_T = ((−ln(1 − 1/T))^(−ξ) − g₁)/√(g₂ − g₁²) (Hosking & Wallis 1997, Regional Frequency Analysis,
 * Appendix A.8, with the sign of the shape reversed). Defined for ξ < ½, where the variance is finite.
 */
export function generalizedExtremeValueFrequencyFactor(
  returnPeriodYears: number,
  shape: number,
): number {
  if (shape < 0 || shape >= 0.5)
    throw new RangeError(`GEV shape ${shape} outside [0, 0.5): no finite variance`);
  if (shape < 1e-6) return gumbelFrequencyFactor(returnPeriodYears);
  const firstMomentFactor = gammaFunction(1 - shape);
  const secondMomentFactor = gammaFunction(1 - 2 * shape);
  const reducedVariate = -Math.log(1 - 1 / returnPeriodYears);
  return (
    (reducedVariate ** -shape - firstMomentFactor) /
    Math.sqrt(secondMomentFactor - firstMomentFactor ** 2)
  );
}

/**
 * The T-year quantile of the GEV distribution of location μ, scale σ and shape ξ (positive: heavy,
 * Fréchet-type tail), x_T = μ + σ((−ln(1 − 1/T))^(−ξ) − 1)/ξ, and μ − σ·ln(−ln(1 − 1/T)) for
 * ξ = 0 (Hosking & Wallis 1997, Appendix A.8, with the sign of the shape reversed).
 */
export function generalizedExtremeValueQuantile(
  returnPeriodYears: number,
  location: number,
  scale: number,
  shape: number,
): number {
  const reducedVariate = -Math.log(1 - 1 / returnPeriodYears);
  if (Math.abs(shape) < 1e-6) return location - scale * Math.log(reducedVariate);
  return location + (scale * (reducedVariate ** -shape - 1)) / shape;
}
