import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// Only what packages/charts uses, so the chart chunk stays small. SVG on screen as in the PDF:
// crisp at any zoom, and its content can be checked in the DOM.
echarts.use([
  LineChart,
  PieChart,
  BarChart,
  GridComponent,
  TitleComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  GraphicComponent,
  SVGRenderer,
]);

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
