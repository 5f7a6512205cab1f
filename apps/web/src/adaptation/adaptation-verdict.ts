import { formatMoney, type AdaptationCompareReply } from '@hazardscope/contracts';

/**
 * Which pathway wins, in one sentence an owner can act on: the pathway with the lowest NPV of
 * premiums plus CAPEX below the baseline's, what it saves, and the year its CAPEX pays back.
 */
export function adaptationVerdict(comparison: AdaptationCompareReply): string | undefined {
  if (comparison.pathways.length === 0) return undefined;
  const window = `over the ${comparison.settings.termYears} years from ${comparison.currentYear}`;
  const baseline = formatMoney(comparison.baseline.netPresentValue);
  const best = comparison.pathways.find(
    (pathway) => pathway.pathwayNumber === comparison.bestPathwayNumber,
  );
  if (best === undefined) {
    return `No pathway costs less than doing nothing ${window}: the baseline's premiums have a net present value of ${baseline}, and every pathway's premiums plus CAPEX come to as much or more.`;
  }
  const payback =
    best.paybackYear === null
      ? 'its CAPEX does not pay back by 2100'
      : best.paybackAfterWindow
        ? `its CAPEX pays back by ${best.paybackYear}, after the window`
        : `its CAPEX pays back by ${best.paybackYear}`;
  return `Pathway - ${best.pathwayNumber} costs least ${window}: premiums plus CAPEX of ${formatMoney(best.netPresentValue)} in today's money, ${formatMoney(best.savedAgainstBaseline)} less than the baseline's ${baseline}; ${payback}.`;
}
