import type { WarmingLevelResponse } from '@hazardscope/contracts';

/**
 * The one interpolator of every climate-change signal: the change of a quantity at a global warming
 * level, piecewise linear through (baselineWarming, 0) and the response's points, extended linearly
 * beyond the first and last points with the slope of the end segments (so 1990, cooler than the
 * baseline, gets a small negative change, and 2100 at +4.7 °C continues the +3…+4 °C trend).
 */
export function changeAtWarming(response: WarmingLevelResponse, warmingCelsius: number): number {
  const nodes = responseNodes(response);
  return interpolateNodes(nodes, warmingCelsius);
}

/** The change at each warming level of a path; zeros when the response is missing. */
export function changeAlongPath(
  response: WarmingLevelResponse | null,
  warmingByYear: readonly number[],
): number[] {
  if (response === null) return warmingByYear.map(() => 0);
  const nodes = responseNodes(response);
  return warmingByYear.map((warming) => interpolateNodes(nodes, warming));
}

type Node = readonly [warmingCelsius: number, change: number];

function responseNodes(response: WarmingLevelResponse): Node[] {
  const nodes: Node[] = response.points
    .filter((point) => point.warmingCelsius !== response.baselineWarmingCelsius)
    .map((point) => [point.warmingCelsius, point.change] as const);
  nodes.push([response.baselineWarmingCelsius, 0]);
  nodes.sort((left, right) => left[0] - right[0]);
  return nodes;
}

function interpolateNodes(nodes: readonly Node[], warmingCelsius: number): number {
  if (nodes.length === 1) return nodes[0]![1];
  let upperIndex = 1;
  while (upperIndex < nodes.length - 1 && warmingCelsius > nodes[upperIndex]![0]) upperIndex += 1;
  const [lowerWarming, lowerChange] = nodes[upperIndex - 1]!;
  const [upperWarming, upperChange] = nodes[upperIndex]!;
  const slope = (upperChange - lowerChange) / (upperWarming - lowerWarming);
  return lowerChange + slope * (warmingCelsius - lowerWarming);
}
