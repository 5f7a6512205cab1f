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
      textStyle: { fontSize: 15, fontWeight: 600, color: textColour, fontFamily },
      subtextStyle: { fontSize: 12, color: mutedTextColour, fontFamily },
    },
    grid: { left: 8, right: 16, top: subtitle ? 72 : 56, bottom: 56, ...gridContainsAxisLabels },
    graphic: sample ? sampleWatermark() : [],
  };
}

/** A diagonal 'SAMPLE ONLY' label no one could miss. */
function sampleWatermark(): NonNullable<EChartsOption['graphic']> {
  return [
    {
      type: 'text',
      left: 'center',
      top: 'middle',
      rotation: Math.PI / 8,
      z: 100,
      silent: true,
      style: {
        text: 'SAMPLE ONLY',
        fontSize: 40,
        fontWeight: 700,
        fontFamily,
        fill: 'rgba(201, 42, 42, 0.22)',
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
