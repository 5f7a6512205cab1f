import { describe, expect, it } from 'vitest';
import { freezeThawIndicatorCycles, intensityAtReturnPeriod } from './engine-observation.ts';

const curve = {
  exceedanceProbabilities: [1 / 2, 1 / 10, 1 / 100, 1 / 1000],
  intensities: [1, 2, 3, 5],
};

describe('intensityAtReturnPeriod', () => {
  it('reads a return period on the curve exactly', () => {
    expect(intensityAtReturnPeriod(curve, 10)).toBe(2);
    expect(intensityAtReturnPeriod(curve, 1000)).toBe(5);
  });
  it('interpolates linearly in the logarithm of the exceedance probability', () => {
    expect(intensityAtReturnPeriod(curve, Math.sqrt(10 * 100))).toBeCloseTo(2.5, 12);
    expect(intensityAtReturnPeriod(curve, Math.sqrt(100 * 1000))).toBeCloseTo(4, 12);
  });
  it('gives nothing outside the curve', () => {
    expect(intensityAtReturnPeriod(curve, 1.5)).toBeUndefined();
    expect(intensityAtReturnPeriod(curve, 5000)).toBeUndefined();
  });
});

describe('freezeThawIndicatorCycles', () => {
  const runWith = (items: { name: string; description: string }[]) =>
    ({
      analysis: { metadata: { 'freeze-thaw': { context: { items } } } },
    }) as unknown as Parameters<typeof freezeThawIndicatorCycles>[0];

  it('interpolates the cycles between the years the indicator lists, and holds at its ends', () => {
    const run = runWith([
      { name: 'Freeze–thaw cycles, 1981–2010 climate', description: '60 per year' },
      { name: 'Freeze–thaw cycles, 1990', description: '60 per year' },
      { name: 'Freeze–thaw cycles, 2050', description: '30 per year' },
      { name: 'Freeze–thaw cycles, 2100', description: '10 per year' },
    ]);
    expect(freezeThawIndicatorCycles(run, 2020)).toBeCloseTo(45, 12);
    expect(freezeThawIndicatorCycles(run, 1980)).toBe(60);
    expect(freezeThawIndicatorCycles(run, 2100)).toBe(10);
  });

  it('gives nothing when the analysis carries no indicator', () => {
    expect(freezeThawIndicatorCycles(runWith([]), 2020)).toBeUndefined();
  });
});
