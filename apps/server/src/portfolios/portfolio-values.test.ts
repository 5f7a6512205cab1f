import { describe, expect, it } from 'vitest';
import { roundFraction } from '@hazardscope/contracts';
import { encodeAssetValues, readAssetValues } from './portfolio-values.ts';

describe('stored portfolio values', () => {
  it('give back the engine’s doubles bit for bit, totals with their sums’ noise', () => {
    const fractions = [0, 1, 0.006272166, 1e-9, 0.123456789, 0.999999999].map(roundFraction);
    const bytes = encodeAssetValues({
      totalRisk: fractions.map((value) => value + 0.1 + 0.2),
      riskHazards: fractions.map((value) => Array.from({ length: 9 }, () => value)),
      lower: fractions,
      upper: fractions,
    });
    const reader = readAssetValues(bytes);
    expect(reader.years).toBe(fractions.length);
    for (const [year, value] of fractions.entries()) {
      expect(Object.is(reader.total(year), value + 0.1 + 0.2)).toBe(true);
      expect(Object.is(reader.hazard(year, 8), value)).toBe(true);
      expect(Object.is(reader.upper(year), value)).toBe(true);
    }
  });
});
