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

/**
 * How finely the onset of an asset's failure is located: to 1/256 of the curve's interval that holds
 * it. Failure is often a step (water over the floor reaches an element: probability 0 below, 1
 * above), and the trapezoid rule over the curve's points puts a step anywhere in an interval at the
 * interval's middle probability: every site whose floor is reached between the 100- and the
 * 200-year flood had a failure probability of 0.75 %/yr. Located to 1/256 of the interval in log
 * probability, the onset's probability is within 0.2 % of its value on the curve for the widest
 * interval (2 to 5 years).
 */
const onsetResolution = 1 / 256;

/**
 * Where an asset's failure begins, in intensity: failure is 0 at `withoutFailure` and
 * `failureAtWith` (above 0) at `withFailure`. An asset's failure does not fall as the intensity
 * rises, so its onset is one intensity for all the years of a hazard: the bracket found in one year
 * serves the next, and the onset is searched for (by halving the bracket) only where a year's
 * interval needs it narrower.
 */
export class FailureOnset {
  private withoutFailure = Number.NEGATIVE_INFINITY;
  private withFailure = Number.POSITIVE_INFINITY;
  private failureAtWith = 0;

  constructor(private readonly failureAt: (intensity: number) => number) {}

  /**
   * The change to the trapezoid sum of failure when the onset inside the interval ending at
   * `onsetPoint` (failure 0 at its start, `endFailure` above 0 at its end) is located: the
   * intensity between the two points taken as linear in ln p (as extreme-value curves give it: for
   * a Gumbel or GEV distribution the intensity grows almost linearly in ln T in the upper tail),
   * failure 0 up to the bracket's lower end, rising across the bracket to its value at the upper
   * end, and by the trapezoid rule from there to the interval's end.
   */
  correction(curve: ExceedanceCurve, onsetPoint: number, endFailure: number): number {
    const upperProbability = curve.exceedanceProbabilities[onsetPoint - 1]!;
    const lowerProbability = curve.exceedanceProbabilities[onsetPoint]!;
    const lowerIntensity = curve.intensities[onsetPoint - 1]!;
    const upperIntensity = curve.intensities[onsetPoint]!;
    if (!(upperProbability > lowerProbability && lowerProbability > 0)) return 0;
    if (!(upperIntensity > lowerIntensity)) return 0;
    // The interval's own ends bound the onset too; a bracket outside it (a response that fell) is
    // dropped for the interval's.
    if (this.withoutFailure < lowerIntensity) this.withoutFailure = lowerIntensity;
    if (this.withFailure >= upperIntensity) {
      this.withFailure = upperIntensity;
      this.failureAtWith = endFailure;
    }
    if (!(this.withoutFailure < this.withFailure)) {
      this.withoutFailure = lowerIntensity;
      this.withFailure = upperIntensity;
      this.failureAtWith = endFailure;
    }
    const tolerance = onsetResolution * (upperIntensity - lowerIntensity);
    while (this.withFailure - this.withoutFailure > tolerance) {
      const middle = 0.5 * (this.withoutFailure + this.withFailure);
      const failure = this.failureAt(middle);
      if (failure > 0) {
        this.withFailure = middle;
        this.failureAtWith = failure;
      } else this.withoutFailure = middle;
    }
    const logRatio = Math.log(lowerProbability / upperProbability);
    const probabilityAt = (intensity: number) =>
      upperProbability *
      Math.exp(((intensity - lowerIntensity) / (upperIntensity - lowerIntensity)) * logRatio);
    const onsetProbability = probabilityAt(this.withFailure);
    const refined =
      0.5 * this.failureAtWith * (probabilityAt(this.withoutFailure) - onsetProbability) +
      0.5 * (this.failureAtWith + endFailure) * (onsetProbability - lowerProbability);
    return refined - 0.5 * endFailure * (upperProbability - lowerProbability);
  }
}

/**
 * The curve's expected annual value of a probability response that is 0 below an onset (a failure),
 * with the onset located inside its interval by `FailureOnset`: the same sum as the
 * failure probability of `hazardRiskSeries`.
 */
export function expectedAnnualFailure(
  curve: ExceedanceCurve,
  response: (intensity: number) => number,
): number {
  const responses = curve.intensities.map(response);
  const total = expectedAnnualValue(curve.exceedanceProbabilities, responses);
  const onsetPoint = responses.findIndex(
    (value, index) => index > 0 && value > 0 && responses[index - 1] === 0,
  );
  return onsetPoint > 0
    ? total + new FailureOnset(response).correction(curve, onsetPoint, responses[onsetPoint]!)
    : total;
}
