/**
 * The heavy half of the package, all a report worker imports: the report model and its PDF
 * rendering (pdfkit, ECharts, the embedded fonts). It leaves out what only prepares a report or an
 * export (the locator map reads the land mask of @hazardscope/hazard-data; the CSV export needs
 * csv-stringify), so a worker thread starts without loading them.
 */
export { buildReportModel } from './build-report-model.ts';
export {
  countReportCharts,
  renderReportPdf,
  type RenderReportOptions,
  type ReportProgress,
} from './render/render-report-pdf.ts';
export type { ReportInput } from './report-input.ts';
export {
  buildPortfolioReportModel,
  renderPortfolioReportPdf,
  type PortfolioReportInput,
} from './portfolio/portfolio-report.ts';
