import type { ReportBlock, ReportModel } from '../report-model.ts';
import { writeChart, writeChartRow, writeHazardKey, type ChartSources } from './chart-blocks.ts';
import { writeCover } from './cover-page.ts';
import { writeLocatorMap } from './locator-map-block.ts';
import { writeContents, writePageFurniture } from './page-furniture.ts';
import { writeRatingCards } from './rating-cards.ts';
import { writeReportPdf, type ReportWriter } from './report-writer.ts';
import { writeSiteMap } from './site-map-block.ts';
import { writeTable } from './table-block.ts';
import {
  keepStackedHeadings,
  writeFormula,
  writeHeading,
  writeList,
  writeParagraph,
} from './text-blocks.ts';

const chartSources = (model: ReportModel): ChartSources => ({
  input: model.chartInput,
  scenarioRange: model.scenarioRange,
});

/** The blocks of text and tables, which need nothing of the report but themselves. */
export type TextualBlock = Extract<
  ReportBlock,
  { kind: 'heading' | 'paragraph' | 'list' | 'formula' | 'table' }
>;

/** Draws a block of text or a table: the part of a report's blocks every report shares. */
export function writeTextualBlock(writer: ReportWriter, block: TextualBlock): void {
  switch (block.kind) {
    case 'heading':
      return writeHeading(writer, block);
    case 'paragraph':
      return writeParagraph(writer, block);
    case 'list':
      return writeList(writer, block);
    case 'formula':
      return writeFormula(writer, block);
    case 'table':
      return writeTable(writer, block);
  }
}

function writeBlock(writer: ReportWriter, model: ReportModel, block: ReportBlock): void {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'list':
    case 'formula':
    case 'table':
      return writeTextualBlock(writer, block);
    case 'chart':
      return writeChart(writer, chartSources(model), block);
    case 'chart-row':
      return writeChartRow(writer, chartSources(model), block);
    case 'hazard-key':
      return writeHazardKey(writer, block, model.sample);
    case 'rating-cards':
      return writeRatingCards(writer, block, model.sample);
    case 'locator-map':
      return writeLocatorMap(writer, block.map, block.caption, block.heightPoints);
    case 'site-map':
      return writeSiteMap(writer, block);
    case 'contents':
      // Filled in once every heading's page is known.
      writer.contentsPageIndex = writer.pageIndex;
      writer.contentsTop = writer.doc.y;
      return;
    case 'page-break':
      return writer.pageBreak();
  }
}

/** How far a rendering has got: the charts drawn so far out of all the report's charts. */
export interface ReportProgress {
  drawnCharts: number;
  totalCharts: number;
}

export interface RenderReportOptions {
  /** Called after each chart block is drawn (a row of pies counts one per pie). */
  onProgress?(progress: ReportProgress): void;
}

/** The number of charts a block draws. */
function chartsIn(block: ReportBlock): number {
  if (block.kind === 'chart') return 1;
  if (block.kind === 'chart-row') return block.specs.length;
  return 0;
}

/** Every chart the model draws: the denominator of the rendering's progress. */
export function countReportCharts(model: ReportModel): number {
  return model.parts.reduce(
    (sum, part) => sum + part.blocks.reduce((partSum, block) => partSum + chartsIn(block), 0),
    0,
  );
}

/**
 * Step two of the report (ARCHITECTURE.md): draws the model as an A4 PDF with pdfkit — Inter
 * embedded, charts as vectors through ECharts' server-side SVG and svg-to-pdfkit, every page
 * numbered 'n / total', and for a sample the notices and a 'SAMPLE ONLY' mark on results pages.
 */
export async function renderReportPdf(
  model: ReportModel,
  options: RenderReportOptions = {},
): Promise<Buffer> {
  const totalCharts = countReportCharts(model);
  let drawnCharts = 0;
  return writeReportPdf(
    {
      title: `${model.cover.title} — ${model.cover.address}`,
      subject: model.sample ? 'Sample report (illustrative results only)' : 'Climate risk analysis',
      creator: `${model.productName} report`,
    },
    async (writer) => {
      writeCover(writer, model.cover, model.productName);
      for (const part of model.parts) {
        writer.startPart(part.showsResults);
        for (const block of keepStackedHeadings(part.blocks)) {
          writeBlock(writer, model, block);
          const charts = chartsIn(block);
          if (charts > 0) {
            drawnCharts += charts;
            options.onProgress?.({ drawnCharts, totalCharts });
          }
          // Drawing is synchronous (~2–3 s for a whole report, up to ~100 ms a chart): let the
          // server answer other requests between blocks.
          await yieldToEventLoop();
        }
      }
      writeContents(writer);
      writePageFurniture(writer, {
        footerText: model.footerText,
        headerText: `${model.productName} · ${model.cover.title}`,
        sample: model.sample,
      });
    },
  );
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
