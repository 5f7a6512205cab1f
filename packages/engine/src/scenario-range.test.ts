import { scenarioRangeSchema } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { analyseAsset } from './analyse-asset.ts';
import { analyseScenarioRange } from './scenario-range.ts';
import { exampleAsset, exampleSite } from './test-support/example-site.ts';

describe('analyseScenarioRange', () => {
  const central = analyseAsset(exampleSite(), exampleAsset());
  const range = analyseScenarioRange(exampleSite(), exampleAsset(), central);

  it('satisfies the contract and names the central run’s scenario', () => {
    expect(() => scenarioRangeSchema.parse(range)).not.toThrow();
    expect(range.climateScenario).toBe(central.inputs.scenario.climateScenario);
  });

  it('holds the central total VAR and combined failure probability between its ends, every year', () => {
    central.properties.totalRisk.forEach((total, year) => {
      expect(range.lower.totalRisk[year]!).toBeLessThanOrEqual(total);
      expect(range.upper.totalRisk[year]!).toBeGreaterThanOrEqual(total);
    });
    central.summary.combinedFailure.forEach((combined, year) => {
      expect(range.lower.combinedFailure[year]!).toBeLessThanOrEqual(combined);
      expect(range.upper.combinedFailure[year]!).toBeGreaterThanOrEqual(combined);
    });
    expect(range.lower.combinedFailure).toHaveLength(central.summary.combinedFailure.length);
  });

  it('spreads by 2100, when the warming ranges part', () => {
    const last = central.properties.totalRisk.length - 1;
    expect(range.upper.totalRisk[last]!).toBeGreaterThan(range.lower.totalRisk[last]!);
  });
});
