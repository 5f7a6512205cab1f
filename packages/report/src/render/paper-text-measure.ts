import { setPlatformAPI } from 'echarts/core';
import PDFDocument from 'pdfkit';
import { registerReportFonts, reportFonts } from './fonts.ts';

/** ECharts' default text size when a font string names none (px). */
const defaultFontSizePixels = 12;

/** The size (px) and weight of a CSS font shorthand as ECharts writes it ('normal 600 12px Inter'). */
export function parseChartFont(font: string | undefined): { sizePixels: number; bold: boolean } {
  const size = /(\d+(?:\.\d+)?)px/.exec(font ?? '');
  return {
    sizePixels: size?.[1] === undefined ? defaultFontSizePixels : Number(size[1]),
    bold: /\b(bold|bolder|[6-9]00)\b/.test(font ?? ''),
  };
}

let installed = false;

/**
 * Makes ECharts measure text with the report's own typeface. Without a canvas (server-side
 * rendering) ECharts estimates widths from a generic sans-serif that is narrower than Inter, so on
 * paper long legend entries ran into the next one; measured with the embedded Inter the legend and
 * label layout matches what the PDF prints. The measurement is global to ECharts in this process,
 * which only ever draws charts for the report; installed once.
 */
export function measureChartTextWithReportFont(): void {
  if (installed) return;
  const measurer = new PDFDocument({ autoFirstPage: false });
  registerReportFonts(measurer);
  setPlatformAPI({
    measureText(text, font) {
      const { sizePixels, bold } = parseChartFont(font);
      // The SVG is scaled to the page as a whole, so a px of text measures as a pt at the same size.
      const width = measurer
        .font(bold ? reportFonts.semiBold : reportFonts.regular)
        .fontSize(sizePixels)
        .widthOfString(text);
      return { width };
    },
  });
  installed = true;
}
