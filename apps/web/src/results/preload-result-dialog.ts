/**
 * Starts loading the result dialog and the chart engine while the processing animation runs
 * (several seconds), so the results appear at once when the user opens them.
 */
export function preloadResultDialog(): void {
  void import('./result-dialog.tsx');
  void import('../charts/echarts-view.tsx');
}
