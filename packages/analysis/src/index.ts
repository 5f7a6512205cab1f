export { AnalysisInputError, atSeaMessage } from './analysis-input-error.ts';
export { assembleEngineAsset, resolveFieldValues } from './assemble-engine-asset.ts';
export { engineVersion } from './engine-version.ts';
export {
  prepareRiskAnalysis,
  runRiskAnalysis,
  type PreparedRiskAnalysis,
  runScenarioRange,
  type RiskAnalysisDependencies,
  type RiskAnalysisOutcome,
} from './run-risk-analysis.ts';
