import { hazardKeys, type AnalysisResult, type HazardKey } from '@hazardscope/contracts';

/**
 * What the charts read from an analysis: the yearly series, indexed by `year − startYear`, hazards
 * in `hazardKeys` order and elements in `elementNames` order. An AnalysisResult maps onto it
 * directly (see `chartInputFromAnalysis`); keeping it narrow lets the PDF and the screen share it.
 */
export interface ChartInput {
  startYear: number;
  /** True for the illustrative sample profile: charts are muted and labelled 'SAMPLE ONLY'. */
  sample: boolean;
  /** Total VAR per year (fraction of replacement cost). */
  totalRisk: readonly number[];
  /** VAR per year and hazard (fraction). */
  riskHazards: readonly (readonly number[])[];
  /** Annual failure probability per year and hazard. */
  failureHazards: readonly (readonly number[])[];
  /** Combined annual failure probability per year, 1 − Π(1 − FP_h). */
  combinedFailure: readonly number[];
  /** Share of VAR per year, hazard and element (fraction of replacement cost). */
  riskHazardsElements: readonly (readonly (readonly number[])[])[];
  elementNames: readonly string[];
  /** Hazards that were not computed, with the reason shown as 'Not Calculated'. */
  notCalculated: Partial<Record<HazardKey, string>>;
  /** Hazards whose damage is computed but whose failure probability is not, with the reason. */
  failureNotCalculated: Partial<Record<HazardKey, string>>;
  /**
   * Computed hazards whose low or zero result may only mean the embedded data cannot see the
   * hazard at the site, with the reason (never on the sample, whose numbers are illustrative).
   */
  dataLimited: Partial<Record<HazardKey, string>>;
}

// The maximum-to-date series (from 2020) is one rule, kept in contracts.
export { maximumToDateFromYear, runningMaximumFrom } from '@hazardscope/contracts';

export function yearsOf(input: ChartInput): number[] {
  return input.totalRisk.map((_, index) => input.startYear + index);
}

/** The value of a yearly series at a calendar year, or undefined outside the analysis. */
export function valueInYear<T>(
  series: readonly T[],
  startYear: number,
  year: number,
): T | undefined {
  return series[year - startYear];
}

/** The chart input of an analysis result: its series, and the hazards that were not calculated. */
export function chartInputFromAnalysis(analysis: AnalysisResult): ChartInput {
  const notCalculated: ChartInput['notCalculated'] = {};
  const failureNotCalculated: ChartInput['failureNotCalculated'] = {};
  const dataLimited: ChartInput['dataLimited'] = {};
  for (const hazard of hazardKeys) {
    const limitation = analysis.metadata[hazard]?.data_limitation;
    if (limitation !== undefined && !analysis.properties.sample) dataLimited[hazard] = limitation;
    const reason = analysis.metadata[hazard]?.no_calc_reason;
    if (reason !== undefined) notCalculated[hazard] = reason;
    const failureReason = analysis.metadata[hazard]?.failure_no_calc_reason;
    if (failureReason !== undefined) failureNotCalculated[hazard] = failureReason;
  }
  return {
    startYear: analysis.inputs.scenario.startYear,
    sample: analysis.properties.sample,
    totalRisk: analysis.properties.totalRisk,
    riskHazards: analysis.properties.riskHazards,
    failureHazards: analysis.properties.failureHazards,
    combinedFailure: analysis.summary.combinedFailure,
    riskHazardsElements: analysis.properties.riskHazardsElements,
    elementNames: analysis.properties.elementNames,
    notCalculated,
    failureNotCalculated,
    dataLimited,
  };
}
