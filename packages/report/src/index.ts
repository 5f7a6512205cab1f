export { buildReportModel } from './build-report-model.ts';
export {
  countReportCharts,
  renderReportPdf,
  type RenderReportOptions,
  type ReportProgress,
} from './render/render-report-pdf.ts';
export { buildLocatorMap } from './locator-map.ts';
export type { ReportInput, ReportNames, ScenarioWarmingPoint } from './report-input.ts';
export type * from './report-model.ts';
export { formatReportDate, oneInYearsText } from './report-format.ts';
export { buildExportTable, exportTableCsv, exportFixedColumns } from './export-table.ts';
export type { ExportTable, ExportMeasure } from './export-table.ts';
export { reportLayoutVersion } from './report-layout-version.ts';
