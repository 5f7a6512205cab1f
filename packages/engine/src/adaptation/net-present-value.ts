/**
 * Adaptation arithmetic: premiums, discounting and net present value.
 */

export interface NetPresentValueInput {
  /** Yearly amounts indexed from the scenario start year (e.g. premiums in currency units). */
  readonly yearlyAmounts: readonly number[];
  readonly scenarioStartYear: number;
  /** The year the window starts at (the current year). */
  readonly currentYear: number;
  /** Length of the window (years); 30 by default in the product. */
  readonly termYears: number;
  /** Discount rate per year as a fraction, e.g. 0.05. */
  readonly discountRate: number;
  /** Capital expenditure and the year it is spent, discounted in when that year is inside the window. */
  readonly capitalExpenditure?: number;
  readonly adaptationYear?: number;
}

/**
 * NPV = Σ_{k=1..term} amount[start + k − 1] / (1 + r)^k  (+ CAPEX / (1 + r)^k_a when the adaptation
 * year falls inside the window, k_a its position in the window counted from 1), the window starting
 * at the index of the current year relative to the scenario start year. Years beyond the series
 * count as zero.
 */
export function netPresentValue(input: NetPresentValueInput): number {
  const startIndex = input.currentYear - input.scenarioStartYear;
  let total = 0;
  for (let position = 1; position <= input.termYears; position += 1) {
    const amount = input.yearlyAmounts[startIndex + position - 1] ?? 0;
    total += amount / Math.pow(1 + input.discountRate, position);
  }
  if (input.capitalExpenditure !== undefined && input.adaptationYear !== undefined) {
    const position = input.adaptationYear - input.currentYear + 1;
    if (position >= 1 && position <= input.termYears) {
      total += input.capitalExpenditure / Math.pow(1 + input.discountRate, position);
    }
  }
  return total;
}

/** Baseline premiums: total VAR × replacement cost, per year. */
export function premiumSeries(totalRisk: readonly number[], replacementCost: number): number[] {
  return totalRisk.map((risk) => risk * replacementCost);
}

/**
 * A pathway's premiums: the baseline before the adaptation year, the adapted analysis's total VAR ×
 * replacement cost from the adaptation year on ('After a run the pathway series replaces
 * the baseline risk from the adaptation year onward').
 */
export function pathwayPremiumSeries(
  baselineTotalRisk: readonly number[],
  adaptedTotalRisk: readonly number[],
  replacementCost: number,
  scenarioStartYear: number,
  adaptationYear: number,
): number[] {
  const adaptationIndex = adaptationYear - scenarioStartYear;
  return baselineTotalRisk.map(
    (risk, index) =>
      (index >= adaptationIndex ? (adaptedTotalRisk[index] ?? risk) : risk) * replacementCost,
  );
}
