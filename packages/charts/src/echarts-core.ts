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

// ECharts with only the series, components and renderer the options of this package use, for the
// screen and for the report alike: the browser's chart chunk stays small, and the report's worker
// thread loads a few hundred modules of ECharts instead of all of them. An option that needs a part
// missing here draws without it (ECharts only warns), so charts.test.ts fails on such a warning.
// SVG on screen as in the PDF: crisp at any zoom, and its content can be checked in the DOM.
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

export { echarts };
