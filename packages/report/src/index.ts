export { buildReportModel } from './build-report-model.ts';
export { renderReportPdf } from './render/render-report-pdf.ts';
export { buildLocatorMap } from './locator-map.ts';
export type { ReportInput, ReportNames } from './report-input.ts';
export type * from './report-model.ts';
export { formatReportDate, oneInYearsText } from './report-format.ts';
export { reportFileName } from './report-file-name.ts';
