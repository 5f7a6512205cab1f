import { defaultFieldValues, type Catalogue } from '@hazardscope/catalogue';
import { defaultClimateScenario, type AnalysisResult } from '@hazardscope/contracts';
import type { HazardDataStore } from '@hazardscope/hazard-data';
import { sampleAsShown } from '../analyses/result-as-shown.ts';
import { scenarioWarmingPath } from './report-input-for-analysis.ts';
import {
  buildLocatorMap,
  buildSiteMap,
  type ReportInput,
  type ReportNames,
} from '@hazardscope/report/inputs';
import { runRiskAnalysis } from '@hazardscope/analysis';
import type { ReportPool } from './report-pool.ts';

/**
 * The example asset of the sample report: a Simple House in central Brisbane, Australia — a real
 * place with a coast, tropical cyclones and bushfire country nearby, so the settings tables show
 * real data and one hazard 'Not Calculated' with its reason.
 */
const sampleReportAsset = {
  acronym: 'SH',
  latitude: -27.4698,
  longitude: 153.0251,
  address: 'Brisbane City QLD 4000, Australia',
} as const;

export interface SampleReportContext {
  catalogue: Catalogue;
  hazardData: HazardDataStore;
  names: ReportNames;
  now: Date;
}

/**
 * What the sample report shows: the sample profile as the app shows it before a purchase
 * (`sampleAsShown`: hazards the site's data cannot compute are left out, with their reason) for the
 * example asset, with the REAL site facts and per-hazard data of that place, so only the results
 * are illustrative, and they are the app's for the same asset.
 */
export function sampleReportInput(context: SampleReportContext): ReportInput {
  const { analysis: real } = runRiskAnalysis(
    {
      archetype: { acronym: sampleReportAsset.acronym },
      asset: {
        latitude: sampleReportAsset.latitude,
        longitude: sampleReportAsset.longitude,
        address: sampleReportAsset.address,
      },
      scenario: { excludedHazards: [], climateScenario: defaultClimateScenario },
      settings: { assetLifeEnd: 2100 },
    },
    { catalogue: context.catalogue, hazardData: context.hazardData, now: context.now },
  );
  const sample = sampleAsShown(real);
  const analysis: AnalysisResult = {
    ...sample,
    metadata: real.metadata,
    // The sample's own warning first, then the real site notes that explain the settings.
    warnings: [...sample.warnings, ...real.warnings],
  };
  const archetype = context.catalogue.archetypesByAcronym.get(sampleReportAsset.acronym);
  if (archetype === undefined)
    throw new Error(`the catalogue has no '${sampleReportAsset.acronym}'`);
  return {
    analysis,
    archetype,
    currentFieldValues: defaultFieldValues(archetype),
    materialsById: context.catalogue.materialsById,
    preparedFor: 'Sample report',
    createdAt: context.now,
    revisionLabel: 'Revision 1',
    sample: true,
    names: context.names,
    locatorMap: buildLocatorMap(
      context.hazardData.landSea,
      sampleReportAsset.latitude,
      sampleReportAsset.longitude,
    ),
    // The sample draws the embedded layers only: no imagery request for a report anyone may ask for.
    siteMap: buildSiteMap(
      context.hazardData,
      sampleReportAsset.latitude,
      sampleReportAsset.longitude,
    ),
    warmingPath: scenarioWarmingPath(analysis.inputs.scenario.climateScenario),
  };
}

/** The sample report as a PDF, drawn in the report pool. */
export function buildSampleReportPdf(
  context: SampleReportContext & { reportPool: ReportPool },
): Promise<Buffer> {
  return context.reportPool.render(sampleReportInput(context));
}
