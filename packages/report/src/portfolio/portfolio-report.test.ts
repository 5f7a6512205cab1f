import { describe, expect, it } from 'vitest';
import { portfolioValueAtRiskTitle } from '@hazardscope/charts';
import { hazardKeys, type PortfolioSummary } from '@hazardscope/contracts';
import { pdfPageTexts } from '../test-support/pdf-text.ts';
import { buildPortfolioReportModel, renderPortfolioReportPdf } from './portfolio-report.ts';

const years = 111;
const total = Array.from({ length: years }, (_, index) => 0.001 + index * 0.00005);
const ratings = { A: 1, B: 1, C: 0 };
const summary: PortfolioSummary = {
  currency: 'USD',
  assets: 2,
  totalValue: 1_000_000,
  ratings: { current: ratings, endOfLife: ratings },
  valueAtRisk: {
    firstYear: 1990,
    total,
    byHazard: Object.fromEntries(
      hazardKeys.map((hazard, index) => [hazard, index === 0 ? total : total.map(() => 0)]),
    ) as PortfolioSummary['valueAtRisk']['byHazard'],
    lower: total.map((value) => value * 0.9),
    upper: total.map((value) => value * 1.1),
  },
  expectedAnnualDamage: total.map((value) => value * 1_000_000),
  topAssets: [],
  byRegion: [],
  byAssetType: [],
};

const modelOf = (input: PortfolioSummary) =>
  buildPortfolioReportModel({
    productName: 'Hazardscope',
    title: 'Two assets',
    scenario: 'ssp245',
    dateText: '01/03/2026',
    assetsAnalysed: 2,
    assetsFailed: 0,
    assetsRejected: 0,
    summary: input,
  });
const model = modelOf(summary);

describe('the portfolio report', () => {
  it('titles its VAR chart as the portfolio’s value-weighted VAR, not a single analysis’s', async () => {
    const chart = model.blocks.find((block) => block.kind === 'option-chart');
    const title = chart?.kind === 'option-chart' ? chart.option.title : undefined;
    expect((title as { text?: string } | undefined)?.text).toBe(portfolioValueAtRiskTitle);
    const text = (await pdfPageTexts(await renderPortfolioReportPdf(model))).join(' ');
    expect(text).toContain('value-weighted');
    expect(text).not.toContain('% of replacement cost per year');
  }, 30_000);
});

describe('the portfolio report’s VAR by hazard', () => {
  const hazardTable = (input: PortfolioSummary) => {
    const table = modelOf(input).blocks.find(
      (block) => block.kind === 'table' && block.columns[0]?.header === 'Hazard',
    );
    if (table?.kind !== 'table') throw new Error('no table of VAR by hazard');
    return table;
  };

  it('says at how many assets a hazard was not calculated, and a hazard calculated nowhere reads so', () => {
    const notCalculatedAssets = Object.fromEntries(
      hazardKeys.map((hazard) => [hazard, 0]),
    ) as Record<(typeof hazardKeys)[number], number>;
    notCalculatedAssets.inundation = 1;
    notCalculatedAssets['freeze-thaw'] = 2;
    const table = hazardTable({ ...summary, notCalculatedAssets });
    expect(table.columns.at(-1)?.header).toBe('Not Calculated at');
    const row = (hazard: (typeof hazardKeys)[number]) =>
      table.rows[hazardKeys.indexOf(hazard)] ?? [];
    // Coastal flooding's 0 % is the one asset where it was calculated, beside the one where not.
    expect(row('inundation')).toEqual(['Coastal Inundation', '0 %', '0 %', '0 %', '1 of 2 assets']);
    expect(row('freeze-thaw').slice(1)).toEqual([
      'Not Calculated',
      'Not Calculated',
      'Not Calculated',
      '2 of 2 assets',
    ]);
    expect(row('heat').at(-1)).toBe('–');
  });

  it('keeps the table of a summary stored before the count was recorded', () => {
    expect(hazardTable(summary).columns.map((column) => column.header)).toEqual([
      'Hazard',
      'VAR 2020',
      'VAR 2050',
      'VAR 2100',
    ]);
  });
});
