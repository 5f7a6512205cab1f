/** Codes per decade of the stored upstream area: code = round(20·log10(area km²)), ~12 % steps. */
export const drainageAreaCodesPerDecade = 20;

/** Upstream catchment area (km²) of a stored drainage code; 0 for the 'below 100 km²' code 0. */
export function drainageAreaSquareKilometres(code: number): number {
  return code === 0 ? 0 : Math.pow(10, code / drainageAreaCodesPerDecade);
}
