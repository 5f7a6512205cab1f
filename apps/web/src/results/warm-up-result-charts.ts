import type { AnalysisResult } from '@hazardscope/contracts';
import {
  chartInputFromAnalysis,
  fitChartAroundPlot,
  valueAtRiskOverTimeOption,
} from '@hazardscope/charts';
import { renderChartSvg } from '@hazardscope/charts/render-svg';
import { valueAtRiskPlotHeightPx } from './value-at-risk-tab.tsx';

/** About the width of the Value At Risk chart's card in the desktop dialog (px); any width warms the code. */
const warmUpWidthPx = 1100;

/** Schedules `work` for when the page is idle (a timeout where the browser has no idle callbacks). */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else setTimeout(work, 0);
}

/**
 * Draws the first ECharts chart a person reaches in the result dialog (the Value At Risk tab's; the
 * Ratings tab the dialog opens on draws its pies without ECharts) off the page, as SVG text that is
 * thrown away, when the page is idle. The first chart ECharts draws in a page costs several times
 * what a later one does (its code is compiled and optimised on first use: ~300 ms against ~65 ms for
 * a pie on an unthrottled 2-core machine); paid while the processing animation plays, it is not paid
 * when the tab is opened. Nothing drawn is kept or shown.
 */
export function warmUpResultCharts(analysis: AnalysisResult): void {
  whenIdle(() => {
    const { option, heightPx } = fitChartAroundPlot(
      valueAtRiskOverTimeOption(chartInputFromAnalysis(analysis)),
      warmUpWidthPx,
      valueAtRiskPlotHeightPx,
    );
    renderChartSvg(option, warmUpWidthPx, heightPx);
  });
}
