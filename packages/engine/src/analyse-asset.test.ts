import { analysisResultSchema, hazardKeys } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { analyseAsset } from './analyse-asset.ts';
import { combinedFailureProbability } from './summarise-risk.ts';
import { exampleAsset, exampleSite } from './test-support/example-site.ts';

const hazardIndex = (key: (typeof hazardKeys)[number]) => hazardKeys.indexOf(key);

describe('analyseAsset', () => {
  const result = analyseAsset(exampleSite(), exampleAsset());

  it('returns 111 years × 9 hazards × 12 elements that satisfy the Analysis contract', () => {
    expect(() => analysisResultSchema.parse(result)).not.toThrow();
    expect(result.properties.totalRisk).toHaveLength(111);
    expect(result.properties.riskHazards[0]).toHaveLength(9);
    expect(result.properties.riskHazardsElements[0]![0]).toHaveLength(12);
    expect(result.geometry.coordinates).toEqual([153, -27.5]);
  });
  it('makes each hazard the sum of its elements and the total the sum of the hazards', () => {
    result.properties.riskHazards.forEach((byHazard, yearIndex) => {
      byHazard.forEach((value, index) => {
        const elements = result.properties.riskHazardsElements[yearIndex]![index]!;
        // Each stored fraction is rounded to 1e-9, so a sum of twelve may differ by ~6e-9.
        expect(elements.reduce((sum, share) => sum + share, 0)).toBeCloseTo(value, 8);
      });
      expect(result.properties.totalRisk[yearIndex]).toBeCloseTo(
        Math.min(
          1,
          byHazard.reduce((sum, value) => sum + value, 0),
        ),
        12,
      );
    });
  });
  it('combines hazards as independent: 1 − Π(1 − FP_h)', () => {
    expect(combinedFailureProbability([0.1, 0.2])).toBeCloseTo(0.28, 12);
    const lastYear = result.properties.failureHazards[110]!;
    expect(result.summary.combinedFailure[110]).toBeCloseTo(
      combinedFailureProbability(lastYear),
      12,
    );
  });
  it('rates the first analysis year (2020) and the peak year, and tracks running maxima from 2020', () => {
    expect(result.summary.currentRatingYear).toBe(2020);
    expect(result.summary.maximumToDateTotalRisk[29]).toBeNull();
    expect(result.summary.maximumToDateTotalRisk[30]).toBe(result.properties.totalRisk[30]);
    const maxima = result.summary.maximumToDateTotalRisk.slice(30) as number[];
    maxima.forEach((value, index) => {
      expect(value).toBeGreaterThanOrEqual(result.properties.totalRisk[30 + index]!);
      if (index > 0) expect(value).toBeGreaterThanOrEqual(maxima[index - 1]!);
    });
  });
  it('reports switched-off hazards with a reason and zero risk', () => {
    const switchedOff = analyseAsset(exampleSite(), exampleAsset(), { hazards: ['heat', 'wind'] });
    expect(switchedOff.metadata.flood_riverine.no_calc_reason).toBe(
      'Switched off for this analysis',
    );
    expect(
      switchedOff.properties.riskHazards.every(
        (byHazard) => byHazard[hazardIndex('flood_riverine')] === 0,
      ),
    ).toBe(true);
  });
  it("drops elements whose material is 'Not Included'", () => {
    const asset = exampleAsset();
    asset.elements[0] = {
      ...asset.elements[0]!,
      material: { id: 'none', name: 'Not Included', failure_coefficients: {} },
    };
    const withoutFoundation = analyseAsset(exampleSite(), asset);
    expect(withoutFoundation.properties.elementNames).not.toContain('Foundation');
    expect(withoutFoundation.properties.riskHazardsElements[0]![0]).toHaveLength(11);
  });
  it('sets soil-movement risk to zero for a non-normal foundation design', () => {
    const asset = exampleAsset();
    asset.design.foundationDesign = 'other';
    const other = analyseAsset(exampleSite(), asset);
    expect(
      other.properties.riskHazards.every(
        (byHazard) => byHazard[hazardIndex('soil_movement')] === 0,
      ),
    ).toBe(true);
    expect(result.properties.riskHazards[60]![hazardIndex('soil_movement')]).toBeGreaterThan(0);
  });
  it('carries heat threshold temperature and flood defence return period in the metadata', () => {
    expect(result.metadata.heat.threshold_temperature).toBeTypeOf('number');
    expect(result.metadata.flood_riverine.flood_defence_return_period).toBe(98.6);
    // The example's ground is the embedded grid's: coastal inundation waits for the site's own.
    expect(result.metadata.inundation.no_calc_reason).toMatch(/^Ground height unknown/);
    expect(result.warnings.some((warning) => warning.includes('floods about that often'))).toBe(
      true,
    );
  });
  it('calculates coastal inundation once the ground is entered, and a higher floor lowers it', () => {
    const asset = exampleAsset();
    asset.design.elevation = 0.5;
    const entered = analyseAsset(exampleSite(), asset);
    expect(entered.metadata.inundation.no_calc_reason).toBeUndefined();
    const at2100 = (analysis: typeof entered) =>
      analysis.properties.riskHazards[2100 - 1990]![hazardIndex('inundation')]!;
    expect(at2100(entered)).toBeGreaterThan(0);
    asset.design.heightAboveGround = 1.5;
    const raised = analyseAsset(exampleSite(), asset);
    expect(at2100(raised)).toBeLessThan(at2100(entered));
  });
  it('passes the site warnings on and adds the rules that drive a result', () => {
    expect(result.warnings).toContain('Elevation is from a 5′ grid.');
    expect(
      result.warnings.some((warning) =>
        warning.startsWith('Riverine flooding uses a parametric rule'),
      ),
    ).toBe(true);
  });
});
