export * from './chart-input.ts';
export * from './reference-lines.ts';
export * from './value-at-risk-over-time.ts';
export * from './failure-probability-over-time.ts';
export * from './rating-pie.ts';
export * from './hazard-breakdown.ts';
export * from './vulnerability.ts';
export { computedHazards } from './time-series-parts.ts';
export * from './fit-chart.ts';
