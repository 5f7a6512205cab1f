/** Arguments are raised to at least this value before Stirling's series is summed. */
const stirlingMinimumArgument = 15;

/**
 * ln Γ(x) for x > 0: the argument is raised by the recurrence Γ(x + 1) = x Γ(x) to at least 15, where
 * Stirling's asymptotic series to its x⁻⁹ term (Abramowitz & Stegun 1964, 6.1.40) is exact to about
 * 1e-15.
 */
function logGamma(argument: number): number {
  let x = argument;
  let shift = 0;
  while (x < stirlingMinimumArgument) {
    shift -= Math.log(x);
    x += 1;
  }
  const inverse = 1 / x;
  const inverseSquared = inverse * inverse;
  const series =
    inverse *
    (1 / 12 -
      inverseSquared *
        (1 / 360 -
          inverseSquared * (1 / 1260 - inverseSquared * (1 / 1680 - inverseSquared / 1188))));
  return shift + (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series;
}

/** Γ(x) for real x > 0. */
export function gammaFunction(x: number): number {
  if (!(x > 0)) throw new RangeError(`gamma function argument ${x} is not positive`);
  return Math.exp(logGamma(x));
}
