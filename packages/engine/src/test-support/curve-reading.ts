import type { ExceedanceCurve } from '../return-periods.ts';

/**
 * A curve's intensity at a return period (years): its last point at probability 1/T, so at a step
 * of the curve (two points at one probability) the value after the step. Undefined when the curve
 * has no point there.
 */
export function intensityAtReturnPeriod(
  curve: ExceedanceCurve,
  returnPeriodYears: number,
): number | undefined {
  let found: number | undefined;
  curve.exceedanceProbabilities.forEach((probability, index) => {
    if (Math.abs(probability * returnPeriodYears - 1) < 1e-9) found = curve.intensities[index];
  });
  return found;
}
