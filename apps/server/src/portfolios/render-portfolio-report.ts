import type { AccountRow } from '../accounts/account-row.ts';
import { AppError } from '../errors.ts';
import type { ReportPool } from '../reports/report-pool.ts';
import { formatReportDate } from '@hazardscope/report/inputs';
import { getPortfolio, type GetPortfolioContext } from './get-portfolio.ts';
import { entitledPortfolio } from './portfolio-access.ts';
import { portfolioMessages } from './portfolio-messages.ts';

/**
 * `GET /api/portfolios/{id}/report.pdf`: the portfolio's summary report (cover, totals, the VAR
 * chart with its band, the top assets, breakdowns, methods and caveats), drawn by the report
 * pool's workers. 403 until paid for (or allow-listed); 409 before it has finished.
 */
export async function renderPortfolioReport(
  context: GetPortfolioContext & { reportPool: ReportPool; productName: string },
  account: AccountRow,
  portfolioId: string,
): Promise<{ title: string; pdf: Buffer }> {
  const row = await entitledPortfolio(context, account, portfolioId);
  const portfolio = await getPortfolio(context, account, portfolioId);
  if (portfolio.summary === null) throw new AppError('CONFLICT', portfolioMessages.notFinished);
  const pdf = await context.reportPool.renderPortfolio({
    productName: context.productName,
    title: portfolio.title,
    scenario: portfolio.scenario,
    dateText: formatReportDate(row.analysisDate),
    assetsAnalysed: portfolio.done,
    assetsFailed: portfolio.failed,
    assetsRejected: portfolio.rejected,
    summary: portfolio.summary,
  });
  return { title: portfolio.title, pdf };
}
