import type { WarmingLevelResponse } from '@hazardscope/contracts';

/**
 * The one interpolator of every climate-change signal: the change of a quantity at a global warming
 * level, piecewise linear through (baselineWarming, 0) and the response's points.
 *
 * - Beyond the last assessed warming level the change is HELD at its last value: no published
 *   response is extrapolated past the warming its authors assessed (AR6 regional tables stop at
 *   +4 °C, Knutson et al. 2020 at +2 °C), so 2100 at +4.7 °C takes the +4 °C change.
 * - Below the first point the first segment is continued towards and through the baseline (1990, at
 *   +0.66 °C, is cooler than the 1995–2014 baseline at +0.85 °C and gets a small negative change).
 *
 * The re-basing rule: a change published relative to one period (1850–1900 for the AR6 regional
 * tables, 1995–2014 for the chapter-12 grids) is added to a climatology of another period only after
 * removing the response at that climatology's warming level, so the climatology itself is never
 * shifted by warming that it already contains. Additive quantities (°C, days, events, mm) subtract
 * it: c(w) − c(w_clim). Percent changes compose as ratios: (1 + c(w)/100) / (1 + c(w_clim)/100) − 1.
 */
export function changeAtWarming(
  response: WarmingLevelResponse,
  warmingCelsius: number,
  climatologyWarmingCelsius: number = response.baselineWarmingCelsius,
): number {
  return rebase(response, responseNodes(response), warmingCelsius, climatologyWarmingCelsius);
}

/**
 * The change at each warming level of a path, relative to a climatology at
 * `climatologyWarmingCelsius` (by default the response's own baseline period); zeros when the
 * response is missing.
 */
export function changeAlongPath(
  response: WarmingLevelResponse | null,
  warmingByYear: readonly number[],
  climatologyWarmingCelsius?: number,
): number[] {
  if (response === null) return warmingByYear.map(() => 0);
  const nodes = responseNodes(response);
  const fromWarming = climatologyWarmingCelsius ?? response.baselineWarmingCelsius;
  return warmingByYear.map((warming) => rebase(response, nodes, warming, fromWarming));
}

type Node = readonly [warmingCelsius: number, change: number];

function rebase(
  response: WarmingLevelResponse,
  nodes: readonly Node[],
  warmingCelsius: number,
  climatologyWarmingCelsius: number,
): number {
  const change = interpolateNodes(nodes, warmingCelsius);
  if (climatologyWarmingCelsius === response.baselineWarmingCelsius) return change;
  const climatologyChange = interpolateNodes(nodes, climatologyWarmingCelsius);
  if (response.unit === 'percent')
    return ((1 + change / 100) / (1 + climatologyChange / 100) - 1) * 100;
  return change - climatologyChange;
}

function responseNodes(response: WarmingLevelResponse): Node[] {
  const nodes: Node[] = response.points
    .filter((point) => point.warmingCelsius !== response.baselineWarmingCelsius)
    .map((point) => [point.warmingCelsius, point.change] as const);
  nodes.push([response.baselineWarmingCelsius, 0]);
  nodes.sort((left, right) => left[0] - right[0]);
  return nodes;
}

function interpolateNodes(nodes: readonly Node[], warmingCelsius: number): number {
  const last = nodes[nodes.length - 1]!;
  if (nodes.length === 1 || warmingCelsius >= last[0]) return last[1];
  let upperIndex = 1;
  while (upperIndex < nodes.length - 1 && warmingCelsius > nodes[upperIndex]![0]) upperIndex += 1;
  const [lowerWarming, lowerChange] = nodes[upperIndex - 1]!;
  const [upperWarming, upperChange] = nodes[upperIndex]!;
  const slope = (upperChange - lowerChange) / (upperWarming - lowerWarming);
  return lowerChange + slope * (warmingCelsius - lowerWarming);
}
