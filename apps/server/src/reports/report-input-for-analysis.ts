import type { Catalogue } from '@hazardscope/catalogue';
import { revisionDisplayName } from '@hazardscope/contracts';
import type { HazardDataStore } from '@hazardscope/hazard-data';
import { buildLocatorMap, type ReportInput, type ReportNames } from '@hazardscope/report/inputs';
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
  };
}
