import type { HazardKey } from './hazards.ts';
import type { Rating } from './rating.ts';

/**
 * The one visual language, shared by the web theme, the charts and the PDF report so a
 * hazard or a rating has the same colour everywhere.
 */

/** Paul Tol's 'muted' qualitative scheme: nine hues distinguishable with the common colour-vision deficiencies. */
export const hazardColours: Record<HazardKey, string> = {
  flood_riverine: '#332288',
  inundation: '#88CCEE',
  heat: '#CC6677',
  forest_fire: '#882255',
  wind: '#44AA99',
  soil_movement: '#999933',
  'freeze-thaw': '#DDCC77',
  flood_surfacewater: '#117733',
  cyclone_wind: '#AA4499',
};

export const ratingColours: Record<Rating, string> = {
  A: '#2B8A3E',
  B: '#E67700',
  C: '#C92A2A',
};

/** Reference line at 10 % VAR, 'Likely uninsurable': a darker red than rating C. */
export const uninsurableColour = '#7A0E0E';

/** Sample-only state: the red of the notice bar and the muted grey of sample series. */
export const sampleNoticeColour = '#C92A2A';
export const sampleSeriesColour = '#ADB5BD';

/** Brand: a deep blue-teal, calm and professional; 10 shades light → dark for the Mantine theme. */
export const brandShades = [
  '#E6F4F7',
  '#CDE6EC',
  '#9BCCD9',
  '#66B1C5',
  '#3D9AB3',
  '#238CA8',
  '#0E7F9D',
  '#006B86',
  '#005E76',
  '#004D61',
] as const;

export const textColour = '#1B2631';
export const mutedTextColour = '#5C6B7A';
export const surfaceColour = '#F5F7FA';
export const borderColour = '#DEE2E6';

export const fontFamily =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** Font sizes (px) of the short type scale. */
export const fontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, heading: 28 } as const;

/** The offline map's colours, shared by the web globe and the report's locator map. */
export const mapColours = {
  ocean: '#CFE3EC',
  land: '#F3F0E8',
  coastline: '#8FB3C4',
  border: '#B5AC9C',
  /** Rivers and urban areas the analysis reads, drawn at building zoom. */
  river: '#2F6F9F',
  urban: '#E2B48A',
  urbanEdge: '#9C6B3F',
} as const;
