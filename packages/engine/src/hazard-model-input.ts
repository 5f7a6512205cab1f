import {
  scenarioSchema,
  type AssetDesign,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { warmingPath } from './climate/warming-path.ts';
import type { HazardModelInput } from './hazards/hazard-model.ts';

/**
 * What every hazard model reads for one analysis: the site, the asset's design, the parsed scenario,
 * its calendar years (ascending, one per year) and the global warming level of each year on the
 * scenario's path (its central run, or the low or high end of its range).
 */
export function hazardModelInput(
  site: SiteHazardContext,
  design: AssetDesign,
  scenarioInput: ScenarioInput = {},
): HazardModelInput {
  const scenario = scenarioSchema.parse(scenarioInput);
  const years: number[] = [];
  for (let year = scenario.startYear; year <= scenario.endYear; year += 1) years.push(year);
  const warmingByYear = warmingPath(
    scenario.startYear,
    scenario.endYear,
    scenario.climateScenario,
    scenario.climateBound,
  );
  return { site, design, scenario, years, warmingByYear };
}
