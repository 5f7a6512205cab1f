import { z } from 'zod';

/** The emissions scenarios an analysis can run on (IPCC AR6 SSPs); ssp585 is the default. */
export const climateScenarios = ['ssp126', 'ssp245', 'ssp370', 'ssp585'] as const;
export type ClimateScenario = (typeof climateScenarios)[number];
export const defaultClimateScenario: ClimateScenario = 'ssp585';

/** How each scenario is named to people; the default keeps the name it has always had. */
export const climateScenarioLabels: Record<ClimateScenario, string> = {
  ssp126: 'SSP1-2.6 (low emissions)',
  ssp245: 'SSP2-4.5 (intermediate emissions)',
  ssp370: 'SSP3-7.0 (high emissions)',
  ssp585: 'RCP 8.5 (≈ SSP5-8.5)',
};

/** The AR6 name of each scenario's pathway (what the warming and sea-level data are tabulated by). */
export const climateScenarioPathwayNames: Record<ClimateScenario, string> = {
  ssp126: 'SSP1-2.6',
  ssp245: 'SSP2-4.5',
  ssp370: 'SSP3-7.0',
  ssp585: 'SSP5-8.5',
};

/**
 * The scenario key. Runs stored before scenarios could be chosen say 'SSP5-8.5', read as ssp585.
 */
export const climateScenarioSchema = z
  .enum([...climateScenarios, 'SSP5-8.5'], {
    error: `climateScenario must be one of ${climateScenarios.join(', ')}`,
  })
  .transform((value): ClimateScenario => (value === 'SSP5-8.5' ? 'ssp585' : value));

/**
 * Which run of the scenario: the central one (AR6 median warming and sea level), or the low or
 * high end of its range (AR6 5 % / 95 % warming with the AR6 likely-range sea level).
 */
export const climateBounds = ['central', 'low', 'high'] as const;
export type ClimateBound = (typeof climateBounds)[number];
export const climateBoundSchema = z.enum(climateBounds);
