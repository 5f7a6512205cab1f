import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EChartsViewProps } from './echarts-view.tsx';

const EChartsView = lazy(() => import('./echarts-view.tsx'));

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
      <EChartsView {...props} />
    </Suspense>
  );
}
