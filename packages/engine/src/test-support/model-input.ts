import {
  scenarioSchema,
  type AssetDesign,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { warmingCelsiusForYear } from '../climate/warming-path.ts';
import type { HazardModelInput } from '../hazards/hazard-model.ts';
import { exampleAsset, exampleSite } from './example-site.ts';

/** A hazard-model input for the given years (default 1990, 2050, 2100) from the example site and asset. */
export function modelInput(
  overrides: {
    site?: SiteHazardContext;
    design?: Partial<AssetDesign>;
    scenario?: ScenarioInput;
    years?: number[];
    /** Warming of each year (°C above 1850–1900); by default the SSP5-8.5 path's. */
    warmingByYear?: number[];
  } = {},
): HazardModelInput {
  const years = overrides.years ?? [1990, 2050, 2100];
  return {
    site: overrides.site ?? exampleSite(),
    design: { ...exampleAsset().design, ...overrides.design },
    scenario: scenarioSchema.parse(overrides.scenario ?? {}),
    years,
    warmingByYear: overrides.warmingByYear ?? years.map((year) => warmingCelsiusForYear(year)),
  };
}
