import {
  hazardKeys,
  type AnalysisResult,
  type DesignFieldValues,
  type EngineAsset,
  type RiskRequest,
  type ScenarioInput,
  type ScenarioRange,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import type { Catalogue } from '@hazardscope/catalogue';
import { analyseAsset, analyseScenarioRange } from '@hazardscope/engine';
import {
  buildSiteHazardContext,
  type HazardDataStore,
  type SiteFineData,
} from '@hazardscope/hazard-data';
import { AnalysisInputError, atSeaMessage } from './analysis-input-error.ts';
import { assembleEngineAsset, resolveFieldValues } from './assemble-engine-asset.ts';

export interface RiskAnalysisDependencies {
  catalogue: Catalogue;
  hazardData: HazardDataStore;
  now: Date;
  /** The site's ground elevation from a configured external source, when there is one. */
  externalElevation?: { elevationMetres: number; dataset: string };
  /** What configured fine terrain and flood maps say at the site (hazard-data's fineDataAt). */
  fineData?: SiteFineData;
}

export interface RiskAnalysisOutcome {
  site: SiteHazardContext;
  analysis: AnalysisResult;
  /** Every design field value the run used: the archetype's defaults with the user's changes. */
  fieldValues: DesignFieldValues;
}

/** What an analysis runs the engine on: the site, the asset and the scenario, ready. */
export interface PreparedRiskAnalysis {
  site: SiteHazardContext;
  asset: EngineAsset;
  scenario: ScenarioInput;
  /** Every design field value the run uses: the archetype's defaults with the user's changes. */
  fieldValues: DesignFieldValues;
}

/**
 * One analysis: the archetype from the catalogue with the user's field and material changes, the
 * site from the hazard data, then the engine. A point clearly at sea is refused with a 400 and a clear
 * message; one just off the coast is moved to land by the hazard data, with a warning.
 */
export function runRiskAnalysis(
  request: RiskRequest,
  dependencies: RiskAnalysisDependencies,
): RiskAnalysisOutcome {
  const { site, asset, scenario, fieldValues } = prepareRiskAnalysis(request, dependencies);
  return { site, analysis: analyseAsset(site, asset, scenario), fieldValues };
}

/**
 * Everything of `runRiskAnalysis` but the engine run: the site, the engine asset and the scenario
 * it runs on (a portfolio asset runs them through the engine's VAR-only run, and its band's two
 * runs on the same site and asset). Refuses as `runRiskAnalysis` does.
 */
export function prepareRiskAnalysis(
  request: RiskRequest,
  dependencies: RiskAnalysisDependencies,
): PreparedRiskAnalysis {
  const archetype = dependencies.catalogue.archetypesByAcronym.get(request.archetype.acronym);
  if (archetype === undefined) {
    throw new AnalysisInputError(
      'invalid',
      `archetype.acronym: no asset type has the acronym '${request.archetype.acronym}'.`,
      'archetype.acronym',
    );
  }
  const fieldValues = resolveFieldValues(archetype, request.asset.fields ?? {});
  const site = siteForRequest(request, fieldValues, dependencies);
  const { latitude, longitude } = request.asset;
  if (site.terrain.surface === 'ocean') {
    throw new AnalysisInputError('invalid', atSeaMessage(latitude, longitude), 'asset');
  }
  const address = request.asset.address ?? `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
  const asset = assembleEngineAsset({
    catalogue: dependencies.catalogue,
    archetype,
    fieldValues,
    elementSelection: request.asset.elements ?? {},
    name: request.asset.name ?? `${archetype.name}, ${address}`,
    address,
    assetLifeEnd: request.settings.assetLifeEnd,
    now: dependencies.now,
  });
  const excluded = new Set(request.scenario.excludedHazards);
  const scenario: ScenarioInput = {
    hazards: hazardKeys.filter((hazard) => !excluded.has(hazard)),
    climateScenario: request.scenario.climateScenario,
  };
  return { site, asset, scenario, fieldValues };
}

/** The site an analysis runs on: the hazard data at the point, with the elevation it is given. */
function siteForRequest(
  request: RiskRequest,
  fieldValues: DesignFieldValues,
  dependencies: Pick<RiskAnalysisDependencies, 'hazardData' | 'externalElevation' | 'fineData'>,
): SiteHazardContext {
  const { latitude, longitude } = request.asset;
  const userElevation =
    typeof fieldValues.elevation === 'number' ? fieldValues.elevation : undefined;
  return buildSiteHazardContext(dependencies.hazardData, {
    latitude,
    longitude,
    ...dependencies.fineData,
    ...(userElevation !== undefined
      ? {
          elevationMetres: userElevation,
          elevationSource: { kind: 'user', dataset: 'Entered by the user' },
        }
      : dependencies.externalElevation
        ? {
            elevationMetres: dependencies.externalElevation.elevationMetres,
            elevationSource: { kind: 'external', dataset: dependencies.externalElevation.dataset },
          }
        : {}),
  });
}

/**
 * The scenario range of a stored run (engine runs at the low and high end of its scenario, and the
 * central run of every scenario): the same site as the run — its request's point, and the
 * elevation it used when that came from the user or an external service — and the run's own asset.
 */
export function runScenarioRange(
  run: { request: RiskRequest; fieldValues: DesignFieldValues; analysis: AnalysisResult },
  dependencies: Pick<RiskAnalysisDependencies, 'hazardData' | 'fineData'>,
): ScenarioRange {
  const stored = run.analysis.site;
  const externalElevation =
    stored?.elevationSource === 'external'
      ? { elevationMetres: stored.elevationMetres, dataset: stored.elevationDataset }
      : undefined;
  const site = siteForRequest(run.request, run.fieldValues, {
    hazardData: dependencies.hazardData,
    ...(dependencies.fineData && { fineData: dependencies.fineData }),
    ...(externalElevation === undefined ? {} : { externalElevation }),
  });
  return analyseScenarioRange(site, run.analysis.inputs.asset, run.analysis);
}
