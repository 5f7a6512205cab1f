import { computedHazards, hasVulnerabilityData, valueInYear } from '@hazardscope/charts';
import {
  climateScenarioLabels,
  climateScenarios,
  formatPercent,
  hazardKeys,
  hazardLabels,
  ratingForValueAtRisk,
  ratingLabels,
  returnPeriodText,
  type HazardKey,
} from '@hazardscope/contracts';
import type { ReportInput } from '../report-input.ts';
import type {
  ChartSpec,
  RatingCard,
  ReportBlock,
  ReportModel,
  ReportPart,
} from '../report-model.ts';
import { column, heading, paragraph } from './blocks.ts';
import { sampleNoticeText } from './front-matter.ts';

/** Height of each hazard's own chart (pt). */
const singleHazardChartPoints = 200;

/** Height of the charts of every hazard over the years: VAR, failure probability, breakdown (pt). */
const overTimeChartPoints = 250;

/** Height of the chart of the total VAR under each emissions scenario (pt). */
const scenarioComparisonChartPoints = 200;

/** Years of the pies and the vulnerability charts: the first rating year, 2050 and 2100. */
function keyYears(input: ReportInput): number[] {
  const { startYear, endYear } = input.analysis.inputs.scenario;
  const years = [input.analysis.summary.currentRatingYear, 2050, 2100].filter(
    (year) => year >= startYear && year <= endYear,
  );
  return [...new Set(years)];
}

/** Decades from the first rating year to the end, for the rating table. */
function tableYears(input: ReportInput): number[] {
  const first = input.analysis.summary.currentRatingYear;
  const { endYear } = input.analysis.inputs.scenario;
  const years = [first];
  for (let year = Math.floor(first / 10) * 10 + 10; year <= endYear; year += 10) years.push(year);
  return years;
}

function ratingCard(
  input: ReportInput,
  label: string,
  year: number,
  valueAtRisk: number,
): RatingCard {
  const rating = ratingForValueAtRisk(valueAtRisk);
  return {
    label: input.sample ? `${label} — SAMPLE ONLY` : label,
    year,
    rating,
    ratingLabel: ratingLabels[rating],
    valueAtRiskText: `VAR ${formatPercent(valueAtRisk)}`,
  };
}

/**
 * The mortgage-term year of the report: 60 years after the first analysis year (the product's rule
 * for the term a lender looks across), or the last analysis year when that comes sooner.
 */
const mortgageTermYears = 60;

function mortgageTermYear(input: ReportInput): number {
  const { endYear } = input.analysis.inputs.scenario;
  return Math.min(input.analysis.summary.currentRatingYear + mortgageTermYears, endYear);
}

function assetRating(input: ReportInput, chartInput: ReportModel['chartInput']): ReportBlock[] {
  const { summary } = input.analysis;
  const mortgageYear = mortgageTermYear(input);
  const totalAt = (year: number) =>
    valueInYear(chartInput.totalRisk, chartInput.startYear, year) ?? 0;
  const failureAt = (year: number) =>
    valueInYear(chartInput.combinedFailure, chartInput.startYear, year) ?? 0;
  const years = keyYears(input);
  return [
    heading(2, '3.2', 'Asset Rating', true),
    paragraph(
      `The current rating is that of ${summary.currentRatingYear}, the first analysis year; the future rating is that of ${summary.peakRiskYear}, the year of peak Value At Risk up to the end of the asset’s life in ${input.analysis.properties.assetLifeEnd}; the mortgage-term rating is that of ${mortgageYear}, ${mortgageTermYears} years after the first analysis year.`,
    ),
    {
      kind: 'rating-cards',
      cards: [
        ratingCard(
          input,
          'Current rating',
          summary.currentRatingYear,
          totalAt(summary.currentRatingYear),
        ),
        ratingCard(input, 'Future rating', summary.peakRiskYear, totalAt(summary.peakRiskYear)),
        ratingCard(input, 'Mortgage term', mortgageYear, totalAt(mortgageYear)),
      ],
    },
    ...dataLimitsBlocks(chartInput),
    {
      kind: 'chart-row',
      specs: years.map((year): ChartSpec => ({ chart: 'rating-pie', year })),
      heightPoints: 190,
    },
    { kind: 'hazard-key', hazards: computedHazards(chartInput) },
    {
      kind: 'table',
      columns: [
        column('Year', 1),
        column('Total VAR', 1.4, 'right'),
        column('Rating', 1.6),
        column('Combined failure probability', 2.2, 'right'),
      ],
      rows: tableYears(input).map((year) => {
        const rating = ratingForValueAtRisk(totalAt(year));
        return [
          String(year),
          formatPercent(totalAt(year)),
          `${rating} (${ratingLabels[rating]})`,
          formatPercent(failureAt(year)),
        ];
      }),
      caption:
        'VAR: expected annual damage as a share of the replacement cost. Ratings: A below 0.2 %, B from 0.2 % to below 1 %, C from 1 %.',
    },
  ];
}

/**
 * Under the VAR chart, when the engine computed the scenario's range: what the band is, the total
 * at its low end, centrally and at its high end in the comparison years, and the total of every
 * emissions scenario in those years as a chart and a table.
 */
function scenarioRangeBlocks(
  chartInput: ReportModel['chartInput'],
  range: ReportModel['scenarioRange'],
): ReportBlock[] {
  if (range === undefined) return [];
  const scenarioName = climateScenarioLabels[range.climateScenario];
  const { years, totalRiskByScenario } = range.comparison;
  const at = (series: readonly number[], year: number) =>
    formatPercent(valueInYear(series, chartInput.startYear, year) ?? 0);
  return [
    paragraph(
      `The shaded band spans the total between the low and the high end of the range of ${scenarioName}: the analysis run again at the 5 % and the 95 % end of the IPCC AR6 assessed global warming of the scenario, with the ends of its likely sea-level range; each year shows the least and the most of the three runs, so wherever a hazard eases with warming, it is lowest at the high end.`,
    ),
    {
      kind: 'table',
      columns: [
        column('Year', 1),
        column('Low end', 1, 'right'),
        column('Central', 1, 'right'),
        column('High end', 1, 'right'),
      ],
      rows: years.map((year) => [
        String(year),
        at(range.lower.totalRisk, year),
        at(chartInput.totalRisk, year),
        at(range.upper.totalRisk, year),
      ]),
      caption: `Total VAR under ${scenarioName} with the low and high ends of its range.`,
    },
    {
      ...heading(3, undefined, 'Other emissions scenarios', false),
      // The heading, its two lines of introduction and the chart stay on one page (else the
      // heading and its introduction could end a page with the chart on the next).
      keepWithNextPoints: scenarioComparisonChartPoints + 60,
    },
    paragraph(
      'The central total VAR of the asset under each emissions scenario, every other setting unchanged, for comparison with the scenario of this analysis.',
    ),
    {
      kind: 'chart',
      spec: { chart: 'scenario-comparison', comparison: range.comparison },
      heightPoints: scenarioComparisonChartPoints,
    },
    {
      kind: 'table',
      columns: [
        column('Emissions scenario', 2.4),
        ...years.map((year) => column(String(year), 1, 'right')),
      ],
      rows: climateScenarios.map((scenario) => [
        climateScenarioLabels[scenario],
        ...totalRiskByScenario[scenario].map((value) => formatPercent(value)),
      ]),
      caption: 'Central total VAR by emissions scenario.',
    },
  ];
}

function vulnerabilityDiagnostics(
  input: ReportInput,
  chartInput: ReportModel['chartInput'],
): ReportBlock[] {
  const blocks: ReportBlock[] = [
    { kind: 'page-break' },
    heading(2, '3.5', 'Vulnerability Diagnostics', true),
  ];
  if (!hasVulnerabilityData(chartInput)) {
    blocks.push(paragraph('No vulnerability information included in this analysis.'));
    return blocks;
  }
  blocks.push(
    paragraph(
      'Which elements of the asset carry the risk: each element’s Value At Risk, split by hazard, for the first rating year, 2050 and 2100. Elements with no risk are left out.',
    ),
  );
  for (const year of keyYears(input)) {
    blocks.push({ kind: 'chart', spec: { chart: 'vulnerability', year }, heightPoints: 310 });
  }
  return blocks;
}

/** The VAR and failure probability of one hazard in the key years, as a small table. */
function hazardFigures(
  input: ReportInput,
  chartInput: ReportModel['chartInput'],
  hazard: HazardKey,
): ReportBlock {
  const index = hazardKeys.indexOf(hazard);
  // A failure probability that is not calculated reads 'Not Calculated', never 0.00 % (no risk).
  const failureNotCalculated = chartInput.failureNotCalculated[hazard] !== undefined;
  return {
    kind: 'table',
    columns: [
      column('Year', 1),
      column('VAR', 1.5, 'right'),
      column('Failure probability', 2, 'right'),
    ],
    rows: keyYears(input).map((year) => [
      String(year),
      formatPercent(valueInYear(chartInput.riskHazards, chartInput.startYear, year)?.[index] ?? 0),
      failureNotCalculated
        ? 'Not Calculated'
        : formatPercent(
            valueInYear(chartInput.failureHazards, chartInput.startYear, year)?.[index] ?? 0,
          ),
    ]),
  };
}

/** 'Failure probability Not Calculated' with its reason, per hazard whose failure is not calculated. */
function failureNotCalculatedBlocks(chartInput: ReportModel['chartInput']): ReportBlock[] {
  const hazards = computedHazards(chartInput).filter(
    (hazard) => chartInput.failureNotCalculated[hazard] !== undefined,
  );
  if (hazards.length === 0) return [];
  return [
    {
      kind: 'list',
      items: hazards.map((hazard) => ({
        text: `${hazardLabels[hazard]}: failure probability Not Calculated (no line on the chart, not included in the combined probability). Reason: ${chartInput.failureNotCalculated[hazard] ?? ''}`,
      })),
    },
  ];
}

/**
 * The hazards the embedded data cannot resolve at the site (a low or zero result that may only mean
 * the data cannot see them, or a mean over the heights the site may stand at), told beside the rating so an A is not read as 'no risk' where the data are blind.
 */
function dataLimitsBlocks(chartInput: ReportModel['chartInput']): ReportBlock[] {
  const limited = hazardKeys.filter((hazard) => chartInput.dataLimited[hazard] !== undefined);
  if (limited.length === 0) return [];
  return [
    paragraph(
      `The rating may understate or overstate the risk of ${limited.map((hazard) => hazardLabels[hazard]).join(', ')}: the embedded data cannot resolve ${limited.length === 1 ? 'this hazard' : 'these hazards'} at the site (see ${limited.map((hazard) => `3.6.${hazardKeys.indexOf(hazard) + 1}`).join(', ')}).`,
      'notice',
    ),
  ];
}

function hazardsBreakdown(
  input: ReportInput,
  chartInput: ReportModel['chartInput'],
): ReportBlock[] {
  const blocks: ReportBlock[] = [
    { kind: 'page-break' },
    heading(2, '3.6', 'Hazards Breakdown', true),
    paragraph(
      'How the total Value At Risk builds up from each hazard over the years, followed by one section per hazard with its VAR and failure probability.',
    ),
    { kind: 'chart', spec: { chart: 'hazard-breakdown' }, heightPoints: overTimeChartPoints },
  ];
  hazardKeys.forEach((hazard, index) => {
    const metadata = input.analysis.metadata[hazard];
    const reason = chartInput.notCalculated[hazard];
    blocks.push({
      ...heading(3, `3.6.${index + 1}`, hazardLabels[hazard], true),
      // The hazard's description, chart and figures stay on the heading's page.
      keepWithNextPoints: reason === undefined ? singleHazardChartPoints + 150 : 60,
    });
    if (metadata !== undefined) blocks.push(paragraph(metadata.description, 'muted'));
    // The flood-defence message of the purchased Breakdown.
    const defenceYears = metadata?.flood_defence_return_period;
    if (!input.sample && reason === undefined && defenceYears !== undefined) {
      blocks.push(
        paragraph(
          `Flood defences: the site is taken to be protected against ${hazard === 'inundation' ? 'coastal floods (extreme sea levels)' : 'river floods'} up to a standard of ${returnPeriodText(defenceYears)}; only larger floods reach it. Where the real protection is lower, this risk is understated.`,
        ),
      );
    }
    if (reason !== undefined) {
      blocks.push(paragraph(`Not Calculated. Reason: ${reason}`));
      return;
    }
    const limitation = chartInput.dataLimited[hazard];
    if (limitation !== undefined)
      blocks.push(paragraph(`Data limitation: ${limitation}`, 'notice'));
    blocks.push({
      kind: 'chart',
      spec: { chart: 'single-hazard', hazard },
      heightPoints: singleHazardChartPoints,
    });
    blocks.push(hazardFigures(input, chartInput, hazard));
    const failureReason = chartInput.failureNotCalculated[hazard];
    if (failureReason !== undefined)
      blocks.push(paragraph(`Failure probability Not Calculated. Reason: ${failureReason}`));
  });
  return blocks;
}

/** Section 3: ratings, VAR, failure probability, vulnerability and the per-hazard breakdown. */
export function buildResultsPart(
  input: ReportInput,
  chartInput: ReportModel['chartInput'],
  /** The scenario's range, drawn as bands and tabled under the VAR chart; undefined for none. */
  scenarioRange: ReportModel['scenarioRange'],
): ReportPart {
  const warnings = input.analysis.warnings.filter((warning) => !warning.startsWith('DEBUG'));
  const introduction: ReportBlock[] = [
    heading(1, '3', 'Analysis Results', true),
    heading(2, '3.1', 'Introduction', true),
  ];
  if (input.sample) introduction.push(paragraph(sampleNoticeText, 'notice'));
  introduction.push(
    paragraph(
      'The results below give, for every year of the analysis, the Value At Risk (VAR%) of each hazard and in total, the annual failure probability of each hazard and combined, and the rating. Charts show the same series as the analysis screen; the running maximum from 2020 is drawn dotted.',
    ),
  );
  if (warnings.length > 0) {
    introduction.push(heading(3, undefined, 'Warnings', false));
    introduction.push({ kind: 'list', items: warnings.map((text) => ({ text })) });
  }
  return {
    kind: 'results',
    showsResults: true,
    blocks: [
      ...introduction,
      { kind: 'page-break' },
      ...assetRating(input, chartInput),
      { kind: 'page-break' },
      heading(2, '3.3', 'Value At Risk, all hazards', true),
      paragraph(
        `Annual VAR per hazard and in total. The reference lines mark ${formatPercent(0.002)} (moderate risk, B), ${formatPercent(0.01)} (high risk, C) and ${formatPercent(0.1)} (likely uninsurable) where they fall within the axis.`,
      ),
      {
        kind: 'chart',
        spec: { chart: 'value-at-risk-over-time' },
        heightPoints: overTimeChartPoints,
      },
      ...scenarioRangeBlocks(chartInput, scenarioRange),
      {
        ...heading(2, '3.4', 'Failure Probability, all hazards', true),
        // It follows the VAR section on its page: the heading, its introduction (up to three
        // lines, ~45 pt), the space above the chart and the chart move to the next page
        // together when they do not fit.
        keepWithNextPoints: overTimeChartPoints + 110,
      },
      paragraph(
        `The annual probability that each hazard stops the asset working, and the combined probability 1 − Π(1 − FP_h), taking the hazards as independent.${scenarioRange === undefined ? '' : ' The shaded band spans the combined probability between the low and the high end of the scenario’s range.'}`,
      ),
      {
        kind: 'chart',
        spec: { chart: 'failure-probability-over-time' },
        heightPoints: overTimeChartPoints,
      },
      ...failureNotCalculatedBlocks(chartInput),
      ...vulnerabilityDiagnostics(input, chartInput),
      ...hazardsBreakdown(input, chartInput),
    ],
  };
}
