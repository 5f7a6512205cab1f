export { analyseAsset } from './analyse-asset.ts';
export {
  analyseAssetTotalRisk,
  analyseAssetValueAtRisk,
  type AssetValueAtRisk,
} from './analyse-asset-total-risk.ts';
export { riskRatings } from './summarise-risk.ts';
export { analyseScenarioRange, scenarioComparisonYears } from './scenario-range.ts';
export { assessHazards, type HazardIntensities } from './assess-hazards.ts';
export { hazardRiskSeries, type HazardRiskSeries } from './hazard-risk-series.ts';
export { sampleProfile, sampleProfileWarning } from './sample-profile.ts';
export {
  comparePathways,
  netPresentValue,
  paybackYear,
  paysBackAfterWindow,
  premiumSeries,
  type CapitalExpenditure,
  type NetPresentValueInput,
  type NetPresentValueSettings,
  type PathwayComparison,
  type PathwayComparisonInput,
  type PathwayOutcome,
} from './adaptation/net-present-value.ts';
export {
  composePathwayProfile,
  planAdaptationPathway,
  type AdaptationOptionChanges,
  type AssetCustomisation,
  type PathwayStep,
  type YearlyRiskProfile,
} from './adaptation/adaptation-pathway.ts';
export {
  returnPeriodsYears,
  standardExceedanceProbabilities,
  type ExceedanceCurve,
} from './return-periods.ts';
export { expectedAnnualValue } from './expected-annual-value.ts';
export {
  assessedWarmingAbove1995To2014Celsius,
  warmingCelsiusForYear,
  warmingPath,
  baselinePeriodWarmingCelsius,
} from './climate/warming-path.ts';
export { changeAtWarming, changeAlongPath } from './climate/warming-response.ts';
export {
  globalMeanSeaLevelRiseMetres,
  regionalSeaLevelRiseMetres,
} from './climate/sea-level-path.ts';
export { emanuelDamageFraction } from './vulnerability/emanuel-wind-damage.ts';
export {
  depthDamageFraction,
  continentForRegion,
  type JrcContinent,
} from './vulnerability/jrc-depth-damage.ts';
export { hazardModels, hazardDescriptions } from './hazards/hazard-models.ts';
export type {
  HazardAssessment,
  HazardModel,
  HazardModelInput,
  HazardDiagnostics,
  ElementVulnerability,
} from './hazards/hazard-model.ts';
export { prepareElements, effectiveCoefficient, type PreparedElement } from './prepare-elements.ts';
export { hazardModelInput } from './hazard-model-input.ts';
export { combinedFailureProbability, summariseRisk } from './summarise-risk.ts';
