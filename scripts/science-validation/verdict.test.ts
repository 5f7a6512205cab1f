import { describe, expect, it } from 'vitest';
import { judge, type EngineObservation, type PublishedFigure, type Verdict } from './verdict.ts';

const value = (engineValue: number): EngineObservation => ({ kind: 'value', value: engineValue });
const notCalculated: EngineObservation = { kind: 'notCalculated', reason: 'No data' };
const notReported: EngineObservation = { kind: 'notReported', reason: 'not exposed' };

const cases: readonly [string, PublishedFigure, EngineObservation, Verdict, boolean][] = [
  ['a ratio of exactly 3 is within', { rule: 'ratio', value: 2 }, value(6), 'within ×3', true],
  ['a ratio of exactly 1/3 is within', { rule: 'ratio', value: 3 }, value(1), 'within ×3', true],
  ['a ratio above 3 is outside', { rule: 'ratio', value: 2 }, value(6.01), 'outside ×3', false],
  ['a ratio below 1/3 is outside', { rule: 'ratio', value: 3 }, value(0.99), 'outside ×3', false],
  [
    'inside a range is within',
    { rule: 'ratio', low: 100, high: 200 },
    value(150),
    'within ×3',
    true,
  ],
  [
    '3× the top of a range is within',
    { rule: 'ratio', low: 100, high: 200 },
    value(600),
    'within ×3',
    true,
  ],
  [
    'a third of the bottom of a range is within',
    { rule: 'ratio', low: 90, high: 200 },
    value(30),
    'within ×3',
    true,
  ],
  [
    'below a third of a range is outside',
    { rule: 'ratio', low: 90, high: 200 },
    value(29),
    'outside ×3',
    false,
  ],
  [
    'a zero against a positive figure is a false zero',
    { rule: 'ratio', value: 0.015 },
    value(0),
    'false zero',
    false,
  ],
  [
    "a zero against an area's mean is a miss, not a false zero (the mean does not name the site)",
    { rule: 'ratio', value: 0.015, areaMean: true },
    value(0),
    'outside ×3',
    false,
  ],
  [
    'Not Calculated against a figure is false',
    { rule: 'ratio', value: 100 },
    notCalculated,
    'false Not Calculated',
    false,
  ],
  [
    'an unexposed quantity is not reported',
    { rule: 'ratio', value: 100 },
    notReported,
    'not reported',
    false,
  ],
  ['exposed and positive', { rule: 'exposed' }, value(0.001), 'as expected', true],
  ['exposed but zero', { rule: 'exposed' }, value(0), 'false zero', false],
  ['exposed but Not Calculated', { rule: 'exposed' }, notCalculated, 'false Not Calculated', false],
  ['not exposed and zero', { rule: 'notExposed' }, value(0), 'as expected', true],
  ['not exposed and Not Calculated', { rule: 'notExposed' }, notCalculated, 'as expected', true],
  ['not exposed but positive', { rule: 'notExposed' }, value(0.02), 'qualitatively wrong', false],
  [
    'within ±3 °C of a record',
    { rule: 'difference', value: 37, toleranceAbsolute: 3 },
    value(39.5),
    'within tolerance',
    true,
  ],
  [
    '4.9 °C above a record',
    { rule: 'difference', value: 37, toleranceAbsolute: 3 },
    value(41.9),
    'outside tolerance',
    false,
  ],
  [
    'a difference is never a false zero',
    { rule: 'difference', value: 1, toleranceAbsolute: 3 },
    value(0),
    'within tolerance',
    true,
  ],
  ['at least a threshold', { rule: 'atLeast', value: 43.3 }, value(45), 'as expected', true],
  [
    'short of a threshold',
    { rule: 'atLeast', value: 43.3 },
    value(42),
    'qualitatively wrong',
    false,
  ],
  ['below a ceiling', { rule: 'below', value: 0.0154 }, value(0.01), 'as expected', true],
  [
    'at a ceiling is not below it',
    { rule: 'below', value: 0.0154 },
    value(0.0154),
    'qualitatively wrong',
    false,
  ],
  [
    'Not Calculated under a ceiling',
    { rule: 'below', value: 0.0154 },
    notCalculated,
    'as expected',
    true,
  ],
];

describe('judge', () => {
  for (const [behaviour, figure, observation, verdict, within] of cases) {
    it(`${behaviour}: ${verdict}`, () => {
      const judgement = judge(figure, observation);
      expect(judgement.verdict).toBe(verdict);
      expect(judgement.within).toBe(within);
    });
  }
  it('reports the ratio to the nearer end of a range and the difference from a value', () => {
    expect(judge({ rule: 'ratio', low: 100, high: 200 }, value(50)).ratio).toBe(0.5);
    expect(judge({ rule: 'ratio', low: 100, high: 200 }, value(800)).ratio).toBe(4);
    expect(
      judge({ rule: 'difference', value: 37, toleranceAbsolute: 3 }, value(41.9)).difference,
    ).toBeCloseTo(4.9, 9);
  });
});
