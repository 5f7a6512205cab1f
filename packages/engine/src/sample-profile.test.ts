import { analysisResultSchema, hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { sampleProfile, sampleProfileWarning } from './sample-profile.ts';
import { exampleAsset } from './test-support/example-site.ts';

describe('sampleProfile', () => {
  const location = { latitude: 51.5, longitude: -0.12 };
  const sample = sampleProfile(location, exampleAsset());

  it('has the shape of a real result and is marked as a sample', () => {
    expect(() => analysisResultSchema.parse(sample)).not.toThrow();
    expect(sample.properties.sample).toBe(true);
    expect(sample.warnings).toEqual([sampleProfileWarning]);
    expect(sample.properties.riskHazards[0]).toHaveLength(hazardKeys.length);
    expect(sample.properties.riskHazardsElements[0]![0]).toHaveLength(12);
  });
  it('rates A in 1990 and B in 2100, rising in between', () => {
    expect(sample.properties.totalRisk[0]!).toBeLessThan(0.002);
    expect(sample.properties.totalRisk[110]!).toBeGreaterThanOrEqual(0.002);
    expect(sample.properties.totalRisk[110]!).toBeLessThan(0.01);
    expect(sample.summary.futureRating).toBe('B');
    sample.properties.totalRisk.slice(1).forEach((value, index) => {
      expect(value).toBeGreaterThanOrEqual(sample.properties.totalRisk[index]!);
    });
  });
  it('is deterministic', () => {
    expect(JSON.stringify(sampleProfile(location, exampleAsset()))).toBe(JSON.stringify(sample));
  });
});
