import { describe, expect, it } from 'vitest';
import { riskRequestSchema, type RiskRequest } from '@hazardscope/contracts';
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
});
