import {
  optionalHazardKeys,
  type AnalysisResult,
  type OptionalHazardKey,
} from '@hazardscope/contracts';

/*
 * Apart from the customisation values: a run's hook needs this at start-up, and the customisation
 * module brings the saved-analysis schemas with it, which the first page must not build.
 */

/** The optional hazards an analysis left out: those of the three its scenario did not compute. */
export function excludedHazardsOf(analysis: AnalysisResult): OptionalHazardKey[] {
  return optionalHazardKeys.filter((hazard) => !analysis.inputs.scenario.hazards.includes(hazard));
}
