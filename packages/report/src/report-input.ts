import type {
  AnalysisResult,
  ArchetypeDefinition,
  DesignFieldValues,
  Material,
  ScenarioRange,
} from '@hazardscope/contracts';
import type { LocatorMap, SiteMap } from './report-model.ts';

/** The installation's names and addresses, printed on the cover, in the texts and the conclusion. */
export interface ReportNames {
  productName: string;
  providerShortName: string;
  supportEmail: string;
  /** The product's public root URL, without a trailing slash. */
  publicUrl: string;
}

/** Everything `buildReportModel` reads: one analysis and the facts around it. */
export interface ReportInput {
  analysis: AnalysisResult;
  /** The catalogue entry of the analysed archetype: field labels, defaults and elements. */
  archetype: ArchetypeDefinition;
  /** The design field values the analysis ran with (the defaults merged with the user's changes). */
  currentFieldValues: DesignFieldValues;
  /** Materials by id, to name each element's default material. */
  materialsById: Readonly<Record<string, Material>>;
  /** The account's username, or the interface's default label. */
  preparedFor: string;
  createdAt: Date;
  /** The revision's display name within its group ('Revision 1'). */
  revisionLabel: string;
  /** A sample report: the analysis is the illustrative sample profile, never real results. */
  sample: boolean;
  names: ReportNames;
  /** The vector locator map of the site, or undefined when no land mask is at hand. */
  locatorMap: LocatorMap | undefined;
  /**
   * The site close up on the asset-details page: the provider's aerial image when the installation
   * has an imagery key and the image came, else the embedded layers (`buildSiteMap`); undefined
   * when neither is at hand.
   */
  siteMap: SiteMap | undefined;
  /**
   * The global warming path of the analysis's scenario at the years shown (°C above 1850–1900),
   * central and the low and high ends of its AR6 range, from the engine; absent where the caller
   * has no engine at hand, when the emissions-scenario page shows the SSP5-8.5 table of the methods.
   */
  warmingPath?: readonly ScenarioWarmingPoint[];
  /**
   * The spread of the analysis's scenario (low and high ends of its AR6 range) and the total VAR of
   * every scenario in the comparison years, from the engine; absent for a sample report and where
   * the caller has no engine at hand, when the charts carry no band and the comparison is left out.
   */
  scenarioRange?: ScenarioRange;
}

/** One year of a scenario's warming path (°C above 1850–1900). */
export interface ScenarioWarmingPoint {
  year: number;
  centralCelsius: number;
  lowCelsius: number;
  highCelsius: number;
}
