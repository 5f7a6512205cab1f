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
