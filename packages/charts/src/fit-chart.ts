import type {
  EChartsOption,
  LegendComponentOption,
  PieSeriesOption,
  XAXisComponentOption,
  YAXisComponentOption,
} from 'echarts';

/**
 * Fitting a chart option to the width it is drawn at, on screen or on paper. ECharts does not lay out
 * its components against each other: a long title runs off the edge, a legend either pages (hiding
 * series such as 'Total') or wraps over the plot, and the grid does not move. Here the title and
 * subtitle wrap to the width, the legend wraps onto as many lines as it needs, and the grid (or a
 * pie's centre) is placed between them, so nothing is cut or hidden at 320 px or in a report column.
 */

/** Space ECharts leaves around a title or a legend by default (px). */
const componentPaddingPx = 5;
/** ECharts' default gap between legend items, across and between lines (px). */
const legendItemGapPx = 10;
/** ECharts' default legend symbol size (px). */
const defaultLegendSymbol = { widthPx: 25, heightPx: 14 };
/** ECharts' default text size (px). */
const defaultFontSizePx = 12;
/** Room above the plot for a value axis named at its top end (px). */
const axisNameAbovePlotPx = 28;
/** Room below the legend-free plot for the axis labels, or the labels and a centred axis name (px). */
const xAxisLabelsPx = 8;
const xAxisNamedPx = 26;
/** The widest a category label may take before it is cut with an ellipsis (px). */
const categoryLabelMaximumPx = 160;
/** The share of a chart's width a category label may take (up to `categoryLabelMaximumPx` on screen). */
export const categoryLabelShareOfWidth = 0.36;

/**
 * The width of a line of text in px. An estimate: browsers and the PDF measure with the real font,
 * but the layout must be known before ECharts draws. Average advance widths of a sans-serif such as
 * Inter, in em, by character class; rounded up so that an estimate errs towards an extra line.
 */
export function estimateTextWidthPx(text: string, fontSizePx: number): number {
  let widthEm = 0;
  for (const character of text) {
    if (/[ilj.,:;'|!()[\]\s]/.test(character)) widthEm += 0.3;
    else if (/[ftr1-]/.test(character)) widthEm += 0.4;
    else if (/[mwMW%@]/.test(character)) widthEm += 0.9;
    else if (/[A-Z]/.test(character)) widthEm += 0.7;
    else widthEm += 0.58;
  }
  return widthEm * fontSizePx;
}

/**
 * How many lines items of these widths fill when laid left to right with a gap between them and a
 * new line whenever the next would pass the width (at least one line for one or more items).
 */
function packedLineCount(itemWidthsPx: readonly number[], gapPx: number, widthPx: number): number {
  let lines = itemWidthsPx.length > 0 ? 1 : 0;
  let lineWidthPx = 0;
  for (const itemWidthPx of itemWidthsPx) {
    if (lineWidthPx > 0 && lineWidthPx + gapPx + itemWidthPx > widthPx) {
      lines += 1;
      lineWidthPx = itemWidthPx;
    } else {
      lineWidthPx += (lineWidthPx > 0 ? gapPx : 0) + itemWidthPx;
    }
  }
  return lines;
}

/** How many lines a text takes when wrapped at word boundaries to a width (at least one). */
export function wrappedLineCount(text: string, fontSizePx: number, widthPx: number): number {
  const spaceWidthPx = estimateTextWidthPx(' ', fontSizePx);
  return text.split('\n').reduce((lines, paragraph) => {
    const words = paragraph.split(/\s+/).filter((part) => part.length > 0);
    const wordWidthsPx = words.map((word) => estimateTextWidthPx(word, fontSizePx));
    return lines + Math.max(1, packedLineCount(wordWidthsPx, spaceWidthPx, widthPx));
  }, 0);
}

/** How many lines a horizontal legend of these item names takes at a width (0 without items). */
export function legendLineCount(
  names: readonly string[],
  legend: LegendComponentOption,
  widthPx: number,
): number {
  const fontSizePx = fontSizeOf(legend.textStyle?.fontSize);
  const symbolWidthPx = numberOr(legend.itemWidth, defaultLegendSymbol.widthPx);
  const itemWidthsPx = names.map(
    (name) => symbolWidthPx + 5 + estimateTextWidthPx(name, fontSizePx),
  );
  return packedLineCount(itemWidthsPx, legendItemGapPx, widthPx - 2 * componentPaddingPx);
}

/** The space (px) a chart needs above and below its plot at a width: title block, legend, axes. */
export interface ChartMargins {
  readonly topPx: number;
  readonly bottomPx: number;
}

export function chartMargins(option: EChartsOption, widthPx: number): ChartMargins {
  const title = single(option.title);
  const textWidthPx = widthPx - 2 * componentPaddingPx;
  let topPx = componentPaddingPx;
  if (title?.text) {
    const fontSizePx = fontSizeOf(title.textStyle?.fontSize);
    topPx += wrappedLineCount(title.text, fontSizePx, textWidthPx) * lineHeightPx(fontSizePx);
  }
  if (title?.subtext) {
    const fontSizePx = fontSizeOf(title.subtextStyle?.fontSize);
    topPx +=
      numberOr(title.itemGap, 10) +
      wrappedLineCount(title.subtext, fontSizePx, textWidthPx) * lineHeightPx(fontSizePx);
  }
  topPx += componentPaddingPx;
  const valueAxisNamedAtTop = listOf(option.yAxis).some(
    (axis) => axis.type !== 'category' && axis.name && axis.nameLocation !== 'middle',
  );
  topPx += valueAxisNamedAtTop ? axisNameAbovePlotPx : 8;

  const legend = single(option.legend);
  let bottomPx = 0;
  if (legend !== undefined && legend.show !== false) {
    const lines = legendLineCount(legendNames(option), legend, widthPx);
    const fontSizePx = fontSizeOf(legend.textStyle?.fontSize);
    const lineHeight = Math.max(
      numberOr(legend.itemHeight, defaultLegendSymbol.heightPx),
      lineHeightPx(fontSizePx),
    );
    bottomPx += lines * (lineHeight + legendItemGapPx) - legendItemGapPx + 2 * componentPaddingPx;
  }
  const xAxes = listOf(option.xAxis);
  if (xAxes.length > 0) {
    bottomPx += xAxes.some((axis) => axis.name && axis.nameLocation === 'middle')
      ? xAxisNamedPx
      : xAxisLabelsPx;
  }
  return { topPx: Math.ceil(topPx), bottomPx: Math.ceil(bottomPx) };
}

/**
 * The option laid out for a drawing of this size: title and subtitle wrapped, legend plain and
 * wrapped, the grid (or the pie) between them, value-axis names running inward from their axis, long
 * category labels cut to a share of the width, value-axis ticks thinned to the plot's width, and the
 * tooltip kept inside the chart.
 */
export function fitChart(
  option: EChartsOption,
  size: { readonly widthPx: number; readonly heightPx: number },
): EChartsOption {
  const { topPx, bottomPx } = chartMargins(option, size.widthPx);
  const textWidthPx = size.widthPx - 2 * componentPaddingPx;
  const title = single(option.title);
  const legend = single(option.legend);
  const tooltip = single(option.tooltip);
  const categoryLabelWidthPx = Math.min(
    categoryLabelMaximumPx,
    Math.round(size.widthPx * categoryLabelShareOfWidth),
  );
  const hasCategoryYAxis = listOf(option.yAxis).some((axis) => axis.type === 'category');
  const plotWidthPx = size.widthPx - (hasCategoryYAxis ? categoryLabelWidthPx : 48) - 40;
  const plotHeightPx = Math.max(0, size.heightPx - topPx - bottomPx);
  const fitted: EChartsOption = { ...option };
  if (title !== undefined) {
    const titleFontSizePx = fontSizeOf(title.textStyle?.fontSize);
    const subtitleFontSizePx = fontSizeOf(title.subtextStyle?.fontSize);
    fitted.title = {
      ...title,
      top: 0,
      textStyle: {
        ...title.textStyle,
        width: textWidthPx,
        overflow: 'break',
        lineHeight: lineHeightPx(titleFontSizePx),
      },
      subtextStyle: {
        ...title.subtextStyle,
        width: textWidthPx,
        overflow: 'break',
        lineHeight: lineHeightPx(subtitleFontSizePx),
      },
    };
  }
  if (legend !== undefined) fitted.legend = { ...legend, type: 'plain', bottom: 0 };
  if (tooltip !== undefined) fitted.tooltip = { ...tooltip, confine: true };
  const grid = single(option.grid);
  if (grid !== undefined) fitted.grid = { ...grid, top: topPx, bottom: bottomPx };
  if (option.yAxis !== undefined) {
    const axes = listOf(option.yAxis).map((axis, index): YAXisComponentOption => {
      if (axis.type === 'category') {
        return {
          ...axis,
          axisLabel: { ...axis.axisLabel, width: categoryLabelWidthPx, overflow: 'truncate' },
        } as YAXisComponentOption;
      }
      return {
        ...axis,
        nameTextStyle: { ...axis.nameTextStyle, align: index === 0 ? 'left' : 'right' },
      } as YAXisComponentOption;
    });
    fitted.yAxis = Array.isArray(option.yAxis) ? axes : axes[0];
  }
  const yearAxisLabelMinimumPx = 40;
  if (option.xAxis !== undefined && !hasCategoryYAxis) {
    // A year axis labelled every decade keeps every second decade where ten would crowd.
    const axes = listOf(option.xAxis).map((axis): XAXisComponentOption => {
      const interval = 'interval' in axis ? axis.interval : undefined;
      if (axis.type !== 'value' || typeof interval !== 'number') return axis;
      const min = numberOr('min' in axis ? axis.min : undefined, 0);
      const max = numberOr('max' in axis ? axis.max : undefined, min);
      const labelCount = Math.floor((max - min) / interval) + 1;
      const crowded = plotWidthPx / labelCount < yearAxisLabelMinimumPx;
      return (crowded ? { ...axis, interval: interval * 2 } : axis) as XAXisComponentOption;
    });
    fitted.xAxis = Array.isArray(option.xAxis) ? axes : axes[0];
  }
  if (option.xAxis !== undefined && hasCategoryYAxis) {
    // A horizontal value axis: one tick per ~80 px, so percent labels never run together.
    const axes = listOf(option.xAxis).map(
      (axis): XAXisComponentOption =>
        ({
          ...axis,
          splitNumber: Math.max(2, Math.floor(plotWidthPx / 80)),
          axisLabel: { ...axis.axisLabel, hideOverlap: true },
        }) as XAXisComponentOption,
    );
    fitted.xAxis = Array.isArray(option.xAxis) ? axes : axes[0];
  }
  if (Array.isArray(option.series)) {
    fitted.series = option.series.map((series) =>
      series.type === 'pie' ? fitPie(series as PieSeriesOption, size, topPx, plotHeightPx) : series,
    ) as EChartsOption['series'];
  }
  return fitted;
}

/**
 * Room (px) beside the ring for a share label outside it: the label line (6 + 6 px), the widest
 * label, '100%' at 11 px (about 26 px), and a few pixels of ECharts' gap.
 */
const pieLabelRoomPx = 40;

/** A pie centred in the plot area, its outer radius leaving room for labels outside the ring. */
function fitPie(
  pie: PieSeriesOption,
  size: { readonly widthPx: number },
  topPx: number,
  plotHeightPx: number,
): PieSeriesOption {
  const outerRadiusPx = Math.max(20, Math.min(plotHeightPx, size.widthPx) / 2 - pieLabelRoomPx);
  return {
    ...pie,
    center: ['50%', Math.round(topPx + plotHeightPx / 2)],
    radius: [Math.round(outerRadiusPx * 0.58), Math.round(outerRadiusPx)],
  };
}

/** The names a legend lists: its own data, else each series' name, else a pie's slices. */
function legendNames(option: EChartsOption): string[] {
  const legend = single(option.legend);
  if (legend?.data) {
    return legend.data.map((item) => (typeof item === 'string' ? item : String(item.name ?? '')));
  }
  const names: string[] = [];
  for (const series of listOf(option.series)) {
    if (series.type === 'pie') {
      for (const slice of (series as PieSeriesOption).data ?? []) {
        if (slice !== null && typeof slice === 'object' && 'name' in slice) {
          names.push(String(slice.name));
        }
      }
    } else if (typeof series.name === 'string') {
      names.push(series.name);
    }
  }
  return names;
}

function lineHeightPx(fontSizePx: number): number {
  return Math.ceil(fontSizePx * 1.3);
}

function fontSizeOf(value: unknown): number {
  return numberOr(value, defaultFontSizePx);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function single<T>(value: T | readonly T[] | undefined): T | undefined {
  return Array.isArray(value) ? (value[0] as T | undefined) : (value as T | undefined);
}

function listOf<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/**
 * The option fitted to a width around a plot of `plotHeightPx`, and the height of the whole chart:
 * the plot plus what its title, legend and axes need at that width (the screen's charts grow with
 * their titles and legends instead of squeezing the plot).
 */
export function fitChartAroundPlot(
  option: EChartsOption,
  widthPx: number,
  plotHeightPx: number,
): { option: EChartsOption; heightPx: number } {
  const margins = chartMargins(option, widthPx);
  const heightPx = margins.topPx + plotHeightPx + margins.bottomPx;
  return { option: fitChart(option, { widthPx, heightPx }), heightPx };
}
