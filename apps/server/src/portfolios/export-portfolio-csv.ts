import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { hazardKeys } from '@hazardscope/contracts';
import { exportCsvCast } from '@hazardscope/report/inputs';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import { AppError } from '../errors.ts';
import { entitledPortfolio, type PortfolioRow } from './portfolio-access.ts';
import { portfolioAssetRows, portfolioFirstYear } from './portfolio-asset-view.ts';
import { portfolioMessages } from './portfolio-messages.ts';
import { readAssetValues } from './portfolio-values.ts';

/** Assets read per query while exporting: ~5 KB of values each, so ~1 MB held at a time. */
const exportBatchAssets = 200;

const exportHeader = [
  'asset_index',
  'id',
  'line',
  'latitude',
  'longitude',
  'asset_type',
  'replacement_value',
  'country',
  'region',
  'year',
  'total_var',
  ...hazardKeys.map((hazard) => `${hazard}_var`),
  'band_lower_var',
  'band_upper_var',
  'failure_reason',
];

/**
 * `GET /api/portfolios/{id}/export.csv`: every asset × year, with each hazard's VAR, the total and
 * the scenario band (fractions of the replacement value), as a stream: assets are read from the
 * database a batch at a time as the client takes the text, so memory stays flat whatever the size.
 * An asset that failed has one row with its reason. Cells are written as the single analysis's
 * CSV export writes them (plain decimals, formula-safe text).
 */
export async function exportPortfolioCsv(
  context: ResultAccessContext,
  account: AccountRow,
  portfolioId: string,
): Promise<{ portfolio: PortfolioRow; stream: Readable }> {
  const portfolio = await entitledPortfolio(context, account, portfolioId);
  if (portfolio.status !== 'done' && portfolio.status !== 'failed')
    throw new AppError('CONFLICT', portfolioMessages.notFinished);
  const rows = Readable.from(portfolioCsvRows(context, portfolioId));
  return { portfolio, stream: rows.pipe(stringify({ bom: true, cast: exportCsvCast })) };
}

async function* portfolioCsvRows(
  context: ResultAccessContext,
  portfolioId: string,
): AsyncGenerator<(string | number | null)[]> {
  yield exportHeader;
  for (let from = 0; ; from += exportBatchAssets) {
    const assets = await portfolioAssetRows(context.database, portfolioId, from, exportBatchAssets);
    for (const asset of assets) {
      const fixed = [
        asset.index,
        asset.reference ?? '',
        asset.line,
        asset.latitude,
        asset.longitude,
        asset.assetType,
        asset.value,
        asset.country ?? '',
        asset.region ?? '',
      ];
      if (asset.valueAtRisk === null) {
        yield [
          ...fixed,
          '',
          ...exportHeader.slice(fixed.length + 1, -1).map(() => ''),
          asset.failureReason ?? '',
        ];
        continue;
      }
      const values = readAssetValues(asset.valueAtRisk);
      for (let year = 0; year < values.years; year += 1) {
        yield [
          ...fixed,
          portfolioFirstYear + year,
          values.total(year),
          ...hazardKeys.map((_, hazard) => values.hazard(year, hazard)),
          values.lower(year),
          values.upper(year),
          '',
        ];
      }
    }
    if (assets.length < exportBatchAssets) return;
  }
}
