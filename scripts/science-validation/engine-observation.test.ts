import { describe, expect, it } from 'vitest';
import {
  engineObservation,
  freezeThawIndicatorCycles,
  intensityAtReturnPeriod,
  siteDiagnostic,
} from './engine-observation.ts';
import type { ScienceReference } from './science-references.ts';

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

describe('site quantities of a hazard Not Calculated for the asset', () => {
  // Helsinki without its ground: coastal inundation is Not Calculated, yet the model still reports
  // its relative sea-level trend over the gauge's years (−2.36 mm/yr against PSMSL's −2.23).
  const run = {
    analysis: {
      metadata: { inundation: { no_calc_reason: 'Ground height unknown: …' } },
    },
    intensities: {
      inundation: {
        years: [],
        curves: [],
        intensityMeasure: 'coastal water depth above ground at the site (m)',
        diagnostics: {
          relativeSeaLevelTrendOverGaugeRecordMillimetresPerYear: -2.36,
          coastalProtectionReturnPeriodYears: 50,
        },
      },
    },
  } as unknown as Parameters<typeof engineObservation>[1];
  const reference = (quantity: ScienceReference['quantity']) =>
    ({
      id: 'test',
      site: 'helsinki-centre',
      hazard: 'inundation',
      quantity,
      rule: 'difference',
      year: 2020,
    }) as unknown as ScienceReference;

  it('reads the sea-level trend and the protection standard from the diagnostics', () => {
    expect(engineObservation(reference('relativeSeaLevelTrendOverGaugeRecord'), run)).toEqual({
      kind: 'value',
      value: -2.36,
    });
    expect(engineObservation(reference('coastalProtectionReturnPeriod'), run)).toEqual({
      kind: 'value',
      value: 50,
    });
  });

  it('keeps quantities of the asset (its VAR) and unreported site quantities Not Calculated', () => {
    expect(engineObservation(reference('valueAtRisk'), run).kind).toBe('notCalculated');
    expect(engineObservation(reference('relativeSeaLevelRate'), run).kind).toBe('notCalculated');
  });

  it('names only site quantities as such', () => {
    expect(siteDiagnostic('annualDamageProbability', { annualDamageProbability: 0.1 })).toBe(
      undefined,
    );
    expect(siteDiagnostic('meanAnnualMaximumOneDayRainfall', {})).toBeUndefined();
    expect(
      siteDiagnostic('hundredYearOneDayRainfall', { hundredYearOneDayRainfallMillimetres: 210 }),
    ).toBe(210);
  });
});
