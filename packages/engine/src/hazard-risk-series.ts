import {
  scaledByCoefficient,
  type ElementVulnerability,
  type HazardAssessment,
} from './hazards/hazard-model.ts';
import { trapezoidWeights } from './expected-annual-value.ts';
import type { PreparedElement } from './prepare-elements.ts';

/** Yearly value at risk and failure probability of one hazard, in total and by element. */
export interface HazardRiskSeries {
  readonly valueAtRisk: number[];
  readonly failureProbability: number[];
  /** [yearIndex][elementIndex]: share × expected damage fraction of the element. */
  readonly valueAtRiskByElement: number[][];
}

/**
 * Integrates one hazard's yearly curves over the elements:
 *   VAR_h(y) = Σ_e share_e · E_y[damage_e(x)],
 *   FP_h(y) = E_y[1 − Π_e (1 − failure_e(x))]  (elements conditionally independent given the event),
 * each expectation by the trapezoid rule over the curve, plus the hazard's chronic yearly damage
 * (min(1, c·chronic)) where it has one.
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
    vulnerability: ElementVulnerability;
  }[] = [];
  elements.forEach((element, index) => {
    const coefficient = element.coefficients[hazardIndex]!;
    if (coefficient > 0 && element.share > 0) {
      exposed.push({
        index,
        share: element.share,
        coefficient,
        vulnerability: assessment.vulnerability(element, coefficient),
      });
    }
  });
  const valueAtRisk: number[] = [];
  const failureProbability: number[] = [];
  const valueAtRiskByElement: number[][] = [];
  let survivals = new Float64Array(0);
  const chronic = assessment.chronicReferenceDamage;
  assessment.curves.forEach((curve, yearIndex) => {
    const chronicReference = chronic?.[yearIndex] ?? 0;
    const intensities = curve.intensities;
    const pointCount = intensities.length;
    const weights = trapezoidWeights(curve.exceedanceProbabilities);
    if (survivals.length !== pointCount) survivals = new Float64Array(pointCount);
    survivals.fill(1);
    const byElement = new Array<number>(elements.length).fill(0);
    let total = 0;
    for (const { index, share, coefficient, vulnerability } of exposed) {
      let expectedDamage = 0;
      for (let point = 0; point < pointCount; point += 1) {
        const intensity = intensities[point]!;
        const damage = vulnerability.damageFraction(intensity);
        const failure = vulnerability.failureEqualsDamage
          ? damage
          : vulnerability.failureProbability(intensity);
        expectedDamage += weights[point]! * damage;
        survivals[point] = survivals[point]! * (1 - failure);
      }
      if (chronicReference > 0) {
        expectedDamage = Math.min(
          1,
          expectedDamage + scaledByCoefficient(coefficient, chronicReference),
        );
      }
      byElement[index] = share * expectedDamage;
      total += share * expectedDamage;
    }
    let expectedFailure = 0;
    for (let point = 0; point < pointCount; point += 1)
      expectedFailure += weights[point]! * (1 - survivals[point]!);
    valueAtRisk.push(Math.min(1, total));
    failureProbability.push(Math.min(1, expectedFailure));
    valueAtRiskByElement.push(byElement);
  });
  return { valueAtRisk, failureProbability, valueAtRiskByElement };
}
