import { describe, expect, it } from 'vitest';
import { hazardRiskSeries } from './hazard-risk-series.ts';
import { notComputed, replacedWhenFailed, type HazardAssessment } from './hazards/hazard-model.ts';
import type { PreparedElement } from './prepare-elements.ts';

const element = (share: number, coefficient: number): PreparedElement => ({
  name: 'element',
  share,
  heightAboveFloorMetres: 0,
  coefficients: [coefficient],
});

describe('hazardRiskSeries', () => {
  const assessment: HazardAssessment = {
    ...notComputed('', ''),
    noCalcReason: undefined,
    curves: [
      { exceedanceProbabilities: [0.5, 0.1], intensities: [0, 1] },
      { exceedanceProbabilities: [0.5, 0.1], intensities: [0, 1] },
    ],
    chronicReferenceDamage: [0, 0.01],
    vulnerability: (_element, coefficient) =>
      replacedWhenFailed((intensity) => Math.min(1, coefficient * 0.1 * intensity)),
  };

  it('adds the chronic damage, scaled by the coefficient, to the event damage but not to failure', () => {
    const series = hazardRiskSeries(assessment, [element(0.2, 2)], 0);
    // Events: weights ½(0.5 − 0.1) = 0.2 at 0 and 0.2 + 0.1 = 0.3 at 1 ⇒ E[d] = 0.3·0.2 = 0.06.
    expect(series.valueAtRisk[0]).toBeCloseTo(0.2 * 0.06, 12);
    expect(series.valueAtRisk[1]).toBeCloseTo(0.2 * (0.06 + 2 * 0.01), 12);
    expect(series.failureProbability[1]).toBeCloseTo(series.failureProbability[0]!, 12);
    expect(series.valueAtRiskByElement[1]![0]).toBeCloseTo(series.valueAtRisk[1]!, 12);
  });
});
