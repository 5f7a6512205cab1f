import type { EChartsOption } from 'echarts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from '@hazardscope/charts/echarts-core';

export interface EChartsViewProps {
  option: EChartsOption;
  heightPx: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

/** Renders one option from packages/charts. Loaded lazily so the first paint does not wait for ECharts. */
export default function EChartsView(props: EChartsViewProps) {
  return (
    <div role="img" aria-label={props.label} data-chart>
      <ReactEChartsCore
        echarts={echarts}
        option={props.option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height: props.heightPx, width: '100%' }}
      />
    </div>
  );
}
