import { memo } from 'react';
import { preloadCharts } from '../charts/lazy-echarts-view.tsx';
import { preloadableLazy } from '../lazy/preloadable-lazy.tsx';
import type { AnalysisResult } from '@hazardscope/contracts';
import type { PrintViewProps } from './print-view.tsx';
import type { ResultDialogProps } from './result-dialog.tsx';

// The result dialog and its charts load when first needed, not with the first paint. Memoised: the
// page above it renders again whenever its address changes (the dialog records itself there once
// open), and the dialog, given the same run and callbacks, need not.
const resultDialog = preloadableLazy<ResultDialogProps>(() =>
  import('./result-dialog.tsx').then((module) => memo(module.ResultDialog)),
);

/** The result dialog: renders at once when preloaded, otherwise suspends while its chunk loads. */
export const LazyResultDialog = resultDialog.Component;

/** The print view of a saved analysis (`printView=1`), with the same tabs as the dialog. */
export const LazyPrintView = preloadableLazy<PrintViewProps>(() =>
  import('./print-view.tsx').then((module) => module.PrintView),
).Component;

/**
 * Starts loading the result dialog and the chart engine while the processing animation runs
 * (several seconds), so the results appear at once when the user opens them.
 */
export function preloadResultDialog(): void {
  void resultDialog.preload();
  void preloadCharts();
}

/**
 * Once an analysis has answered and the processing animation is still running, draws the first
 * ECharts chart of the result dialog off the page and throws it away (warm-up-result-charts.ts), so
 * that ECharts' first-use cost is not paid when that chart's tab is opened.
 */
export function warmUpResultDialog(analysis: AnalysisResult): void {
  // A warm-up that cannot load (offline, a new deployment) changes only the first chart's speed.
  import('./warm-up-result-charts.ts')
    .then((module) => module.warmUpResultCharts(analysis))
    .catch(() => undefined);
}
