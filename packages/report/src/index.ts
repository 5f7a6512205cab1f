export * from './inputs.ts';
export * from './render.ts';
export type * from './report-model.ts';
export { formatReportDate } from './report-format.ts';
