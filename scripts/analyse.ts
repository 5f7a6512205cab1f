// Analyse one asset from the command line, with the same catalogue, hazard data and engine as the
// server. JSON (the Analysis shape the API returns) with --json; otherwise a readable table.
//   npm run analyse -- --lat -33.87 --lon 151.21 --archetype SH [--field name=value …]
//     [--scenario ssp245] [--range] [--json]
// --scenario picks the emissions scenario (ssp126, ssp245, ssp370, ssp585; default ssp585, RCP 8.5);
// --range adds the low/high range of the scenario and the total VAR of every scenario.
import { parseArgs } from 'node:util';
import {
  climateScenarioLabels,
  climateScenarios,
  formatPercent,
  hazardKeys,
  hazardLabels,
  riskRequestSchema,
  type AnalysisResult,
  type DesignFieldValues,
  type ScenarioRange,
} from '@hazardscope/contracts';
import { loadCatalogue } from '@hazardscope/catalogue';
import { loadHazardData } from '@hazardscope/hazard-data';
import { z } from 'zod';
import { AnalysisInputError, runRiskAnalysis, runScenarioRange } from '@hazardscope/analysis';

const usage =
  'usage: npm run analyse -- --lat <degrees> --lon <degrees> --archetype <acronym> ' +
  '[--field name=value …] [--exclude hazard …] [--scenario ssp126|ssp245|ssp370|ssp585] ' +
  '[--range] [--life-end year] [--json]';

function parseFieldValue(text: string): string | number | boolean | null {
  if (text === 'null') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}

/** `--lat -33.87` → `--lat=-33.87`: parseArgs would read '-33.87' as an option. */
function joinNegativeNumbers(args: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index] ?? '';
    const next = args[index + 1];
    if (
      argument.startsWith('--') &&
      !argument.includes('=') &&
      next !== undefined &&
      /^-\d/.test(next)
    ) {
      joined.push(`${argument}=${next}`);
      index += 1;
    } else {
      joined.push(argument);
    }
  }
  return joined;
}

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: joinNegativeNumbers(process.argv.slice(2)),
      options: {
        lat: { type: 'string' },
        lon: { type: 'string' },
        archetype: { type: 'string', default: 'SO' },
        field: { type: 'string', multiple: true, default: [] },
        exclude: { type: 'string', multiple: true, default: [] },
        scenario: { type: 'string' },
        range: { type: 'boolean', default: false },
        'life-end': { type: 'string' },
        address: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      allowNegative: false,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const options = parsed.values;
  const fields: DesignFieldValues = {};
  for (const assignment of options.field) {
    const separator = assignment.indexOf('=');
    if (separator <= 0) {
      console.error(`--field takes name=value, got '${assignment}'.\n${usage}`);
      return 2;
    }
    fields[assignment.slice(0, separator)] = parseFieldValue(assignment.slice(separator + 1));
  }
  const request = riskRequestSchema.safeParse({
    archetype: { acronym: options.archetype },
    asset: {
      latitude: Number(options.lat),
      longitude: Number(options.lon),
      address: options.address,
      fields,
    },
    scenario: {
      excludedHazards: options.exclude,
      ...(options.scenario === undefined ? {} : { climateScenario: options.scenario }),
    },
    settings: options['life-end'] ? { assetLifeEnd: Number(options['life-end']) } : undefined,
  });
  if (!request.success) {
    console.error(`${z.prettifyError(request.error)}\n${usage}`);
    return 2;
  }
  try {
    const hazardData = loadHazardData();
    const { analysis, fieldValues } = runRiskAnalysis(request.data, {
      catalogue: loadCatalogue(),
      hazardData,
      now: new Date(),
    });
    const range = options.range
      ? runScenarioRange({ request: request.data, fieldValues, analysis }, { hazardData })
      : undefined;
    console.log(
      options.json
        ? JSON.stringify(
            range === undefined ? analysis : { ...analysis, scenarioRange: range },
            null,
            2,
          )
        : [
            formatTable(analysis),
            ...(range === undefined ? [] : [formatRange(analysis, range)]),
          ].join('\n\n'),
    );
    return 0;
  } catch (error) {
    // A request the engine cannot run (a value out of bounds, a point at sea): say why, exit 1.
    if (error instanceof AnalysisInputError) {
      console.error(`${error.field}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/** VAR % and failure probability per hazard for 2020, 2050 and 2100, and the ratings. */
function formatTable(analysis: AnalysisResult): string {
  const startYear = analysis.inputs.scenario.startYear;
  const years = [2020, 2050, 2100];
  const cell = (text: string, width: number) => text.padStart(width);
  const lines = [
    `${analysis.properties.name}`,
    `${analysis.geometry.coordinates[1].toFixed(5)}, ${analysis.geometry.coordinates[0].toFixed(5)} · ${analysis.inputs.archetype.name} (${analysis.inputs.archetype.acronym})`,
    `Emissions scenario: ${climateScenarioLabels[analysis.inputs.scenario.climateScenario]}`,
    '',
    `${'Hazard'.padEnd(24)}${years.map((year) => cell(`VAR ${year}`, 12)).join('')}${years.map((year) => cell(`FP ${year}`, 12)).join('')}`,
  ];
  hazardKeys.forEach((hazard, hazardIndex) => {
    const reason = analysis.metadata[hazard]?.no_calc_reason;
    if (reason) {
      lines.push(`${hazardLabels[hazard].padEnd(24)}Not Calculated: ${reason}`);
      return;
    }
    const at = (matrix: number[][], year: number) => matrix[year - startYear]?.[hazardIndex] ?? 0;
    lines.push(
      `${hazardLabels[hazard].padEnd(24)}${years.map((year) => cell(formatPercent(at(analysis.properties.riskHazards, year)), 12)).join('')}${years.map((year) => cell(formatPercent(at(analysis.properties.failureHazards, year)), 12)).join('')}`,
    );
  });
  const total = (year: number) => analysis.properties.totalRisk[year - startYear] ?? 0;
  const combined = (year: number) => analysis.summary.combinedFailure[year - startYear] ?? 0;
  lines.push(
    `${'Total / combined'.padEnd(24)}${years.map((year) => cell(formatPercent(total(year)), 12)).join('')}${years.map((year) => cell(formatPercent(combined(year)), 12)).join('')}`,
    '',
    `Current rating: ${analysis.summary.currentRating} · Future rating: ${analysis.summary.futureRating} (peak ${analysis.summary.peakRiskYear})`,
  );
  for (const warning of analysis.warnings) lines.push(`Warning: ${warning}`);
  return lines.join('\n');
}

/** Total VAR with its range in 2020, 2050 and 2100, and the total VAR of every scenario. */
function formatRange(analysis: AnalysisResult, range: ScenarioRange): string {
  const startYear = analysis.inputs.scenario.startYear;
  const at = (series: number[], year: number) => formatPercent(series[year - startYear] ?? 0);
  const lines = [
    'Total VAR with the range of the scenario (low and high ends of the AR6 range):',
    ...[2020, 2050, 2100].map(
      (year) =>
        `  ${year}: ${at(analysis.properties.totalRisk, year)} (${at(range.lower.totalRisk, year)} – ${at(range.upper.totalRisk, year)})`,
    ),
    `Total VAR by scenario: ${range.comparison.years.join(', ')}`,
    ...climateScenarios.map(
      (scenario) =>
        `  ${climateScenarioLabels[scenario].padEnd(36)}${range.comparison.totalRiskByScenario[scenario].map((value) => formatPercent(value).padStart(10)).join('')}`,
    ),
  ];
  return lines.join('\n');
}

process.exitCode = main();
