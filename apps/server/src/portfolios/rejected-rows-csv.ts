import { stringify } from 'csv-stringify/sync';
import { exportCsvCast } from '@hazardscope/report/inputs';
import type { AccountRow } from '../accounts/account-row.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { ownedPortfolio } from './portfolio-access.ts';

/**
 * `GET /api/portfolios/{id}/rejected.csv`: the rows not analysed, with the file's own columns as
 * uploaded and, first, the line and the reason, so they can be fixed and uploaded again (the two
 * added columns are ignored on upload: they match no field).
 */
export async function rejectedRowsCsv(
  database: DatabaseClient,
  account: AccountRow,
  portfolioId: string,
): Promise<{ title: string; csv: string }> {
  const portfolio = await ownedPortfolio(database, account, portfolioId);
  const headers = portfolio.mapping.map((column) => column.header);
  const rows = portfolio.rejectedRows.map((row) => [
    row.line,
    row.message,
    ...headers.map((_, column) => row.cells[column] ?? ''),
  ]);
  return {
    title: portfolio.title,
    csv: stringify([['rejected_line', 'rejected_reason', ...headers], ...rows], {
      bom: true,
      cast: exportCsvCast,
    }),
  };
}
