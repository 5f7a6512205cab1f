import { Box, Card, Center, Loader } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { chartDataTable, fitChartAroundPlot } from '@hazardscope/charts';
import type { EChartsOption } from 'echarts';
import { Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ChartDataTableToggle } from './chart-data-table-view.tsx';
import { LazyEchartsView } from './lazy-echarts-view.tsx';

/** The width a chart is laid out for before its container has been measured (px). */
const unmeasuredWidthPx = 640;

export interface ChartProps {
  option: EChartsOption;
  /** Height of the plot itself; the title and legend add what they need at the measured width. */
  plotHeightPx: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

/**
 * A chart from packages/charts, fitted to the width of its card (title and legend wrap, nothing is
 * paged or cut), with a placeholder of the same height while ECharts loads (no layout shift), and its
 * figures as a table behind 'Show data'.
 */
export function Chart(props: ChartProps) {
  const { ref: resizeRef, width } = useElementSize();
  // The width on mounting, read before the first paint (the layout is due for that paint anyway):
  // the resize observer reports only a frame later, so the chart's box would change height after
  // being painted at the unmeasured width, and the chart would be fitted and drawn twice.
  const boxRef = useRef<HTMLDivElement>(null);
  const [mountedWidthPx, setMountedWidthPx] = useState(0);
  useLayoutEffect(() => {
    setMountedWidthPx(Math.round(boxRef.current?.clientWidth ?? 0));
  }, []);
  const ref = useMergedRef(resizeRef, boxRef);
  const measuredWidthPx = width > 0 ? Math.round(width) : mountedWidthPx;
  const widthPx = measuredWidthPx > 0 ? measuredWidthPx : unmeasuredWidthPx;
  const { option, heightPx } = useMemo(
    () => fitChartAroundPlot(props.option, widthPx, props.plotHeightPx),
    [props.option, props.plotHeightPx, widthPx],
  );
  const table = useMemo(() => chartDataTable(props.option), [props.option]);
  return (
    <Box ref={ref}>
      <Suspense
        fallback={
          <Center h={heightPx}>
            <Loader size="sm" aria-label="Loading chart" />
          </Center>
        }
      >
        <LazyEchartsView
          option={option}
          widthPx={widthPx}
          heightPx={heightPx}
          label={props.label}
        />
      </Suspense>
      <ChartDataTableToggle table={table} />
    </Box>
  );
}

/** A chart in its bordered card, as the result tabs and the portfolio dashboard show each one. */
export function ChartCard(props: ChartProps) {
  return (
    <Card withBorder radius="md" p="sm">
      <Chart {...props} />
    </Card>
  );
}
