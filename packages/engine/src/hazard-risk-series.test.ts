import { describe, expect, it } from 'vitest';
import { hazardRiskSeries } from './hazard-risk-series.ts';
import {
  damageOnly,
  notComputed,
  scaledVulnerability,
  type HazardAssessment,
} from './hazards/hazard-model.ts';
import type { PreparedElement } from './prepare-elements.ts';

const element = (
  share: number,
  coefficient: number,
  criticalToFunction = true,
): PreparedElement => ({
  name: 'element',
  share,
  heightAboveFloorMetres: 0,
  group: 'Structure',
  criticalToFunction,
  coefficients: [coefficient],
});

// Two years of one curve: weights ½(0.5 − 0.1) = 0.2 at intensity 0 and 0.2 + 0.1 = 0.3 at 1.
const curves = [
  { exceedanceProbabilities: [0.5, 0.1], intensities: [0, 1] },
  { exceedanceProbabilities: [0.5, 0.1], intensities: [0, 1] },
];

/** Damage 0.1·c·x, and reaching the functional state with probability 0.5·c·x. */
const assessment: HazardAssessment = {
  ...notComputed('', ''),
  noCalcReason: undefined,
  curves,
  chronicReferenceDamage: [0, 0.01],
  vulnerability: (_element, coefficient) => ({
    damageFraction: (intensity: number) => Math.min(1, coefficient * 0.1 * intensity),
    failureProbability: (intensity: number) => Math.min(1, coefficient * 0.5 * intensity),
  }),
};

describe('hazardRiskSeries', () => {
  it('adds the chronic damage, scaled by the coefficient, to the event damage but not to failure', () => {
    const series = hazardRiskSeries(assessment, [element(0.2, 2)], 0);
    // E[d] = 0.3 · 0.2 = 0.06.
    expect(series.valueAtRisk[0]).toBeCloseTo(0.2 * 0.06, 12);
    expect(series.valueAtRisk[1]).toBeCloseTo(0.2 * (0.06 + 2 * 0.01), 12);
    expect(series.failureProbability[1]).toBeCloseTo(series.failureProbability[0]!, 12);
    expect(series.valueAtRiskByElement[1]![0]).toBeCloseTo(series.valueAtRisk[1]!, 12);
  });

  it('fails the asset with the weakest critical element of the event (comonotonic), not as independent trials', () => {
    // Failure from the first point on (no onset inside the curve): weights 0.2 at x = 0.5, 0.3 at 1.
    const fromFirstPoint = {
      ...assessment,
      curves: [{ exceedanceProbabilities: [0.5, 0.1], intensities: [0.5, 1] }],
    };
    const series = hazardRiskSeries(fromFirstPoint, [element(0.3, 1), element(0.3, 1.6)], 0);
    // max(0.5·x, 0.8·x) is 0.4 and 0.8 ⇒ 0.2·0.4 + 0.3·0.8 = 0.32; independent trials would give
    // 0.2·(1 − 0.75·0.6) + 0.3·(1 − 0.5·0.2) = 0.38, and ten similar elements almost ten times one.
    expect(series.failureProbability[0]).toBeCloseTo(0.32, 12);
  });

  it('locates a step of failure inside an interval of the curve instead of at its middle probability', () => {
    // A floor reached at 0.7 m: on a curve with intensity linear in ln p from 0 m at 1/100 to 1 m
    // at 1/200, the exact probability is 0.01·0.5^0.7 = 0.00616; the trapezoid rule alone gave the
    // interval's middle, 0.0075, wherever in it the step lay.
    const floor: HazardAssessment = {
      ...assessment,
      curves: [{ exceedanceProbabilities: [0.01, 0.005], intensities: [0, 1] }],
      chronicReferenceDamage: undefined,
      vulnerability: () => ({
        damageFraction: () => 0,
        failureProbability: (intensity: number) => (intensity > 0.7 ? 1 : 0),
      }),
    };
    const failure = hazardRiskSeries(floor, [element(1, 1)], 0).failureProbability[0]!;
    // The onset is bracketed to 1/256 of the interval: failure lies between the probabilities of
    // its ends, within 0.3 % of the exact 0.00616.
    const at = (fraction: number) => 0.01 * 0.5 ** fraction;
    expect(failure).toBeGreaterThan(at(0.7 + 1 / 256));
    expect(failure).toBeLessThan(at(0.7 - 1 / 256));
    expect(Math.abs(failure / at(0.7) - 1)).toBeLessThan(0.003);
  });

  it('counts damage to elements not critical to function in VAR but not in failure', () => {
    const withFitOut = hazardRiskSeries(assessment, [element(0.3, 1), element(0.7, 4, false)], 0);
    const alone = hazardRiskSeries(assessment, [element(0.3, 1)], 0);
    expect(withFitOut.failureProbability[0]).toBeCloseTo(alone.failureProbability[0]!, 12);
    expect(withFitOut.valueAtRisk[0]).toBeGreaterThan(alone.valueAtRisk[0]!);
  });

  it('integrates the same VAR without failure when asked for the value at risk alone', () => {
    const elements = [element(0.3, 1), element(0.3, 1.6), element(0.4, 4, false)];
    const both = hazardRiskSeries(assessment, elements, 0);
    const alone = hazardRiskSeries(assessment, elements, 0, 'value-at-risk');
    expect(alone.valueAtRisk).toEqual(both.valueAtRisk);
    expect(both.valueAtRiskByElement).toHaveLength(2);
    expect(alone.valueAtRiskByElement).toEqual([]);
    expect(both.failureProbability[0]).toBeGreaterThan(0);
    expect(alone.failureProbability).toEqual([0, 0]);
  });

  it('never counts wear as failure', () => {
    const wear: HazardAssessment = {
      ...assessment,
      vulnerability: (_element, coefficient) =>
        damageOnly((intensity) => Math.min(1, coefficient * 0.1 * intensity)),
    };
    const series = hazardRiskSeries(wear, [element(1, 4)], 0);
    expect(series.valueAtRisk[1]).toBeGreaterThan(0);
    expect(series.failureProbability).toEqual([0, 0]);
  });

  it('computes a reference response shared by the elements once per intensity, with the same results', () => {
    let referenceCalls = 0;
    const damageOfReference = (intensity: number) => {
      referenceCalls += 1;
      return 0.1 * intensity;
    };
    const failureOfReference = (intensity: number) => 0.5 * intensity;
    const shared: HazardAssessment = {
      ...assessment,
      vulnerability: (_element, coefficient) =>
        scaledVulnerability(
          { reference: damageOfReference, coefficient, factor: 1 },
          { reference: failureOfReference, coefficient, factor: 1 },
        ),
    };
    const elements = [element(0.3, 1), element(0.3, 1.6), element(0.4, 4, false)];
    const series = hazardRiskSeries(shared, elements, 0);
    // Two intensities in each of the two years (their chronic damage differs), not once per element.
    expect(referenceCalls).toBe(4);
    expect(series).toEqual(hazardRiskSeries(assessment, elements, 0));
  });
});
