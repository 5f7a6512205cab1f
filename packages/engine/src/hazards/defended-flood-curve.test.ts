import { describe, expect, it } from 'vitest';
import { expectedAnnualValue } from '../expected-annual-value.ts';
import { standardExceedanceProbabilities } from '../return-periods.ts';
import { defendedFloodCurve } from './defended-flood-curve.ts';

// Water levels (m) at the return periods 2, 5, 10, 20, 50, 100, 200, 500 and 1000 years.
const levelsMetres = [1, 1.5, 1.8, 2.1, 2.5, 2.8, 3.1, 3.5, 3.8];
const expectedDepth = (curve: ReturnType<typeof defendedFloodCurve>) =>
  expectedAnnualValue(curve.exceedanceProbabilities, curve.intensities);

describe('defendedFloodCurve', () => {
  it('is dry up to the crest’s own probability and steps there to the crest’s depth', () => {
    const curve = defendedFloodCurve({
      levelsMetres,
      groundMetres: 0,
      crestMetres: 2.6,
      crestExceedanceProbability: 1 / 70,
    });
    expect(curve.exceedanceProbabilities).toEqual([
      1 / 2,
      1 / 5,
      1 / 10,
      1 / 20,
      1 / 50,
      1 / 70,
      1 / 70,
      1 / 100,
      1 / 200,
      1 / 500,
      1 / 1000,
    ]);
    expect(curve.intensities).toEqual([0, 0, 0, 0, 0, 0, 2.6, 2.8, 3.1, 3.5, 3.8]);
    // By hand: ½(1/70 − 1/100)(2.6 + 2.8) + ½(1/100 − 1/200)(2.8 + 3.1) + ½(1/200 − 1/500)(3.1 + 3.5)
    // + ½(1/500 − 1/1000)(3.5 + 3.8) + 3.8/1000.
    const byHand =
      0.5 * (1 / 70 - 1 / 100) * 5.4 +
      0.5 * (1 / 100 - 1 / 200) * 5.9 +
      0.5 * (1 / 200 - 1 / 500) * 6.6 +
      0.5 * (1 / 500 - 1 / 1000) * 7.3 +
      3.8 / 1000;
    expect(expectedDepth(curve)).toBeCloseTo(byHand, 12);
  });

  it('changes the expected depth by little when the crest’s probability crosses a return period', () => {
    const at = (probability: number) =>
      expectedDepth(
        defendedFloodCurve({
          levelsMetres,
          groundMetres: 0,
          crestMetres: 2.8,
          crestExceedanceProbability: probability,
        }),
      );
    const justMoreFrequent = at(1 / 100 + 1e-7);
    const justRarer = at(1 / 100 - 1e-7);
    expect(Math.abs(justMoreFrequent - justRarer)).toBeLessThan(1e-6);
  });

  it('keeps the events rarer than the last return period as a tail when the crest is rarer still', () => {
    const curve = defendedFloodCurve({
      levelsMetres,
      groundMetres: 0,
      crestMetres: 4,
      crestExceedanceProbability: 1 / 2000,
    });
    expect(curve.intensities.slice(0, 10).every((depth) => depth === 0)).toBe(true);
    expect(curve.exceedanceProbabilities.slice(-2)).toEqual([1 / 2000, 1 / 2000]);
    expect(expectedDepth(curve)).toBeCloseTo(4 / 2000, 12);
  });

  it('floods every counted event when the crest is overtopped more often than the first return period', () => {
    const curve = defendedFloodCurve({
      levelsMetres,
      groundMetres: 0,
      crestMetres: 0.5,
      crestExceedanceProbability: 0.9,
    });
    expect(curve.exceedanceProbabilities).toBe(standardExceedanceProbabilities);
    expect(curve.intensities).toEqual(levelsMetres);
  });

  it('floods nothing behind a crest that is never reached', () => {
    const curve = defendedFloodCurve({
      levelsMetres,
      groundMetres: 0,
      crestMetres: 9,
      crestExceedanceProbability: 0,
    });
    expect(curve.intensities.every((depth) => depth === 0)).toBe(true);
  });

  it('ignores a defence lower than the ground, and an undefended site floods by the water above it', () => {
    for (const crestMetres of [1.5, Number.NEGATIVE_INFINITY]) {
      const curve = defendedFloodCurve({
        levelsMetres,
        groundMetres: 2,
        crestMetres,
        crestExceedanceProbability: 1 / 5,
      });
      expect(curve.intensities.map((depth) => Number(depth.toFixed(6)))).toEqual([
        0, 0, 0, 0.1, 0.5, 0.8, 1.1, 1.5, 1.8,
      ]);
    }
  });
});
