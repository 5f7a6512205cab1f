import {
  categoryLabelShareOfWidth,
  failureProbabilityOverTimeOption,
  fitChart,
  hazardBreakdownOption,
  ratingPieOption,
  scenarioComparisonOption,
  singleHazardOption,
  valueAtRiskOverTimeOption,
  vulnerabilityOption,
  type ChartInput,
} from '@hazardscope/charts';
import { renderChartSvg } from '@hazardscope/charts/render-svg';
import { hazardColours, hazardLabels, type ScenarioRange } from '@hazardscope/contracts';
import type { EChartsOption, YAXisComponentOption } from 'echarts';
import SVGtoPDF from 'svg-to-pdfkit';
import type { ChartBlock, ChartRowBlock, ChartSpec, HazardKeyBlock } from '../report-model.ts';
import { reportFonts } from './fonts.ts';
import {
  chartPixelsPerPoint,
  colours,
  rowChartPixelsPerPoint,
  contentWidth,
  fontSizes,
  margins,
} from './layout.ts';
import { measureChartTextWithReportFont } from './paper-text-measure.ts';
import type { ReportWriter } from './report-writer.ts';
import { drawTextHalosFirst } from './svg-paint-order.ts';

/** What a chart is drawn from: the analysis's series and, when computed, its scenario's range. */
export interface ChartSources {
  input: ChartInput;
  scenarioRange: ScenarioRange | undefined;
}

/**
 * The screen's option for a chart spec: the PDF draws exactly what the screen draws, the bands of
 * the total and of the combined failure probability included when the range was computed.
 */
function chartOption(
  { input, scenarioRange: range }: ChartSources,
  spec: ChartSpec,
): EChartsOption {
  switch (spec.chart) {
    case 'rating-pie':
      return ratingPieOption(input, spec.year);
    case 'value-at-risk-over-time':
      return valueAtRiskOverTimeOption(
        input,
        range && { lower: range.lower.totalRisk, upper: range.upper.totalRisk },
      );
    case 'failure-probability-over-time':
      return failureProbabilityOverTimeOption(
        input,
        range && { lower: range.lower.combinedFailure, upper: range.upper.combinedFailure },
      );
    case 'scenario-comparison':
      return scenarioComparisonOption(spec.comparison, input.sample);
    case 'vulnerability':
      return vulnerabilityOption(input, spec.year);
    case 'hazard-breakdown':
      return hazardBreakdownOption(input);
    case 'single-hazard':
      return singleHazardOption(input, spec.hazard);
  }
}

/**
 * Paper cannot hover: the option is fitted to the drawing's size as on screen (title and legend
 * wrap, the grid sits between them), a chart in a row drops its legend for the shared hazard key
 * below the row, and every category label is printed.
 */
function forPaper(
  option: EChartsOption,
  legend: 'plain' | 'hidden',
  size: { widthPx: number; heightPx: number },
): EChartsOption {
  const original = Array.isArray(option.legend) ? option.legend[0] : option.legend;
  const fitted = fitChart(
    legend === 'hidden' && original !== undefined
      ? { ...option, legend: { ...original, show: false } }
      : option,
    size,
  );
  if (fitted.yAxis === undefined) return fitted;
  // Paper has the room a phone lacks: a category label may take up to 36 % of the width (the
  // screen's cap of 160 px cut 'Foundation and floor structure' to 'Foundation and floor stru…').
  const labelWidthPx = Math.round(size.widthPx * categoryLabelShareOfWidth);
  const axes = (Array.isArray(fitted.yAxis) ? fitted.yAxis : [fitted.yAxis]).map((axis) =>
    axis.type === 'category'
      ? { ...axis, axisLabel: { ...axis.axisLabel, interval: 0, width: labelWidthPx } }
      : axis,
  ) as YAXisComponentOption[];
  return { ...fitted, yAxis: Array.isArray(fitted.yAxis) ? axes : axes[0] };
}

/** ECharts names the font family; the PDF has Inter registered under two names. */
const fontCallback = (_family: string, bold: boolean) =>
  bold ? reportFonts.semiBold : reportFonts.regular;

function drawChart(
  writer: ReportWriter,
  option: EChartsOption,
  legend: 'plain' | 'hidden',
  box: { x: number; y: number; width: number; height: number },
  pixelsPerPoint: number,
): void {
  const size = {
    widthPx: Math.round(box.width * pixelsPerPoint),
    heightPx: Math.round(box.height * pixelsPerPoint),
  };
  measureChartTextWithReportFont();
  const svg = renderChartSvg(forPaper(option, legend, size), size.widthPx, size.heightPx);
  SVGtoPDF(writer.doc, drawTextHalosFirst(svg), box.x, box.y, {
    width: box.width,
    height: box.height,
    fontCallback,
    preserveAspectRatio: 'xMidYMid meet',
  });
}

export function writeChart(writer: ReportWriter, sources: ChartSources, block: ChartBlock): void {
  writer.ensureSpace(block.heightPoints + 8);
  const top = writer.doc.y;
  drawChart(
    writer,
    chartOption(sources, block.spec),
    'plain',
    {
      x: margins.left,
      y: top,
      width: contentWidth,
      height: block.heightPoints,
    },
    chartPixelsPerPoint,
  );
  writer.doc.y = top + block.heightPoints + 10;
}

/** A chart given as its ECharts option (a portfolio's), across the text width. */
export function writeOptionChart(
  writer: ReportWriter,
  option: EChartsOption,
  heightPoints: number,
): void {
  writer.ensureSpace(heightPoints + 8);
  const top = writer.doc.y;
  drawChart(
    writer,
    option,
    'plain',
    { x: margins.left, y: top, width: contentWidth, height: heightPoints },
    chartPixelsPerPoint,
  );
  writer.doc.y = top + heightPoints + 10;
}

export function writeChartRow(
  writer: ReportWriter,
  sources: ChartSources,
  block: ChartRowBlock,
): void {
  writer.ensureSpace(block.heightPoints + 8);
  const top = writer.doc.y;
  const gap = 8;
  const width = (contentWidth - gap * (block.specs.length - 1)) / block.specs.length;
  block.specs.forEach((spec, index) => {
    drawChart(
      writer,
      chartOption(sources, spec),
      'hidden',
      {
        x: margins.left + index * (width + gap),
        y: top,
        width,
        height: block.heightPoints,
      },
      rowChartPixelsPerPoint,
    );
  });
  writer.doc.y = top + block.heightPoints + 4;
}

/** One swatch and label per hazard, wrapping across the text width; faded for a sample. */
export function writeHazardKey(writer: ReportWriter, block: HazardKeyBlock, sample: boolean): void {
  const { doc } = writer;
  const swatch = 8;
  const itemGap = 14;
  writer.font('regular', fontSizes.caption, colours.text);
  writer.ensureSpace(30);
  let x = margins.left;
  let y = doc.y;
  for (const hazard of block.hazards) {
    const label = hazardLabels[hazard];
    const width = swatch + 4 + doc.widthOfString(label);
    if (x + width > margins.left + contentWidth) {
      x = margins.left;
      y += 13;
    }
    doc
      .save()
      .fillOpacity(sample ? 0.4 : 1)
      .roundedRect(x, y + 0.5, swatch, swatch, 1.5)
      .fill(hazardColours[hazard])
      .restore();
    writer.font('regular', fontSizes.caption, colours.text);
    doc.text(label, x + swatch + 4, y, { lineBreak: false });
    x += width + itemGap;
  }
  doc.y = y + 20;
}
