import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { preloadableLazy } from '../lazy/preloadable-lazy.tsx';
import type { EChartsViewProps } from './echarts-view.tsx';

const echartsView = preloadableLazy(() =>
  import('./echarts-view.tsx').then((module) => module.default),
);

/** Starts loading ECharts ahead of the first chart (the result dialog does this while processing). */
export const preloadCharts = echartsView.preload;

/** A chart from packages/charts, with a placeholder of the same height while ECharts loads (no layout shift). */
export function Chart(props: EChartsViewProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.heightPx}>
          <Loader size="sm" aria-label="Loading chart" />
        </Center>
      }
    >
      <echartsView.Component {...props} />
    </Suspense>
  );
}
