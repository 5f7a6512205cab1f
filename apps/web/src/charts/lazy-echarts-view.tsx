import { preloadableLazy } from '../lazy/preloadable-lazy.tsx';

/**
 * ECharts, loaded on demand. A module of its own, so that starting the load early (the result
 * dialog does so while the processing animation runs) does not put the chart frame and its
 * dependencies into the first page's scripts.
 */
const echartsView = preloadableLazy(() =>
  import('./echarts-view.tsx').then((module) => module.default),
);

/** The ECharts view: renders at once when preloaded, otherwise suspends while its chunk loads. */
export const LazyEchartsView = echartsView.Component;

/** Starts loading ECharts ahead of the first chart. */
export const preloadCharts = echartsView.preload;
