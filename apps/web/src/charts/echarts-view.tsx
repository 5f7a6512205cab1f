import type { EChartsOption } from 'echarts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { echarts } from '@hazardscope/charts/echarts-core';
import { queueChartDraw } from './chart-draw-queue.ts';

export interface EChartsViewProps {
  option: EChartsOption;
  /** The size to draw at: the caller measures its box and fits the option to it. */
  widthPx: number;
  heightPx: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

/**
 * Renders one option from packages/charts. Loaded lazily so the first paint does not wait for
 * ECharts. The first draw waits its turn in the chart draw queue (after the page has painted, one
 * chart per task); later options and sizes are drawn at once. The size is given to ECharts, not read
 * from the page (no forced layout), and an option is drawn only when it is a new object: memoise it.
 */
export default function EChartsView(props: EChartsViewProps) {
  const { option, widthPx, heightPx } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | undefined>(undefined);
  // What the queued first draw draws: the props as they are when its turn comes.
  const latestRef = useRef({ option, widthPx, heightPx });
  useLayoutEffect(() => {
    latestRef.current = { option, widthPx, heightPx };
  }, [option, widthPx, heightPx]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const cancelDraw = queueChartDraw(() => {
      const latest = latestRef.current;
      const chart = echarts.init(container, null, {
        renderer: 'svg',
        width: latest.widthPx,
        height: latest.heightPx,
      });
      chart.setOption(latest.option, { notMerge: true });
      chartRef.current = chart;
    });
    return () => {
      cancelDraw();
      chartRef.current?.dispose();
      chartRef.current = undefined;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    // Not drawn yet: the queued draw takes these props.
    if (!chart) return;
    if (chart.getWidth() !== widthPx || chart.getHeight() !== heightPx)
      chart.resize({ width: widthPx, height: heightPx });
    chart.setOption(option, { notMerge: true });
  }, [option, widthPx, heightPx]);

  return (
    <div role="img" aria-label={props.label} data-chart>
      <div ref={containerRef} style={{ height: heightPx, width: '100%' }} />
    </div>
  );
}
