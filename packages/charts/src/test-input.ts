import { hazardKeys } from '@hazardscope/contracts';
import type { ChartInput } from './chart-input.ts';

/**
 * A chart input for tests: risk of each hazard grows linearly from `startFraction` in 1990 to
 * `endFraction` in 2100, spread over two elements in a 3:1 ratio.
 */
export function linearChartInput(options: {
  startFraction: number;
  endFraction: number;
  sample?: boolean;
  notCalculated?: ChartInput['notCalculated'];
  failureNotCalculated?: ChartInput['failureNotCalculated'];
}): ChartInput {
  const startYear = 1990;
  const yearCount = 111;
  const riskHazards = Array.from({ length: yearCount }, (_, yearIndex) =>
    hazardKeys.map((hazard) =>
      options.notCalculated?.[hazard] !== undefined
        ? 0
        : options.startFraction +
          ((options.endFraction - options.startFraction) * yearIndex) / (yearCount - 1),
    ),
  );
  const totalRisk = riskHazards.map((row) => row.reduce((sum, value) => sum + value, 0));
  const failureHazards = riskHazards.map((row) => row.map((value) => value / 2));
  return {
    startYear,
    sample: options.sample ?? false,
    totalRisk,
    riskHazards,
    failureHazards,
    combinedFailure: failureHazards.map(
      (row) => 1 - row.reduce((product, value) => product * (1 - value), 1),
    ),
    riskHazardsElements: riskHazards.map((row) => row.map((value) => [value * 0.75, value * 0.25])),
    elementNames: ['Roof covering', 'External walls'],
    notCalculated: options.notCalculated ?? {},
    failureNotCalculated: options.failureNotCalculated ?? {},
    dataLimited: {},
  };
}
