import { Readable } from 'node:stream';
import { formatPlainDecimal, hazardKeys } from '@hazardscope/contracts';
import { exportCsvField } from '@hazardscope/report/inputs';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import { AppError } from '../errors.ts';
import { entitledPortfolio, type PortfolioRow } from './portfolio-access.ts';
import {
  portfolioAssetRows,
  portfolioFirstYear,
  type PortfolioAssetRow,
} from './portfolio-asset-view.ts';
import { portfolioMessages } from './portfolio-messages.ts';
import { readAssetValues } from './portfolio-values.ts';

/** Assets read per query while exporting: ~6.7 KB of values each, so ~3 MB held at a time. */
const exportBatchAssets = 500;

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

/** The UTF-8 byte order mark, first in the file (see exportTableCsv: Excel needs it for UTF-8). */
const byteOrderMark = '\uFEFF';

/**
 * `GET /api/portfolios/{id}/export.csv`: every asset × year, with each hazard's VAR, the total and
 * the scenario band (fractions of the replacement value), as a stream: assets are read from the
 * database a batch at a time as the client takes the text, so memory stays flat whatever the size.
 * An asset that failed has one row with its reason; a hazard not calculated at an asset's site reads
 * 'Not Calculated' in its column. Cells are written as the single analysis's
 * CSV export writes them (plain decimals, formula-safe text; `exportCsvField`).
 */
export async function exportPortfolioCsv(
  context: ResultAccessContext,
  account: AccountRow,
  portfolioId: string,
): Promise<{ portfolio: PortfolioRow; stream: Readable }> {
  const portfolio = await entitledPortfolio(context, account, portfolioId);
  if (portfolio.status !== 'done' && portfolio.status !== 'failed')
    throw new AppError('CONFLICT', portfolioMessages.notFinished);
  // One string per asset, pulled as the client reads (Readable.from waits for demand).
  return { portfolio, stream: Readable.from(portfolioCsvText(context, portfolioId)) };
}

async function* portfolioCsvText(
  context: ResultAccessContext,
  portfolioId: string,
): AsyncGenerator<string> {
  yield `${byteOrderMark}${exportHeader.join(',')}\n`;
  for (let from = 0; ; from += exportBatchAssets) {
    const assets = await portfolioAssetRows(context.database, portfolioId, from, exportBatchAssets);
    for (const asset of assets) yield portfolioAssetCsvLines(asset);
    if (assets.length < exportBatchAssets) return;
  }
}

/** The cells of an asset's every row: the columns from asset_index to region. */
export function portfolioAssetFixedCells(asset: PortfolioAssetRow): (string | number)[] {
  return [
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
}

/** The number columns of a year: the total, the hazards and the band's two edges. */
const numberColumns = hazardKeys.length + 3;

/** The year cells, written once. */
const yearCells = new Map<number, string>();
const yearCell = (year: number) => {
  let cell = yearCells.get(year);
  if (cell === undefined) yearCells.set(year, (cell = String(year)));
  return cell;
};

/**
 * The CSV lines of one asset: its fixed cells written once, then a line a year. A hazard's VAR is
 * stored in billionths (portfolio-values.ts), so its plain decimal is written from that integer.
 */
export function portfolioAssetCsvLines(asset: PortfolioAssetRow): string {
  const fixedCells = portfolioAssetFixedCells(asset);
  const fixed = fixedCells.map(exportCsvField).join(',');
  if (asset.valueAtRisk === null) {
    const emptyCells = ','.repeat(exportHeader.length - fixedCells.length - 1);
    return `${fixed}${emptyCells},${exportCsvField(asset.failureReason ?? '')}\n`;
  }
  const values = readAssetValues(asset.valueAtRisk);
  // A value equal to the same column's the year before (a hazard's VAR held from one year to the
  // next, a zero) takes the text already written.
  const previous = new Float64Array(numberColumns).fill(Number.NaN);
  const texts = new Array<string>(numberColumns).fill('');
  const cell = (column: number, value: number, format: (value: number) => string) => {
    if (value !== previous[column]) {
      previous[column] = value;
      texts[column] = format(value);
    }
    return texts[column]!;
  };
  // A hazard not calculated at the site reads so, as in the single analysis's export, not 0.
  const notCalculated = hazardKeys.map((_, hazard) => values.notCalculated(hazard));
  let lines = '';
  for (let year = 0; year < values.years; year += 1) {
    let line = `${fixed},${yearCell(portfolioFirstYear + year)},${cell(0, values.total(year), formatPlainDecimal)}`;
    for (let hazard = 0; hazard < hazardKeys.length; hazard += 1)
      line += notCalculated[hazard]
        ? ',Not Calculated'
        : `,${cell(1 + hazard, values.hazardBillionths(year, hazard), billionthsText)}`;
    const lower = cell(hazardKeys.length + 1, values.lower(year), formatPlainDecimal);
    const upper = cell(hazardKeys.length + 2, values.upper(year), formatPlainDecimal);
    lines += `${line},${lower},${upper},\n`;
  }
  return lines;
}

/**
 * `formatPlainDecimal(billionths / 1e9)` for an integer, without the division: the double nearest
 * a decimal of at most ten significant digits prints as that decimal.
 */
function billionthsText(billionths: number): string {
  if (billionths === 0) return '0';
  const digits = String(Math.abs(billionths)).padStart(10, '0');
  const whole = digits.slice(0, -9);
  let end = digits.length;
  while (digits.charCodeAt(end - 1) === 48) end -= 1;
  const sign = billionths < 0 ? '-' : '';
  return end <= whole.length
    ? `${sign}${whole}`
    : `${sign}${whole}.${digits.slice(whole.length, end)}`;
}
