import type { Catalogue } from '@hazardscope/catalogue';
import { revisionDisplayName, type ClimateScenario } from '@hazardscope/contracts';
import { warmingCelsiusForYear } from '@hazardscope/engine';
import type { HazardDataStore } from '@hazardscope/hazard-data';
import {
  buildLocatorMap,
  buildSiteMap,
  type ReportInput,
  type ReportNames,
  type ScenarioWarmingPoint,
} from '@hazardscope/report/inputs';
import type { AccountRow } from '../accounts/account-row.ts';
import { AppError } from '../errors.ts';
import type { ReportableAnalysis } from './read-reportable-analysis.ts';

export interface ReportInputContext {
  catalogue: Catalogue;
  hazardData: HazardDataStore;
  names: ReportNames;
}

/**
 * The report of one of the reader's analyses, as `buildReportModel` reads it: the real result of
 * its run, the design values and materials it ran with, prepared for the reader's username, dated
 * when the analysis was saved, and labelled with its revision's display name within its group.
 */
export function reportInputForAnalysis(
  context: ReportInputContext,
  reader: AccountRow,
  reportable: ReportableAnalysis,
): ReportInput {
  const { analysis } = reportable.run;
  const archetype = context.catalogue.archetypesByAcronym.get(analysis.inputs.archetype.acronym);
  if (archetype === undefined) {
    throw new AppError(
      'GONE',
      `The asset type '${analysis.inputs.archetype.acronym}' of this analysis is no longer in the catalogue.`,
    );
  }
  const [longitude, latitude] = analysis.geometry.coordinates;
  return {
    analysis,
    archetype,
    currentFieldValues: reportable.document.design.fieldValues,
    materialsById: context.catalogue.materialsById,
    preparedFor: reader.username,
    createdAt: reportable.row.createdAt,
    revisionLabel: revisionDisplayName(
      reportable.row.title,
      analysis.properties.address,
      reportable.revisionNumber,
    ),
    sample: false,
    names: context.names,
    locatorMap: buildLocatorMap(context.hazardData.landSea, latitude, longitude),
    // The embedded layers; a saved report's rendering puts the satellite image in their place when
    // the installation has an imagery key (saved-report.ts).
    siteMap: buildSiteMap(context.hazardData, latitude, longitude),
    warmingPath: scenarioWarmingPath(analysis.inputs.scenario.climateScenario),
  };
}

/** The years of the report's warming table: 1990 and every decade from 2020 to 2100. */
const warmingTableYears = [1990, 2020, 2030, 2040, 2050, 2060, 2070, 2080, 2090, 2100];

/** The engine's warming path of a scenario at the table's years, with its AR6 5–95 % range. */
export function scenarioWarmingPath(scenario: ClimateScenario): ScenarioWarmingPoint[] {
  return warmingTableYears.map((year) => ({
    year,
    centralCelsius: warmingCelsiusForYear(year, scenario),
    lowCelsius: warmingCelsiusForYear(year, scenario, 'low'),
    highCelsius: warmingCelsiusForYear(year, scenario, 'high'),
  }));
}
