/**
 * The return periods (years) at which every hazard's annual exceedance curve is given, as in
 * physrisk and the WRI Aqueduct layers. Exceedance probability p = 1 / T.
 */
export const returnPeriodsYears = [2, 5, 10, 20, 50, 100, 200, 500, 1000] as const;

/** Annual exceedance probabilities 1/T, decreasing, in the order of `returnPeriodsYears`. */
export const standardExceedanceProbabilities: readonly number[] = returnPeriodsYears.map(
  (returnPeriod) => 1 / returnPeriod,
);

/**
 * An annual exceedance curve: `intensities[i]` is the intensity reached or exceeded with annual
 * probability `exceedanceProbabilities[i]`. Probabilities never increase along the arrays and
 * intensities never decrease, so λ(x) is non-increasing in x; two points at the same probability
 * mark a step of the intensity there (a defence overtopped), which the trapezoid rule gives no
 * width.
 */
export interface ExceedanceCurve {
  readonly exceedanceProbabilities: readonly number[];
  readonly intensities: readonly number[];
}
