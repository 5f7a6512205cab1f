import type { AnalysisResult } from '@hazardscope/contracts';
import { chartInputFromAnalysis, fitChartAroundPlot, ratingPieOption } from '@hazardscope/charts';
import { renderChartSvg } from '@hazardscope/charts/render-svg';
import { ratingPiePlotHeightPx } from './ratings-tab.tsx';
import { snapshotYears } from './report-years.ts';

/** About the width of a ratings pie's card in the desktop dialog (px); any width warms the code. */
const warmUpWidthPx = 360;

/** Schedules `work` for when the page is idle (a timeout where the browser has no idle callbacks). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else setTimeout(work, 0);
}

/**
 * Draws the charts the result dialog opens with (the Ratings tab's three pies) off the page, as
 * SVG text that is thrown away, one per idle moment. The first chart ECharts draws in a page costs
 * several times what a later one does (its code is compiled and optimised on first use): the
 * dialog's first pie took ~300 ms on an unthrottled 2-core machine, and ~65 ms once this has run
 * while the processing animation plays (npm run bench:lighthouse). Nothing drawn is kept or shown.
 */
export function warmUpResultCharts(analysis: AnalysisResult): void {
  const input = chartInputFromAnalysis(analysis);
  for (const year of snapshotYears) {
    whenIdle(() => {
      const { option, heightPx } = fitChartAroundPlot(
        ratingPieOption(input, year),
        warmUpWidthPx,
        ratingPiePlotHeightPx,
      );
      renderChartSvg(option, warmUpWidthPx, heightPx);
    });
  }
}
