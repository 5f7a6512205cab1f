import {
  scaledByCoefficient,
  scaledResponseValue,
  type HazardAssessment,
  type ScaledResponse,
} from './hazards/hazard-model.ts';
import { FailureOnset, trapezoidWeights } from './expected-annual-value.ts';
import type { PreparedElement } from './prepare-elements.ts';
import type { ExceedanceCurve } from './return-periods.ts';

/**
 * What a series integrates: both measures, or the value at risk alone (a run whose failure is not
 * read, such as the scenario band's low and high runs, skips the failure responses).
 */
export type HazardRiskMeasures = 'value-at-risk-and-failure' | 'value-at-risk';

/** Yearly value at risk and failure probability of one hazard, in total and by element. */
export interface HazardRiskSeries {
  readonly valueAtRisk: number[];
  /** Zeros when the series was integrated for the value at risk alone. */
  readonly failureProbability: number[];
  /**
   * [yearIndex][elementIndex]: share × expected damage fraction of the element. Empty when the
   * series was integrated for the value at risk alone (its reader reads the total only).
   */
  readonly valueAtRiskByElement: number[][];
}

/**
 * Integrates one hazard's yearly curves over the elements:
 *   VAR_h(y) = Σ_e share_e · E_y[damage_e(x)]  plus the hazard's chronic yearly damage
 *              (min(1, c·chronic)) where it has one;
 *   FP_h(y)  = E_y[max_{e critical} failure_e(x)],
 * each expectation by the trapezoid rule over the curve, failure's onset located inside its interval
 * (`FailureOnset`) rather than put at the interval's middle. Failure is the annual probability that the
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
  measures: HazardRiskMeasures = 'value-at-risk-and-failure',
): HazardRiskSeries {
  // Without failure, no element counts as critical: only the damage responses are evaluated.
  const withFailure = measures === 'value-at-risk-and-failure';
  const references = new SharedReferences();
  const exposed: {
    index: number;
    share: number;
    coefficient: number;
    criticalToFunction: boolean;
    damage: ResponseEvaluation;
    failure: ResponseEvaluation;
  }[] = [];
  elements.forEach((element, index) => {
    const coefficient = element.coefficients[hazardIndex]!;
    if (coefficient > 0 && element.share > 0) {
      const vulnerability = assessment.vulnerability(element, coefficient);
      const scaled = vulnerability.scaled;
      const criticalToFunction = withFailure && element.criticalToFunction;
      exposed.push({
        index,
        share: element.share,
        coefficient,
        criticalToFunction,
        damage:
          scaled === undefined
            ? ownResponse(vulnerability.damageFraction)
            : references.evaluation(scaled.damage, vulnerability.damageFraction),
        // The failure of an element not critical to function is never evaluated.
        failure:
          scaled?.failure === undefined || !criticalToFunction
            ? ownResponse(vulnerability.failureProbability)
            : references.evaluation(scaled.failure, vulnerability.failureProbability),
      });
    }
  });
  const allByReference = exposed.every(
    (element) =>
      element.damage.referenceIndex >= 0 &&
      (!element.criticalToFunction || element.failure.referenceIndex >= 0),
  );
  const valueAtRisk: number[] = [];
  const failureProbability: number[] = [];
  const valueAtRiskByElement: number[][] = [];
  const expectedDamages = new Float64Array(exposed.length);
  const referenceValues = new Float64Array(references.responses.length);
  // What the onset of failure is located with: the critical elements and the references they read.
  const critical = exposed.filter((element) => element.criticalToFunction);
  const failureReferences = [
    ...new Set(
      critical
        .map((element) => element.failure.referenceIndex)
        .filter((referenceIndex) => referenceIndex >= 0),
    ),
  ];
  const scratchValues = new Float64Array(references.responses.length);
  const failureOnset = new FailureOnset((intensity) =>
    assetFailureAt(intensity, critical, references.responses, failureReferences, scratchValues),
  );
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
      if (withFailure) valueAtRiskByElement.push(valueAtRiskByElement[yearIndex - 1]!);
      return;
    }
    const intensities = curve.intensities;
    const pointCount = intensities.length;
    const weights = trapezoidWeights(curve.exceedanceProbabilities);
    expectedDamages.fill(0);
    let expectedFailure = 0;
    // The interval in which the asset's failure first rises above 0, where there is one.
    let onsetPoint = -1;
    let onsetFailure = 0;
    let previousFailure = 0;
    // Point by point: the reference responses shared by the elements once at each intensity, then
    // every element's response from them.
    for (let point = 0; point < pointCount; point += 1) {
      const intensity = intensities[point]!;
      const weight = weights[point]!;
      let anyReferenceResponse = false;
      for (let reference = 0; reference < referenceValues.length; reference += 1) {
        const value = references.responses[reference]!(intensity);
        referenceValues[reference] = value;
        if (value !== 0) anyReferenceResponse = true;
      }
      // Where every response scales a reference and none responds at this intensity, each is
      // factor·min(1, c·0) = 0 and adds weight·0 to its sum: nothing, so the point is passed over
      // (the same sums, bit for bit; e.g. the flood depths of 0 of the frequent events).
      if (!anyReferenceResponse && allByReference) {
        previousFailure = 0;
        continue;
      }
      let assetFailure = 0;
      for (let position = 0; position < exposed.length; position += 1) {
        const element = exposed[position]!;
        expectedDamages[position] =
          expectedDamages[position]! +
          weight * evaluate(element.damage, intensity, referenceValues);
        if (element.criticalToFunction) {
          const elementFailure = evaluate(element.failure, intensity, referenceValues);
          if (elementFailure > assetFailure) assetFailure = elementFailure;
        }
      }
      expectedFailure += weight * assetFailure;
      if (onsetPoint < 0 && point > 0 && previousFailure === 0 && assetFailure > 0) {
        onsetPoint = point;
        onsetFailure = assetFailure;
      }
      previousFailure = assetFailure;
    }
    if (onsetPoint > 0) expectedFailure += failureOnset.correction(curve, onsetPoint, onsetFailure);
    // The per-element values are kept only where the failure is too (the full analysis).
    const byElement = withFailure ? new Array<number>(elements.length).fill(0) : undefined;
    let total = 0;
    for (let position = 0; position < exposed.length; position += 1) {
      const { index, share, coefficient } = exposed[position]!;
      let expectedDamage = expectedDamages[position]!;
      if (chronicReference > 0) {
        expectedDamage = Math.min(
          1,
          expectedDamage + scaledByCoefficient(coefficient, chronicReference),
        );
      }
      if (byElement !== undefined) byElement[index] = share * expectedDamage;
      total += share * expectedDamage;
    }
    valueAtRisk.push(Math.min(1, total));
    failureProbability.push(Math.min(1, expectedFailure));
    if (byElement !== undefined) valueAtRiskByElement.push(byElement);
  });
  return { valueAtRisk, failureProbability, valueAtRiskByElement };
}

/**
 * How the integration evaluates one response of an element: from the value of its shared reference
 * response at the intensity, or (`referenceIndex` −1) by calling the element's own `response`. One
 * shape for both, so that the integration's inner loop reads them alike.
 */
interface ResponseEvaluation {
  /** Index of the shared reference response in the values computed at each intensity, or −1. */
  readonly referenceIndex: number;
  readonly coefficient: number;
  readonly factor: number;
  /** The element's response (the same values as the scaled reference where there is one). */
  readonly response: (intensity: number) => number;
}

function ownResponse(response: (intensity: number) => number): ResponseEvaluation {
  return { referenceIndex: -1, coefficient: 0, factor: 0, response };
}

function evaluate(
  evaluation: ResponseEvaluation,
  intensity: number,
  referenceValues: Float64Array,
): number {
  const referenceIndex = evaluation.referenceIndex;
  return referenceIndex < 0
    ? evaluation.response(intensity)
    : scaledResponseValue(evaluation, referenceValues[referenceIndex]!);
}

/** The distinct reference responses of one hazard's elements, each listed once. */
class SharedReferences {
  readonly responses: ((intensity: number) => number)[] = [];
  private readonly indexByResponse = new Map<(intensity: number) => number, number>();

  /** The evaluation of a scaled response from its shared reference; `response` is its own form. */
  evaluation(scaled: ScaledResponse, response: (intensity: number) => number): ResponseEvaluation {
    let referenceIndex = this.indexByResponse.get(scaled.reference);
    if (referenceIndex === undefined) {
      referenceIndex = this.responses.length;
      this.responses.push(scaled.reference);
      this.indexByResponse.set(scaled.reference, referenceIndex);
    }
    return { referenceIndex, coefficient: scaled.coefficient, factor: scaled.factor, response };
  }
}

/**
 * The asset's failure at one intensity: the largest of its critical elements' (comonotonic), the
 * references those elements read evaluated first.
 */
function assetFailureAt(
  intensity: number,
  critical: readonly { failure: ResponseEvaluation }[],
  referenceResponses: readonly ((intensity: number) => number)[],
  failureReferences: readonly number[],
  referenceValues: Float64Array,
): number {
  for (const reference of failureReferences)
    referenceValues[reference] = referenceResponses[reference]!(intensity);
  let assetFailure = 0;
  for (const element of critical) {
    const elementFailure = evaluate(element.failure, intensity, referenceValues);
    if (elementFailure > assetFailure) assetFailure = elementFailure;
  }
  return assetFailure;
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
