/** Codes per decade of the stored upstream area: code = round(20·log10(area km²)), ~12 % steps. */
export const drainageAreaCodesPerDecade = 20;

/** Upstream catchment area (km²) of a stored drainage code; 0 for the 'below 100 km²' code 0. */
export function drainageAreaSquareKilometres(code: number): number {
  return code === 0 ? 0 : Math.pow(10, code / drainageAreaCodesPerDecade);
}

/**
 * The D8 steps (row south→north, column west→east) of the stored flow-direction codes: code
 * 1 + index; 0 marks an ocean cell (the outlet).
 */
export const flowDirectionSteps: readonly { rowStep: number; columnStep: number }[] = [
  { rowStep: -1, columnStep: -1 },
  { rowStep: -1, columnStep: 0 },
  { rowStep: -1, columnStep: 1 },
  { rowStep: 0, columnStep: -1 },
  { rowStep: 0, columnStep: 1 },
  { rowStep: 1, columnStep: -1 },
  { rowStep: 1, columnStep: 0 },
  { rowStep: 1, columnStep: 1 },
];
