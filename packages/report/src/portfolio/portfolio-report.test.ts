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

const model = buildPortfolioReportModel({
  productName: 'Hazardscope',
  title: 'Two assets',
  scenario: 'ssp245',
  dateText: '01/03/2026',
  assetsAnalysed: 2,
  assetsFailed: 0,
  assetsRejected: 0,
  summary,
});

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
