import type { ChartInput } from '@hazardscope/charts';
import type { HazardKey, Rating, ScenarioRange } from '@hazardscope/contracts';

/**
 * The plain report model (ARCHITECTURE.md 'packages/report', step one of two): everything the PDF
 * shows, already worded, rounded and ordered, with no pdfkit in sight. It is serialisable (JSON):
 * charts are named by a spec and drawn by the renderer from `chartInput` with the same option
 * builders as the screen, so the model can be tested without drawing anything.
 */
export interface ReportModel {
  productName: string;
  /** True for the sample report: red notices, 'SAMPLE ONLY' on every results page, muted series. */
  sample: boolean;
  /** Printed in every page's footer beside 'n / total'. */
  footerText: string;
  chartInput: ChartInput;
  /** The scenario's range and comparison the time charts draw as bands, when the input had them. */
  scenarioRange: ScenarioRange | undefined;
  cover: ReportCover;
  /** Each part starts on a new page and may run over several pages. */
  parts: ReportPart[];
}

export interface ReportCover {
  title: 'CLIMATE RISK ANALYSIS REPORT';
  preparedFor: string;
  address: string;
  assetDescription: string;
  /** DD/MM/YYYY. */
  dateText: string;
  revisionLabel: string;
  /** The red sample notice, when the report is a sample. */
  sampleNotice: string | undefined;
  locatorMap: LocatorMap | undefined;
  locatorCaption: string;
  footerLinks: readonly ReportLink[];
}

export interface ReportLink {
  label: string;
  url: string;
}

export type ReportPartKind =
  | 'disclaimer'
  | 'caveats'
  | 'contents'
  | 'introduction'
  | 'settings'
  | 'scenario'
  | 'results'
  | 'methods'
  | 'conclusion';

export interface ReportPart {
  kind: ReportPartKind;
  /** Results pages carry the diagonal 'SAMPLE ONLY' mark when the report is a sample. */
  showsResults: boolean;
  blocks: ReportBlock[];
}

export type ReportBlock =
  | HeadingBlock
  | ParagraphBlock
  | ListBlock
  | FormulaBlock
  | TableBlock
  | ChartBlock
  | ChartRowBlock
  | HazardKeyBlock
  | RatingCardsBlock
  | LocatorMapBlock
  | SiteMapBlock
  | ContentsBlock
  | PageBreakBlock;

export interface HeadingBlock {
  kind: 'heading';
  level: 1 | 2 | 3;
  /** Section number ('2.1'), or undefined for unnumbered headings. */
  number: string | undefined;
  text: string;
  /** Listed in the table of contents. */
  inContents: boolean;
  /** Space (pt) that must follow on the same page, to keep a section's chart with its heading. */
  keepWithNextPoints?: number;
}

export interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
  /** 'notice' is the red sample notice; 'muted' a caption or note; 'small' dense legal text. */
  tone: 'body' | 'muted' | 'notice' | 'small';
}

export interface ListBlock {
  kind: 'list';
  items: readonly { label?: string; text: string }[];
}

export interface FormulaBlock {
  kind: 'formula';
  text: string;
}

export interface TableColumn {
  header: string;
  /** Relative width; the renderer shares the text width in proportion. */
  widthWeight: number;
  align: 'left' | 'right';
}

export interface TableBlock {
  kind: 'table';
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
  /** Rows drawn in the muted 'Not Calculated' style, by index. */
  mutedRows?: readonly number[];
  caption?: string;
}

/** A chart of packages/charts, named so the model stays plain data. */
export type ChartSpec =
  | { chart: 'rating-pie'; year: number }
  | { chart: 'value-at-risk-over-time' }
  | { chart: 'failure-probability-over-time' }
  | { chart: 'vulnerability'; year: number }
  | { chart: 'hazard-breakdown' }
  | { chart: 'single-hazard'; hazard: HazardKey }
  | { chart: 'scenario-comparison'; comparison: ScenarioRange['comparison'] };

export interface ChartBlock {
  kind: 'chart';
  spec: ChartSpec;
  /** Height on the page (pt); the width is the text width. */
  heightPoints: number;
}

/** Charts side by side (the three rating pies), their legend replaced by one hazard key below. */
export interface ChartRowBlock {
  kind: 'chart-row';
  specs: readonly ChartSpec[];
  heightPoints: number;
}

/** The hazard colour key shared by a row of charts: each computed hazard with its colour. */
export interface HazardKeyBlock {
  kind: 'hazard-key';
  hazards: readonly HazardKey[];
}

export interface RatingCard {
  label: string;
  year: number;
  rating: Rating;
  ratingLabel: string;
  valueAtRiskText: string;
}

export interface RatingCardsBlock {
  kind: 'rating-cards';
  cards: readonly RatingCard[];
}

/**
 * A vector locator map from the embedded land/sea mask: land as runs of cells per row, north row
 * first, and the site's position in the panel (fractions of width and height from the top left).
 */
export interface LocatorMapPanel {
  title: string;
  westDegrees: number;
  northDegrees: number;
  cellDegrees: number;
  columns: number;
  rows: number;
  /** [row, firstColumn, lastColumn] of each run of land cells (inclusive). */
  landRuns: readonly (readonly [number, number, number])[];
  siteX: number;
  siteY: number;
}

export interface LocatorMap {
  latitude: number;
  longitude: number;
  world: LocatorMapPanel;
  region: LocatorMapPanel;
}

export interface LocatorMapBlock {
  kind: 'locator-map';
  map: LocatorMap;
  caption: string;
  heightPoints: number;
}

/** A point or a corner on the site map: kilometres east and north of the site. */
export type SiteMapPosition = readonly [eastKilometres: number, northKilometres: number];

/**
 * The site drawn from the layers the analysis reads, in kilometres east and north of the site
 * (a local equirectangular projection, north up): the 30″ land cells as rectangles, the WDBII
 * rivers as lines with their level, the Natural Earth urban areas as rings.
 */
export interface SiteLayersMap {
  kind: 'layers';
  latitude: number;
  longitude: number;
  /** The square drawn reaches this far east, west, north and south of the site. */
  halfWidthKilometres: number;
  /** One 30″ land cell's size here (km), for the caption. */
  landCellKilometres: { eastWest: number; northSouth: number };
  /** Runs of land cells: [west, south, east, north] in km from the site. */
  land: readonly (readonly [number, number, number, number])[];
  /**
   * The river lines: WDBII's (level 1 permanent major … 4 minor river, null when unknown) and
   * Natural Earth's 1:10m centre lines, which the data adds for the great rivers WDBII draws only
   * by their banks and for rivers WDBII lacks (coarser: simplified to ~500 m).
   */
  rivers: readonly {
    source: 'wdbii' | 'natural-earth';
    level: number | null;
    line: readonly SiteMapPosition[];
  }[];
  urban: readonly (readonly SiteMapPosition[])[];
}

/** An aerial image of the site from the imagery provider the installation has a key for. */
export interface SiteImageryMap {
  kind: 'imagery';
  latitude: number;
  longitude: number;
  /** The image file, base64 (PNG or JPEG), so the model stays plain JSON. */
  imageBase64: string;
  widthPixels: number;
  heightPixels: number;
  /** Ground distance of one pixel at the site (Web Mercator at the image's zoom). */
  metresPerPixel: number;
}

export type SiteMap = SiteLayersMap | SiteImageryMap;

export interface SiteMapLegendEntry {
  layer: 'land' | 'sea' | 'river' | 'river-centre-line' | 'urban' | 'site';
  label: string;
}

/** 2.1's picture of the site: the imagery when a key is set, else the embedded layers. */
export interface SiteMapBlock {
  kind: 'site-map';
  map: SiteMap;
  title: string;
  legend: readonly SiteMapLegendEntry[];
  caption: string;
  heightPoints: number;
}

/** The table of contents: filled in by the renderer once the page of every heading is known. */
export interface ContentsBlock {
  kind: 'contents';
}

export interface PageBreakBlock {
  kind: 'page-break';
}
