import { describe, expect, it } from 'vitest';
import {
  hazardKeys,
  riskRequestSchema,
  type HazardKey,
  type RiskRequest,
} from '@hazardscope/contracts';
import { catalogue } from '@hazardscope/catalogue';
import { loadHazardData } from '@hazardscope/hazard-data';
import { AnalysisInputError } from './analysis-input-error.ts';
import { runRiskAnalysis } from './run-risk-analysis.ts';

const dependencies = { catalogue, hazardData: loadHazardData(), now: new Date('2026-01-01') };

/** A request as the API parses it: a Simple House in central Sydney unless changed. */
function request(
  changes: { asset?: Partial<RiskRequest['asset']>; acronym?: string; excluded?: string[] } = {},
) {
  return riskRequestSchema.parse({
    archetype: { acronym: changes.acronym ?? 'SH' },
    asset: { latitude: -33.8688, longitude: 151.2093, ...changes.asset },
    scenario: { excludedHazards: changes.excluded ?? [] },
  });
}

function inputErrorOf(run: () => unknown): AnalysisInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof AnalysisInputError) return error;
    throw error;
  }
  throw new Error('expected an AnalysisInputError');
}

describe('runRiskAnalysis', () => {
  it('refuses an unknown asset type, naming the acronym and the field', () => {
    const error = inputErrorOf(() => runRiskAnalysis(request({ acronym: 'NOPE' }), dependencies));
    expect(error.kind).toBe('invalid');
    expect(error.field).toBe('archetype.acronym');
    expect(error.message).toContain("'NOPE'");
  });

  it('refuses a point far out at sea with what the person can do', () => {
    const error = inputErrorOf(() =>
      runRiskAnalysis(request({ asset: { latitude: 0, longitude: -140 } }), dependencies),
    );
    expect(error.field).toBe('asset');
    expect(error.message).toMatch(/at sea, more than 5 km from the nearest coast/);
  });

  it('refuses a design value out of its bounds with the field path and the form message', () => {
    const error = inputErrorOf(() =>
      runRiskAnalysis(request({ asset: { fields: { buildYear: 1700 } } }), dependencies),
    );
    expect(error.field).toBe('asset.fields.buildYear');
    expect(error.message).toContain('Minimum allowed value is');
  });

  it("applies the user's changes over the archetype's defaults and uses a typed ground height", () => {
    const outcome = runRiskAnalysis(
      request({ asset: { fields: { elevation: 42 } } }),
      dependencies,
    );
    expect(outcome.fieldValues.elevation).toBe(42);
    expect(outcome.site.terrain.elevationMetres).toBe(42);
    expect(outcome.site.terrain.elevationSource.kind).toBe('user');
    // Every other field keeps its default.
    const defaults = runRiskAnalysis(request(), dependencies).fieldValues;
    expect({ ...outcome.fieldValues, elevation: defaults.elevation }).toEqual(defaults);
  });

  it('leaves the excluded optional hazards out of the result and names the address', () => {
    const outcome = runRiskAnalysis(
      request({ excluded: ['freeze-thaw'], asset: { address: '1 Macquarie Street, Sydney' } }),
      dependencies,
    );
    expect(outcome.analysis.properties.address).toBe('1 Macquarie Street, Sydney');
    expect(outcome.analysis.metadata['freeze-thaw']?.no_calc_reason).toBe(
      'Switched off for this analysis',
    );
    const computed = runRiskAnalysis(request(), dependencies).analysis;
    expect(computed.metadata['freeze-thaw']?.no_calc_reason).not.toBe(
      'Switched off for this analysis',
    );
  });

  it('gives the same result for the same request (deterministic)', () => {
    const first = runRiskAnalysis(request(), dependencies).analysis;
    const second = runRiskAnalysis(request(), dependencies).analysis;
    expect(second).toEqual(first);
  });

  describe("honours the user's ground and floor height in every water hazard", () => {
    /** Value at risk of a hazard in 2050 for a Simple House at a point with the given fields. */
    function valueAtRisk2050(
      hazard: HazardKey,
      latitude: number,
      longitude: number,
      fields: Record<string, number>,
    ): number | 'Not Calculated' {
      const { analysis } = runRiskAnalysis(
        request({ asset: { latitude, longitude, fields } }),
        dependencies,
      );
      if (analysis.metadata[hazard]?.no_calc_reason !== undefined) return 'Not Calculated';
      return analysis.properties.riskHazards[2050 - 1990]![hazardKeys.indexOf(hazard)]!;
    }
    // Cologne's Altstadt on the Rhine bank, and downtown Miami by Biscayne Bay.
    const cologne = [50.9365, 6.9625] as const;
    const miami = [25.77, -80.19] as const;

    it('riverine: a ground above the floodplain is dry, a raised floor floods less', () => {
      const riverside = valueAtRisk2050('flood_riverine', ...cologne, { elevation: 40 });
      const hill = valueAtRisk2050('flood_riverine', ...cologne, { elevation: 70 });
      const raised = valueAtRisk2050('flood_riverine', ...cologne, {
        elevation: 40,
        heightAboveGround: 1.5,
      });
      expect(riverside).toBeGreaterThan(0);
      expect(hill).toBe(0);
      expect(raised).toBeLessThan(riverside as number);
    });

    it('coastal: Not Calculated without the ground, less on higher ground or a raised floor', () => {
      expect(valueAtRisk2050('inundation', ...miami, {})).toBe('Not Calculated');
      const low = valueAtRisk2050('inundation', ...miami, { elevation: 0.5 });
      const high = valueAtRisk2050('inundation', ...miami, { elevation: 3 });
      const raised = valueAtRisk2050('inundation', ...miami, {
        elevation: 0.5,
        heightAboveGround: 1.5,
      });
      expect(low).toBeGreaterThan(high as number);
      expect(high).toBeGreaterThan(0);
      expect(raised).toBeLessThan(low as number);
    });

    it('surface water: ponding is local, so the ground does not move it, and a raised floor clears it', () => {
      const atGrade = valueAtRisk2050('flood_surfacewater', ...miami, { elevation: 0.5 });
      const higherGround = valueAtRisk2050('flood_surfacewater', ...miami, { elevation: 3 });
      const raised = valueAtRisk2050('flood_surfacewater', ...miami, {
        elevation: 0.5,
        heightAboveGround: 1.5,
      });
      expect(atGrade).toBeGreaterThan(0);
      expect(higherGround).toBe(atGrade);
      expect(raised).toBeLessThan(atGrade as number);
    });
  });
});
