import {
  climateScenarios,
  scenarioSchema,
  type AnalysisResult,
  type EngineAsset,
  type ScenarioRange,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { analyseAsset } from './analyse-asset.ts';

/** The years of the scenario comparison: near term, mid-century and end of century. */
export const scenarioComparisonYears = [2030, 2050, 2100] as const;

/**
 * The range around a result's scenario and the comparison with the other scenarios: the engine run
 * again at the low and at the high end of the scenario's AR6 range (5 % / 95 % warming, likely-range
 * sea level), and at the central path of each other scenario. `central` is the result already
 * computed for `site` and `asset` (its inputs give the scenario), so it is not run twice.
 */
export function analyseScenarioRange(
  site: SiteHazardContext,
  asset: EngineAsset,
  central: AnalysisResult,
): ScenarioRange {
  const scenario = scenarioSchema.parse({ ...central.inputs.scenario, climateBound: 'central' });
  const runAt = (changes: Partial<typeof scenario>) =>
    analyseAsset(site, asset, { ...scenario, ...changes });
  const runs = [central, runAt({ climateBound: 'low' }), runAt({ climateBound: 'high' })];
  const edge = (pick: (...values: number[]) => number) => ({
    totalRisk: central.properties.totalRisk.map((_, year) =>
      pick(...runs.map((run) => run.properties.totalRisk[year]!)),
    ),
    riskHazards: central.properties.riskHazards.map((byHazard, year) =>
      byHazard.map((_, hazard) =>
        pick(...runs.map((run) => run.properties.riskHazards[year]![hazard]!)),
      ),
    ),
    combinedFailure: central.summary.combinedFailure.map((_, year) =>
      pick(...runs.map((run) => run.summary.combinedFailure[year]!)),
    ),
  });
  const yearIndices = scenarioComparisonYears
    .filter((year) => year >= scenario.startYear && year <= scenario.endYear)
    .map((year) => year - scenario.startYear);
  const totalRiskByScenario = Object.fromEntries(
    climateScenarios.map((climateScenario) => {
      const totals =
        climateScenario === scenario.climateScenario
          ? central.properties.totalRisk
          : runAt({ climateScenario }).properties.totalRisk;
      return [climateScenario, yearIndices.map((index) => totals[index]!)];
    }),
  ) as ScenarioRange['comparison']['totalRiskByScenario'];
  return {
    climateScenario: scenario.climateScenario,
    lower: edge(Math.min),
    upper: edge(Math.max),
    comparison: {
      years: yearIndices.map((index) => scenario.startYear + index),
      totalRiskByScenario,
    },
  };
}
