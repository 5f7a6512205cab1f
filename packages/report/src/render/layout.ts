import {
  borderColour,
  brandShades,
  mapColours,
  mutedTextColour,
  sampleNoticeColour,
  surfaceColour,
  textColour,
} from '@hazardscope/contracts';

/** A4 in PDF points (1/72 in) and the report's margins. */
export const pageSize = { width: 595.28, height: 841.89 } as const;
export const margins = { top: 64, bottom: 68, left: 56, right: 56 } as const;
export const contentWidth = pageSize.width - margins.left - margins.right;
export const contentBottom = pageSize.height - margins.bottom;

/** The design tokens of contracts, as the PDF uses them (one look across screen and PDF). */
export const colours = {
  text: textColour,
  muted: mutedTextColour,
  border: borderColour,
  surface: surfaceColour,
  brand: brandShades[7],
  brandDark: brandShades[9],
  brandLight: brandShades[0],
  notice: sampleNoticeColour,
  sea: mapColours.ocean,
  land: mapColours.land,
  river: mapColours.river,
  urban: mapColours.urban,
  urbanEdge: mapColours.urbanEdge,
} as const;

/** Type scale (pt). */
export const fontSizes = {
  title: 26,
  heading1: 19,
  heading2: 13.5,
  heading3: 11,
  body: 10,
  small: 9,
  table: 8.2,
  denseTable: 7.3,
  caption: 8,
  footer: 8,
} as const;

/** ECharts pixels per PDF point: a 12 px chart label prints at 9 pt. */
export const chartPixelsPerPoint = 4 / 3;
/** Charts in a row are a third as wide: drawn finer so their titles and watermark still fit. */
export const rowChartPixelsPerPoint = 2.1;
