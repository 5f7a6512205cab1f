/**
 * Adaptation arithmetic: the net present value (NPV) of technical insurance premiums plus capital
 * expenditure (CAPEX), the rule the adaptation planner compares pathways by.
 *
 * NPV = Σ_{k=1..term} amount[s + k − 1] / (1 + r)^k + Σ_{options in the window} CAPEX / (1 + r)^k_a
 *
 * where s is the index of the current year relative to the scenario start year (the window starts
 * there and runs for the NPV term), r the discount rate per year and k_a the position of an
 * option's adaptation year in the window, counted from 1 like the yearly amounts. CAPEX spent
 * outside the window is not counted. This is ordinary end-of-year discounting (present value of a
 * cash flow n years away = amount / (1 + r)^n; e.g. Brealey, Myers & Allen, Principles of Corporate
 * Finance, ch. 2).
 */

/** One capital expenditure: what is spent (currency units) and in which calendar year. */
export interface CapitalExpenditure {
  readonly year: number;
  readonly amount: number;
}

export interface NetPresentValueSettings {
  readonly scenarioStartYear: number;
  /** The year the window starts at (the current year). */
  readonly currentYear: number;
  /** Length of the window (years); 30 by default in the product. */
  readonly termYears: number;
  /** Discount rate per year as a fraction, e.g. 0.05. */
  readonly discountRate: number;
}

export interface NetPresentValueInput extends NetPresentValueSettings {
  /** Yearly amounts indexed from the scenario start year (e.g. premiums in currency units). */
  readonly yearlyAmounts: readonly number[];
  /** Each option's CAPEX, discounted in when its year is inside the window. */
  readonly capitalExpenditures?: readonly CapitalExpenditure[];
}

/** The discount factor 1 / (1 + r)^position of the window's `position`-th year (from 1). */
function discountFactor(discountRate: number, position: number): number {
  return 1 / Math.pow(1 + discountRate, position);
}

/** Position (from 1) of a calendar year in the window, or undefined when outside it. */
function windowPosition(settings: NetPresentValueSettings, year: number): number | undefined {
  const position = year - settings.currentYear + 1;
  return position >= 1 && position <= settings.termYears ? position : undefined;
}

/** NPV of the yearly amounts plus CAPEX over the window; years beyond the series count as zero. */
export function netPresentValue(input: NetPresentValueInput): number {
  const startIndex = input.currentYear - input.scenarioStartYear;
  let total = 0;
  for (let position = 1; position <= input.termYears; position += 1) {
    const amount = input.yearlyAmounts[startIndex + position - 1] ?? 0;
    total += amount * discountFactor(input.discountRate, position);
  }
  for (const expenditure of input.capitalExpenditures ?? []) {
    const position = windowPosition(input, expenditure.year);
    if (position !== undefined) {
      total += expenditure.amount * discountFactor(input.discountRate, position);
    }
  }
  return total;
}

/** Technical insurance premiums: total VAR (fraction) × replacement cost, per year. */
export function premiumSeries(totalRisk: readonly number[], replacementCost: number): number[] {
  return totalRisk.map((risk) => risk * replacementCost);
}

/**
 * The first calendar year by which a pathway has paid back: its discounted premium savings against
 * the baseline, summed from the window's first year (the current year), reach the discounted CAPEX
 * spent, once the last CAPEX is spent. The search runs to the end of the series (2100), past the
 * NPV window, discounting on by the same rule, so a pathway that pays back after the window is
 * told when it does (see `paysBackAfterWindow`). Undefined when it never pays back.
 */
export function paybackYear(
  input: NetPresentValueSettings & {
    baselinePremiums: readonly number[];
    pathwayPremiums: readonly number[];
    capitalExpenditures: readonly CapitalExpenditure[];
  },
): number | undefined {
  const startIndex = input.currentYear - input.scenarioStartYear;
  const lastIndex = Math.max(input.baselinePremiums.length, input.pathwayPremiums.length) - 1;
  let balance = 0;
  for (let index = startIndex; index <= lastIndex; index += 1) {
    const position = index - startIndex + 1;
    const year = input.currentYear + position - 1;
    const factor = discountFactor(input.discountRate, position);
    const saving = (input.baselinePremiums[index] ?? 0) - (input.pathwayPremiums[index] ?? 0);
    const spent = input.capitalExpenditures
      .filter((expenditure) => expenditure.year === year)
      .reduce((sum, expenditure) => sum + expenditure.amount, 0);
    balance += (saving - spent) * factor;
    const spentLater = input.capitalExpenditures.some((expenditure) => expenditure.year > year);
    // Paid back once the savings exceed everything spent, with nothing more still to be spent.
    if (balance > 0 && !spentLater) return year;
  }
  return undefined;
}

/** Whether a payback year lies after the NPV window (its last year is current year + term − 1). */
export function paysBackAfterWindow(settings: NetPresentValueSettings, year: number): boolean {
  return year > settings.currentYear + settings.termYears - 1;
}

export interface PathwayComparisonInput extends NetPresentValueSettings {
  readonly baselinePremiums: readonly number[];
  readonly pathways: readonly {
    readonly pathwayNumber: number;
    readonly premiums: readonly number[];
    readonly capitalExpenditures: readonly CapitalExpenditure[];
  }[];
}

export interface PathwayOutcome {
  readonly pathwayNumber: number;
  readonly netPresentValue: number;
  /** Baseline NPV − pathway NPV: positive when the pathway costs less over the window. */
  readonly savedAgainstBaseline: number;
  /** See `paybackYear` (it may lie after the window); undefined when it never pays back. */
  readonly paybackYear: number | undefined;
  /** True when the payback year lies after the NPV window. */
  readonly paybackAfterWindow: boolean;
}

export interface PathwayComparison {
  readonly baselineNetPresentValue: number;
  readonly pathways: readonly PathwayOutcome[];
  /** The pathway with the lowest NPV, when it is below the baseline's; undefined otherwise. */
  readonly bestPathwayNumber: number | undefined;
}

/** Which pathway wins: each pathway's NPV, what it saves against the baseline and its payback year. */
export function comparePathways(input: PathwayComparisonInput): PathwayComparison {
  const baselineNetPresentValue = netPresentValue({
    ...input,
    yearlyAmounts: input.baselinePremiums,
  });
  const pathways = input.pathways.map((pathway): PathwayOutcome => {
    const value = netPresentValue({
      ...input,
      yearlyAmounts: pathway.premiums,
      capitalExpenditures: pathway.capitalExpenditures,
    });
    const saved = baselineNetPresentValue - value;
    // Also for a pathway that costs more over the window: it may still pay back after it.
    const payback = paybackYear({
      ...input,
      pathwayPremiums: pathway.premiums,
      capitalExpenditures: pathway.capitalExpenditures,
    });
    return {
      pathwayNumber: pathway.pathwayNumber,
      netPresentValue: value,
      savedAgainstBaseline: saved,
      paybackYear: payback,
      paybackAfterWindow: payback !== undefined && paysBackAfterWindow(input, payback),
    };
  });
  const best = pathways
    .filter((pathway) => pathway.savedAgainstBaseline > 0)
    .reduce<PathwayOutcome | undefined>(
      (winner, pathway) =>
        winner === undefined || pathway.netPresentValue < winner.netPresentValue ? pathway : winner,
      undefined,
    );
  return { baselineNetPresentValue, pathways, bestPathwayNumber: best?.pathwayNumber };
}
