import type { EChartsOption } from 'echarts';
import { echarts } from './echarts-core.ts';

/**
 * Renders an option to an SVG string without a DOM (ECharts server-side rendering), for the PDF
 * report; the screen renders the same option in the browser.
 */
export function renderChartSvg(option: EChartsOption, widthPx: number, heightPx: number): string {
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: widthPx,
    height: heightPx,
  });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
