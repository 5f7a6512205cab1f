import { describe, expect, it } from 'vitest';
import { hazardKeys, roundFraction } from '@hazardscope/contracts';
import { encodeAssetValues, readAssetValues } from './portfolio-values.ts';

describe('stored portfolio values', () => {
  it('give back the engine’s doubles bit for bit, totals with their sums’ noise', () => {
    const fractions = [0, 1, 0.006272166, 1e-9, 0.123456789, 0.999999999].map(roundFraction);
    const bytes = encodeAssetValues({
      totalRisk: fractions.map((value) => value + 0.1 + 0.2),
      riskHazards: fractions.map((value) => Array.from({ length: 9 }, () => value)),
      lower: fractions,
      upper: fractions,
      notCalculated: [],
    });
    const reader = readAssetValues(bytes);
    expect(reader.years).toBe(fractions.length);
    for (const [year, value] of fractions.entries()) {
      expect(Object.is(reader.total(year), value + 0.1 + 0.2)).toBe(true);
      expect(Object.is(reader.hazard(year, 8), value)).toBe(true);
      expect(Object.is(reader.upper(year), value)).toBe(true);
    }
    expect(hazardKeys.some((_, hazardIndex) => reader.notCalculated(hazardIndex))).toBe(false);
  });

  it('mark a hazard not calculated at the site, read back as 0 and as not calculated', () => {
    const bytes = encodeAssetValues({
      totalRisk: [0.01, 0.02],
      riskHazards: [hazardKeys.map(() => 0.001), hazardKeys.map(() => 0.002)],
      lower: [0.01, 0.02],
      upper: [0.01, 0.02],
      notCalculated: ['inundation'],
    });
    const reader = readAssetValues(bytes);
    const coastal = hazardKeys.indexOf('inundation');
    expect(reader.notCalculated(coastal)).toBe(true);
    expect(reader.hazard(1, coastal)).toBe(0);
    expect(reader.hazardBillionths(1, coastal)).toBe(0);
    expect(reader.notCalculated(hazardKeys.indexOf('heat'))).toBe(false);
    expect(reader.hazard(1, hazardKeys.indexOf('heat'))).toBe(0.002);
  });
});
