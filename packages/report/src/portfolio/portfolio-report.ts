import { portfolioValueAtRiskOption } from '@hazardscope/charts';
import {
  climateScenarioLabels,
  formatMoney,
  formatPercent,
  formatThousands,
  hazardKeys,
  hazardLabels,
  portfolioAssetPlace,
  ratingLabels,
  type ClimateScenario,
  type HazardKey,
  type PortfolioBreakdownRow,
  type PortfolioSummary,
} from '@hazardscope/contracts';
import type { EChartsOption } from 'echarts';
import { writeOptionChart } from '../render/chart-blocks.ts';
import { colours, fontSizes, margins } from '../render/layout.ts';
import { writePageFurniture } from '../render/page-furniture.ts';
import { writeReportPdf } from '../render/report-writer.ts';
import { writeTextualBlock, type TextualBlock } from '../render/render-report-pdf.ts';
import { keepStackedHeadings } from '../render/text-blocks.ts';

/** What a portfolio summary report is drawn from. */
export interface PortfolioReportInput {
  productName: string;
  title: string;
  scenario: ClimateScenario;
  /** DD/MM/YYYY of the analysis. */
  dateText: string;
  assetsAnalysed: number;
  assetsFailed: number;
  assetsRejected: number;
  summary: PortfolioSummary;
}

/** Step one: the report as plain data (JSON), worded and rounded, charts as ECharts options. */
export interface PortfolioReportModel {
  productName: string;
  coverLines: string[];
  title: string;
  blocks: (TextualBlock | { kind: 'option-chart'; option: EChartsOption; heightPoints: number })[];
}

const years = [2020, 2050, 2100] as const;

export function buildPortfolioReportModel(input: PortfolioReportInput): PortfolioReportModel {
  const { summary } = input;
  const at = (series: readonly number[], year: number) =>
    series[year - summary.valueAtRisk.firstYear] ?? 0;
  const heading = (level: 1 | 2, number: string, text: string): TextualBlock => ({
    kind: 'heading',
    level,
    number,
    text,
    inContents: false,
  });
  const breakdownTable = (rows: readonly PortfolioBreakdownRow[]): TextualBlock => ({
    kind: 'table',
    columns: [
      { header: 'Group', widthWeight: 3, align: 'left' as const },
      { header: 'Assets', widthWeight: 1, align: 'left' as const },
      { header: 'Value', widthWeight: 2, align: 'left' as const },
      { header: 'VAR 2050', widthWeight: 1.2, align: 'left' as const },
      { header: 'Expected annual damage 2050', widthWeight: 2, align: 'left' as const },
    ],
    rows: rows
      .slice(0, 15)
      .map((row) => [
        row.label,
        formatThousands(row.assets),
        formatMoney(row.value, summary.currency),
        formatPercent(row.valueAtRisk2050),
        formatMoney(row.expectedAnnualDamage2050, summary.currency),
      ]),
  });
  return {
    productName: input.productName,
    title: input.title,
    coverLines: [
      'PORTFOLIO CLIMATE RISK SUMMARY',
      input.title,
      `${formatThousands(input.assetsAnalysed)} assets analysed · ${formatMoney(summary.totalValue, summary.currency)} of replacement value`,
      `Emissions scenario: ${climateScenarioLabels[input.scenario]}`,
      `Analysis date: ${input.dateText}`,
    ],
    blocks: [
      heading(1, '1', 'Totals'),
      {
        kind: 'table',
        columns: [
          { header: 'Year', widthWeight: 1, align: 'left' as const },
          { header: 'Value-weighted VAR', widthWeight: 2, align: 'left' as const },
          { header: 'Scenario band', widthWeight: 2, align: 'left' as const },
          { header: 'Expected annual damage', widthWeight: 2.5, align: 'left' as const },
        ],
        rows: years.map((year) => [
          String(year),
          formatPercent(at(summary.valueAtRisk.total, year)),
          `${formatPercent(at(summary.valueAtRisk.lower, year))} – ${formatPercent(at(summary.valueAtRisk.upper, year))}`,
          formatMoney(at(summary.expectedAnnualDamage, year), summary.currency),
        ]),
        caption: `${input.assetsFailed} assets could not be analysed and ${input.assetsRejected} rows of the upload were rejected; they are not in these totals.`,
      },
      {
        kind: 'table',
        columns: [
          { header: 'Rating', widthWeight: 2, align: 'left' as const },
          { header: 'Now (assets)', widthWeight: 1, align: 'left' as const },
          { header: 'End of life (assets)', widthWeight: 1, align: 'left' as const },
        ],
        rows: (['A', 'B', 'C'] as const).map((rating) => [
          `${rating} (${ratingLabels[rating]})`,
          formatThousands(summary.ratings.current[rating]),
          formatThousands(summary.ratings.endOfLife[rating]),
        ]),
      },
      heading(1, '2', 'Value At Risk over time'),
      {
        kind: 'option-chart',
        heightPoints: 300,
        // Titled as the portfolio's value-weighted VAR, as on the dashboard.
        option: portfolioValueAtRiskOption(summary),
      },
      hazardValueAtRiskTable(summary, years, at),
      heading(1, '3', 'Assets with the highest Value At Risk'),
      {
        kind: 'table',
        columns: [
          { header: 'Asset', widthWeight: 2, align: 'left' as const },
          { header: 'Type', widthWeight: 1, align: 'left' as const },
          { header: 'Place', widthWeight: 2.5, align: 'left' as const },
          { header: 'Value', widthWeight: 2, align: 'left' as const },
          { header: 'VAR 2050', widthWeight: 1.2, align: 'left' as const },
          { header: 'VAR 2100', widthWeight: 1.2, align: 'left' as const },
          { header: 'Rating now → end', widthWeight: 1.4, align: 'left' as const },
        ],
        rows: summary.topAssets.map((asset) => [
          asset.id ?? `Line ${asset.line}`,
          asset.assetType,
          portfolioAssetPlace(asset),
          formatMoney(asset.value, summary.currency),
          formatPercent(asset.totalValueAtRisk?.year2050 ?? 0),
          formatPercent(asset.totalValueAtRisk?.year2100 ?? 0),
          `${asset.currentRating ?? '–'} → ${asset.endOfLifeRating ?? '–'}`,
        ]),
      },
      heading(1, '4', 'Breakdowns'),
      heading(2, '4.1', 'By country and first-level region'),
      breakdownTable(summary.byRegion),
      heading(2, '4.2', 'By asset type'),
      breakdownTable(summary.byAssetType),
      heading(1, '5', 'Methods and caveats'),
      {
        kind: 'paragraph',
        tone: 'body',
        text: `Each asset is one single analysis of ${input.productName} with the same inputs: the same nine hazards, vulnerability of the asset type's elements and engine, every year 1990–2100. Its numbers equal a single analysis of that asset.`,
      },
      {
        kind: 'list',
        items: [
          {
            text: 'Value At Risk (VAR) is the expected annual damage as a fraction of replacement value. The portfolio VAR of a year is Σ value × VAR ÷ Σ value over the assets analysed; the expected annual damage is Σ value × VAR.',
          },
          {
            text: 'The scenario band is, for each asset and year, the least and the most of the scenario’s central, low-end (AR6 5 %) and high-end (AR6 95 %) runs, summed with the same weights; the assets’ extremes need not occur together, so the band is wide rather than a joint probability.',
          },
          {
            text: 'Ratings: A below 0.2 % VAR, B from 0.2 % to below 1 %, C from 1 %. The end-of-life rating is of the highest total VAR from the first analysis year to the asset’s life end (2100).',
          },
          {
            text: 'Regions are those of the embedded boundaries (Natural Earth / ISO 3166-2). Sites are analysed with the embedded hazard data at their coordinates; the caveats of a single analysis apply to every asset.',
          },
        ],
      },
    ],
  };
}

/** Step two: draws the model as an A4 PDF with the single report's fonts, tables and charts. */
export async function renderPortfolioReportPdf(model: PortfolioReportModel): Promise<Buffer> {
  return writeReportPdf(
    {
      title: `${model.title} — portfolio summary`,
      subject: 'Portfolio climate risk summary',
      creator: `${model.productName} report`,
    },
    (writer) => {
      const { doc } = writer;
      writer.startPart(true);
      doc.y = margins.top + 120;
      for (const [index, line] of model.coverLines.entries()) {
        writer.font(index < 2 ? 'semiBold' : 'regular', index === 0 ? 20 : fontSizes.body + 2);
        doc.text(line, margins.left, doc.y, { lineGap: 4 });
        doc.moveDown(index === 1 ? 1.5 : 0.4);
      }
      writer.rule(margins.left, doc.page.width - margins.right, doc.y + 10, 0.8, colours.text);
      writer.startPart(true);
      for (const block of keepStackedHeadings(model.blocks)) {
        if (block.kind === 'option-chart')
          writeOptionChart(writer, block.option, block.heightPoints);
        else writeTextualBlock(writer, block);
      }
      writePageFurniture(writer, {
        footerText: `${model.productName} · portfolio summary`,
        headerText: `${model.productName} · ${model.title}`,
        sample: false,
      });
    },
  );
}

/**
 * The value-weighted VAR of each hazard in the report's years. Where a hazard could not be
 * calculated at some assets' sites, the table says at how many: the weighted VAR counts them as 0,
 * which for them means 'Not Calculated', not no risk; a hazard calculated at none reads so.
 */
function hazardValueAtRiskTable(
  summary: PortfolioSummary,
  reportYears: readonly number[],
  at: (series: readonly number[], year: number) => number,
): TextualBlock {
  const notCalculated = summary.notCalculatedAssets;
  const notCalculatedText = (hazard: HazardKey) => {
    const count = notCalculated?.[hazard] ?? 0;
    return count === 0
      ? '–'
      : `${formatThousands(count)} of ${formatThousands(summary.assets)} assets`;
  };
  return {
    kind: 'table',
    columns: [
      { header: 'Hazard', widthWeight: 3, align: 'left' as const },
      ...reportYears.map((year) => ({
        header: `VAR ${year}`,
        widthWeight: 1,
        align: 'left' as const,
      })),
      ...(notCalculated === undefined
        ? []
        : [{ header: 'Not Calculated at', widthWeight: 2, align: 'left' as const }]),
    ],
    rows: hazardKeys.map((hazard) => {
      const calculatedNowhere = summary.assets > 0 && notCalculated?.[hazard] === summary.assets;
      return [
        hazardLabels[hazard],
        ...reportYears.map((year) =>
          calculatedNowhere
            ? 'Not Calculated'
            : formatPercent(at(summary.valueAtRisk.byHazard[hazard], year)),
        ),
        ...(notCalculated === undefined ? [] : [notCalculatedText(hazard)]),
      ];
    }),
  };
}
