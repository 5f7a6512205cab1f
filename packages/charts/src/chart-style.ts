import {
  fontFamily,
  mutedTextColour,
  sampleSeriesColour,
  textColour,
  borderColour,
} from '@hazardscope/contracts';
import type { EChartsOption } from 'echarts';

/**
 * The grid's margins hold the axis labels (ECharts 6's way of the deprecated `containLabel`, which
 * needs a legacy module registered and measures labels less precisely).
 */
export const gridContainsAxisLabels = {
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
} as const;

/** A chart's title and subtitle: sizes (px) and the title's weight, in the colours of the text. */
export const chartTitleStyle = {
  titleFontSizePx: 15,
  titleFontWeight: 600,
  subtitleFontSizePx: 12,
} as const;

/** Options every chart shares: font, text colours, grid, and the sample-only watermark. */
export function baseOption(
  title: string,
  subtitle: string | undefined,
  sample: boolean,
): EChartsOption {
  return {
    animation: false,
    textStyle: { fontFamily, color: textColour },
    title: {
      text: title,
      subtext: subtitle,
      left: 0,
      textStyle: {
        fontSize: chartTitleStyle.titleFontSizePx,
        fontWeight: chartTitleStyle.titleFontWeight,
        color: textColour,
        fontFamily,
      },
      subtextStyle: {
        fontSize: chartTitleStyle.subtitleFontSizePx,
        color: mutedTextColour,
        fontFamily,
      },
    },
    grid: { left: 8, right: 16, top: subtitle ? 72 : 56, bottom: 56, ...gridContainsAxisLabels },
    graphic: sample ? sampleWatermark() : [],
  };
}

/**
 * The diagonal 'SAMPLE ONLY' label no one could miss, across the middle of a sample chart: its
 * text, size (px), weight, fill and anticlockwise rotation (radians).
 */
export const sampleWatermarkStyle = {
  text: 'SAMPLE ONLY',
  fontSizePx: 40,
  fontWeight: 700,
  fill: 'rgba(201, 42, 42, 0.22)',
  rotationRadians: Math.PI / 8,
} as const;

function sampleWatermark(): NonNullable<EChartsOption['graphic']> {
  return [
    {
      type: 'text',
      left: 'center',
      top: 'middle',
      rotation: sampleWatermarkStyle.rotationRadians,
      z: 100,
      silent: true,
      style: {
        text: sampleWatermarkStyle.text,
        fontSize: sampleWatermarkStyle.fontSizePx,
        fontWeight: sampleWatermarkStyle.fontWeight,
        fontFamily,
        fill: sampleWatermarkStyle.fill,
      },
    },
  ];
}

/**
 * A sample series keeps its hue (so the legend still tells hazards apart) but is faded, so it can
 * never pass for a real result.
 */
export function seriesColour(colour: string, sample: boolean): string {
  if (!sample) return colour;
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return sampleSeriesColour;
  const [red, green, blue] = match.slice(1).map((hex) => Number.parseInt(hex, 16));
  return `rgba(${red}, ${green}, ${blue}, 0.4)`;
}

export const axisLineStyle = { lineStyle: { color: borderColour } };
export const splitLineStyle = { lineStyle: { color: '#EEF1F4' } };
