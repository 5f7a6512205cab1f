/**
 * The light half of the package: what a caller needs to prepare a report or an export without
 * loading the renderer (pdfkit, ECharts, the embedded fonts: ~80 MB of a process's memory). The
 * server's request thread imports this; only its report workers import the whole package.
 */
export { buildLocatorMap } from './locator-map.ts';
export { buildSiteMap } from './site-map.ts';
export {
  buildExportTable,
  exportCsvCast,
  escapeSpreadsheetText,
  unescapeSpreadsheetText,
  exportCsvField,
  exportTableCsv,
  exportFixedColumns,
} from './export-table.ts';
export type { ExportTable, ExportMeasure } from './export-table.ts';
export { reportLayoutVersion } from './report-layout-version.ts';
export type { ReportInput, ReportNames, ScenarioWarmingPoint } from './report-input.ts';
export type { ReportProgress } from './render/render-report-pdf.ts';
export type { PortfolioReportInput } from './portfolio/portfolio-report.ts';
export { formatReportDate } from './report-format.ts';
export type { SiteImageryMap } from './report-model.ts';
