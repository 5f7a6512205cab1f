import {
  scaledByCoefficient,
  type ElementVulnerability,
  type HazardAssessment,
} from './hazards/hazard-model.ts';
import { trapezoidWeights } from './expected-annual-value.ts';
import type { PreparedElement } from './prepare-elements.ts';
import type { ExceedanceCurve } from './return-periods.ts';

/** Yearly value at risk and failure probability of one hazard, in total and by element. */
export interface HazardRiskSeries {
  readonly valueAtRisk: number[];
  readonly failureProbability: number[];
  /** [yearIndex][elementIndex]: share × expected damage fraction of the element. */
  readonly valueAtRiskByElement: number[][];
}

/**
 * Integrates one hazard's yearly curves over the elements:
 *   VAR_h(y) = Σ_e share_e · E_y[damage_e(x)]  plus the hazard's chronic yearly damage
 *              (min(1, c·chronic)) where it has one;
 *   FP_h(y)  = E_y[max_{e critical} failure_e(x)],
 * each expectation by the trapezoid rule over the curve. Failure is the annual probability that the
 * hazard stops the asset working: an event does so when it puts any element critical to the
 * asset's function in its functional damage state. Within one event the critical elements are taken
 * as comonotonic (perfectly dependent): they stand in the same flood or gust and share the
 * building's construction quality, so when the weakest critical element has not failed, the
 * stronger ones have not either, and the asset fails with the largest of their probabilities.
 * Treating them as independent trials, 1 − Π(1 − f_e), would count one storm as many and raise
 * failure about n-fold for n similar elements; the maximum is the lower Fréchet bound of the union,
 * exact for common-cause failure. Elements not critical to function (fit-out, finishes, site works)
 * add to VAR only, and chronic wear never adds to failure.
 */
export function hazardRiskSeries(
  assessment: HazardAssessment,
  elements: readonly PreparedElement[],
  hazardIndex: number,
): HazardRiskSeries {
  const exposed: {
    index: number;
    share: number;
    coefficient: number;
    criticalToFunction: boolean;
    vulnerability: ElementVulnerability;
  }[] = [];
  elements.forEach((element, index) => {
    const coefficient = element.coefficients[hazardIndex]!;
    if (coefficient > 0 && element.share > 0) {
      exposed.push({
        index,
        share: element.share,
        coefficient,
        criticalToFunction: element.criticalToFunction,
        vulnerability: assessment.vulnerability(element, coefficient),
      });
    }
  });
  const valueAtRisk: number[] = [];
  const failureProbability: number[] = [];
  const valueAtRiskByElement: number[][] = [];
  const expectedDamages = new Float64Array(exposed.length);
  const chronic = assessment.chronicReferenceDamage;
  assessment.curves.forEach((curve, yearIndex) => {
    const chronicReference = chronic?.[yearIndex] ?? 0;
    // A year whose curve and chronic damage equal the previous year's has its results.
    const previous = assessment.curves[yearIndex - 1];
    if (
      previous !== undefined &&
      (chronic?.[yearIndex - 1] ?? 0) === chronicReference &&
      sameCurve(previous, curve)
    ) {
      valueAtRisk.push(valueAtRisk[yearIndex - 1]!);
      failureProbability.push(failureProbability[yearIndex - 1]!);
      valueAtRiskByElement.push(valueAtRiskByElement[yearIndex - 1]!);
      return;
    }
    const intensities = curve.intensities;
    const pointCount = intensities.length;
    const weights = trapezoidWeights(curve.exceedanceProbabilities);
    expectedDamages.fill(0);
    let expectedFailure = 0;
    // Point by point, every element at one intensity in turn, so that responses shared by the
    // elements are computed once per intensity (see memoiseLastCall).
    for (let point = 0; point < pointCount; point += 1) {
      const intensity = intensities[point]!;
      const weight = weights[point]!;
      let assetFailure = 0;
      for (let position = 0; position < exposed.length; position += 1) {
        const { criticalToFunction, vulnerability } = exposed[position]!;
        expectedDamages[position] =
          expectedDamages[position]! + weight * vulnerability.damageFraction(intensity);
        if (criticalToFunction) {
          const failure = vulnerability.failureProbability(intensity);
          if (failure > assetFailure) assetFailure = failure;
        }
      }
      expectedFailure += weight * assetFailure;
    }
    const byElement = new Array<number>(elements.length).fill(0);
    let total = 0;
    exposed.forEach(({ index, share, coefficient }, position) => {
      let expectedDamage = expectedDamages[position]!;
      if (chronicReference > 0) {
        expectedDamage = Math.min(
          1,
          expectedDamage + scaledByCoefficient(coefficient, chronicReference),
        );
      }
      byElement[index] = share * expectedDamage;
      total += share * expectedDamage;
    });
    valueAtRisk.push(Math.min(1, total));
    failureProbability.push(Math.min(1, expectedFailure));
    valueAtRiskByElement.push(byElement);
  });
  return { valueAtRisk, failureProbability, valueAtRiskByElement };
}

function sameCurve(left: ExceedanceCurve, right: ExceedanceCurve): boolean {
  if (left === right) return true;
  const count = left.intensities.length;
  if (right.intensities.length !== count || left.exceedanceProbabilities.length !== count)
    return false;
  for (let index = 0; index < count; index += 1) {
    if (left.intensities[index] !== right.intensities[index]) return false;
    if (left.exceedanceProbabilities[index] !== right.exceedanceProbabilities[index]) return false;
  }
  return true;
}
