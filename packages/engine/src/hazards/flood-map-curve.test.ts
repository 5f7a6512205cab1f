import { describe, expect, it } from 'vitest';
import { floodMapCurve } from './flood-map-curve.ts';

const floodMap = {
  dataset: 'test',
  resolutionMetres: 30,
  returnPeriodsYears: [10, 100, 1000],
  depthsMetres: [0.2, 1.0, 2.0],
};

describe('floodMapCurve', () => {
  it('keeps the map as it is in the present climate, the return periods as probabilities', () => {
    const curve = floodMapCurve({
      floodMap,
      protectionReturnPeriodYears: 1,
      dischargeFactor: 1,
      coefficientOfVariation: 0.5,
      waterRiseMetres: 0,
    });
    expect(curve.exceedanceProbabilities).toEqual([0.1, 0.01, 0.001]);
    expect(curve.intensities).toEqual([0.2, 1.0, 2.0]);
  });

  it('makes each depth more frequent as the discharge of every event grows', () => {
    const curve = floodMapCurve({
      floodMap,
      protectionReturnPeriodYears: 1,
      dischargeFactor: 1.2,
      coefficientOfVariation: 0.5,
      waterRiseMetres: 0,
    });
    curve.exceedanceProbabilities.forEach((probability, index) =>
      expect(probability).toBeGreaterThan(1 / (floodMap.returnPeriodsYears[index] ?? 1)),
    );
  });

  it('raises the flooded depths of a coastal map with the sea, never the dry ones', () => {
    const curve = floodMapCurve({
      floodMap: { ...floodMap, depthsMetres: [0, 1.0, 2.0] },
      protectionReturnPeriodYears: 1,
      dischargeFactor: 1,
      coefficientOfVariation: 1,
      waterRiseMetres: 0.5,
    });
    expect(curve.intensities).toEqual([0, 1.5, 2.5]);
  });
});
