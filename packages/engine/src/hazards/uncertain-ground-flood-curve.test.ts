import { describe, expect, it } from 'vitest';
import { expectedAnnualValue } from '../expected-annual-value.ts';
import { standardExceedanceProbabilities, type ExceedanceCurve } from '../return-periods.ts';
import { defendedFloodCurve } from './defended-flood-curve.ts';
import { uncertainGroundFloodCurve } from './uncertain-ground-flood-curve.ts';

// Water levels (m) at the return periods 2, 5, 10, 20, 50, 100, 200, 500 and 1000 years.
const levelsMetres = [1, 1.5, 1.8, 2.1, 2.5, 2.8, 3.1, 3.5, 3.8];
const expectedDepth = (curve: ExceedanceCurve) =>
  expectedAnnualValue(curve.exceedanceProbabilities, curve.intensities);

/**
 * The expected depth at one ground, integrated finely: the water level read linearly in the
 * exceedance probability between the return periods (as the curves are), on 400 steps per interval,
 * dry until the crest is overtopped, then flooded to the crest's depth at least (the convention of
 * defendedFloodCurve); the tail beyond the last return period at the last depth.
 */
function fineExpectedDepth(
  defence: { crestMetres: number; crestExceedanceProbability: number },
  ground: number,
): number {
  const probabilities: number[] = [];
  const depths: number[] = [];
  const defended = defence.crestExceedanceProbability < 0.5 && ground < defence.crestMetres;
  standardExceedanceProbabilities.forEach((probability, index) => {
    const steps = index === 0 ? 1 : 400;
    for (let step = 1; step <= steps; step += 1) {
      const upper = standardExceedanceProbabilities[index - 1] ?? probability;
      const fraction = step / steps;
      const p = upper + (probability - upper) * fraction;
      const level =
        (levelsMetres[index - 1] ?? levelsMetres[0]!) +
        (levelsMetres[index]! - (levelsMetres[index - 1] ?? levelsMetres[0]!)) * fraction;
      probabilities.push(p);
      depths.push(
        defended
          ? p > defence.crestExceedanceProbability
            ? 0
            : Math.max(defence.crestMetres, level) - ground
          : Math.max(0, level - ground),
      );
    }
  });
  return expectedAnnualValue(probabilities, depths);
}

/** The mean over `count` equally spaced grounds of the finely integrated expected depth. */
function meanOverGrounds(
  defence: { crestMetres: number; crestExceedanceProbability: number },
  lowest: number,
  highest: number,
  count = 200,
): number {
  let total = 0;
  for (let node = 0; node < count; node += 1)
    total += fineExpectedDepth(defence, lowest + ((node + 0.5) / count) * (highest - lowest));
  return total / count;
}

const undefended = { crestMetres: Number.NEGATIVE_INFINITY, crestExceedanceProbability: 1 };
// The crest's probability on the curve read linearly: 2.6 m lies a third of the way from the
// 50-year 2.5 m to the 100-year 2.8 m.
const defended = { crestMetres: 2.6, crestExceedanceProbability: 0.02 - 0.01 / 3 };

describe('uncertainGroundFloodCurve', () => {
  it('is the defended curve of the one ground when the range has no width', () => {
    for (const defence of [undefended, defended])
      expect(
        uncertainGroundFloodCurve({
          levelsMetres,
          ...defence,
          lowestGroundMetres: 0.5,
          highestGroundMetres: 0.5,
        }),
      ).toEqual(defendedFloodCurve({ levelsMetres, ...defence, groundMetres: 0.5 }));
  });

  it('gives the mean expected depth over the grounds of the range (law of total probability)', () => {
    for (const defence of [undefended, defended])
      for (const [lowest, highest] of [
        [0, 10],
        [0.5, 3],
        [2, 20],
        [0, 0.2],
      ] as const) {
        const curve = uncertainGroundFloodCurve({
          levelsMetres,
          ...defence,
          lowestGroundMetres: lowest,
          highestGroundMetres: highest,
        });
        const mean = meanOverGrounds(defence, lowest, highest);
        expect(Math.abs(expectedDepth(curve) - mean)).toBeLessThanOrEqual(0.01 * mean + 1e-9);
      }
  });

  it('is a valid exceedance curve that starts at the first return period and ends dry above the range', () => {
    const curve = uncertainGroundFloodCurve({
      levelsMetres,
      ...defended,
      lowestGroundMetres: 0,
      highestGroundMetres: 10,
    });
    expect(curve.exceedanceProbabilities[0]).toBe(0.5);
    curve.exceedanceProbabilities.forEach((probability, index) => {
      expect(probability).toBeGreaterThanOrEqual(0);
      if (index === 0) return;
      expect(probability).toBeLessThanOrEqual(curve.exceedanceProbabilities[index - 1]!);
      expect(curve.intensities[index]).toBeGreaterThanOrEqual(curve.intensities[index - 1]!);
    });
    // The deepest flood is the 1000-year level over the lowest ground, reached by no one above it.
    expect(curve.intensities.at(-1)).toBeCloseTo(3.8, 9);
    expect(curve.exceedanceProbabilities.at(-1)).toBe(0);
  });

  it('floods less as the range reaches higher, and not at all when it lies above the highest level', () => {
    const depthFor = (highest: number) =>
      expectedDepth(
        uncertainGroundFloodCurve({
          levelsMetres,
          ...undefended,
          lowestGroundMetres: 0,
          highestGroundMetres: highest,
        }),
      );
    expect(depthFor(5)).toBeLessThan(depthFor(2));
    expect(depthFor(20)).toBeLessThan(depthFor(5));
    expect(
      expectedDepth(
        uncertainGroundFloodCurve({
          levelsMetres,
          ...undefended,
          lowestGroundMetres: 4,
          highestGroundMetres: 10,
        }),
      ),
    ).toBe(0);
  });
});
