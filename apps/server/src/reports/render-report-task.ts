import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import {
  buildPortfolioReportModel,
  buildReportModel,
  renderPortfolioReportPdf,
  renderReportPdf,
  type PortfolioReportInput,
  type ReportInput,
  type ReportProgress,
} from '@hazardscope/report/render';

/** One rendering, as posted to a worker of the report pool: an analysis's report or a portfolio's. */
export type RenderReportTask =
  | {
      input: ReportInput;
      /** Receives a `ReportProgress` after each chart is drawn; closed when the task ends. */
      progressPort?: MessagePort;
    }
  | { portfolio: PortfolioReportInput; progressPort?: undefined };

/**
 * Runs inside a worker thread of the report pool (report-pool.ts): builds the report model and
 * draws the PDF, so the ~2 s of CPU and the charting libraries' memory stay off the request thread.
 */
export default async function renderReportTask(task: RenderReportTask): Promise<Uint8Array> {
  try {
    const pdf =
      'portfolio' in task
        ? await renderPortfolioReportPdf(buildPortfolioReportModel(task.portfolio))
        : await renderReportPdf(buildReportModel(task.input), {
            onProgress: (progress: ReportProgress) => task.progressPort?.postMessage(progress),
          });
    // A copy of its own: a Buffer may be a slice of a shared slab, and moving transfers the whole
    // underlying ArrayBuffer.
    const bytes = new Uint8Array(pdf);
    // The PDF's bytes are moved to the caller rather than copied (only a top-level value can be).
    return Piscina.move(bytes) as Uint8Array;
  } finally {
    task.progressPort?.close();
  }
}
