import type { ExceedanceCurve } from './return-periods.ts';

/**
 * Expected annual value of a response v(x) over an exceedance curve, by the trapezoid rule used by
 * physrisk for expected annual damage:
 *   E = Σᵢ ½ (vᵢ + vᵢ₊₁)(pᵢ − pᵢ₊₁) + v_N · p_N,
 * where vᵢ is the response at the curve's intensity of exceedance probability pᵢ (p decreasing).
 * Events rarer than the last point count at the last point's response; events more frequent than
 * the first point (here the 2-year event) contribute nothing.
 */
export function expectedAnnualValue(
  exceedanceProbabilities: readonly number[],
  responses: ArrayLike<number>,
): number {
  const count = exceedanceProbabilities.length;
  let total = 0;
  for (let index = 0; index < count - 1; index += 1) {
    const probabilityWidth = exceedanceProbabilities[index]! - exceedanceProbabilities[index + 1]!;
    total += 0.5 * (responses[index]! + responses[index + 1]!) * probabilityWidth;
  }
  if (count > 0) total += responses[count - 1]! * exceedanceProbabilities[count - 1]!;
  return total;
}

/** The curve's expected annual value of `response(intensity)`. */
export function expectedAnnualResponse(
  curve: ExceedanceCurve,
  response: (intensity: number) => number,
): number {
  return expectedAnnualValue(curve.exceedanceProbabilities, curve.intensities.map(response));
}

/**
 * The trapezoid rule above as weights wᵢ with E = Σᵢ wᵢ·vᵢ:
 * w₀ = ½(p₀ − p₁), wᵢ = ½(pᵢ₋₁ − pᵢ₊₁), w_N = ½(p_{N−1} − p_N) + p_N (a single point: w = p).
 * The last probabilities and their weights are kept: a hazard's years mostly share one array of
 * return periods, so consecutive curves cost one multiply–add per point. (A cache per array in a
 * WeakMap made every curve built per year an ephemeron for the garbage collector, and the engine
 * slowed from ~2.8 to ~4.5 ms an analysis over a few thousand runs.)
 */
let lastProbabilities: readonly number[] | null = null;
let lastWeights = new Float64Array(0);

export function trapezoidWeights(exceedanceProbabilities: readonly number[]): Float64Array {
  if (exceedanceProbabilities === lastProbabilities) return lastWeights;
  const count = exceedanceProbabilities.length;
  const weights = new Float64Array(count);
  for (let index = 0; index < count - 1; index += 1) {
    const half = 0.5 * (exceedanceProbabilities[index]! - exceedanceProbabilities[index + 1]!);
    weights[index] = weights[index]! + half;
    weights[index + 1] = weights[index + 1]! + half;
  }
  if (count > 0) weights[count - 1] = weights[count - 1]! + exceedanceProbabilities[count - 1]!;
  lastProbabilities = exceedanceProbabilities;
  lastWeights = weights;
  return weights;
}
