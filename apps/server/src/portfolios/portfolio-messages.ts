import { portfolioLimits } from '@hazardscope/contracts';

const megabytes = Math.round(portfolioLimits.fileBytes / (1024 * 1024));
const unpackedMegabytes = Math.round(portfolioLimits.workbookUnpackedBytes / (1024 * 1024));

/** What the portfolio routes tell people, each saying what to do next. */
export const portfolioMessages = {
  fileRequired: 'Choose a CSV or XLSX file of your assets to upload (the form field `file`).',
  notATable:
    'This file is not a table we can read. Upload a CSV (comma-separated, UTF-8) or an XLSX workbook whose first row names the columns.',
  unreadableLine: (line: number) =>
    `The file cannot be read as a table from line ${line} on: a quoted cell there is not closed (every " that opens a cell must close it). Fix that line and upload again.`,
  empty:
    'The file holds no rows of assets. Put the column names in the first row and one asset per row below it.',
  tooLarge: `The file is over ${megabytes} MB (${portfolioLimits.fileBytes.toLocaleString('en-US')} bytes), the largest upload taken. Split the portfolio into smaller files and upload each.`,
  workbookTooLarge: `This workbook unpacks to more than ${unpackedMegabytes} MB of spreadsheet data, far more than ${portfolioLimits.rowsPerPortfolio.toLocaleString('en-US')} rows of assets need. Save only the sheet of assets, or save it as CSV, and upload that.`,
  legacyWorkbook:
    'This is an old Excel workbook (.xls). Save it as .xlsx or CSV (File → Save As) and upload that.',
  oneFile: 'Upload one file at a time (the form field `file`).',
  tooManyFields: 'The upload form holds too many fields: send `file`, `title` and `scenario`.',
  fieldTooLong: 'A form field is too long: the title takes at most 500 characters.',
  tooManyRows: `The file holds more than ${portfolioLimits.rowsPerPortfolio.toLocaleString('en-US')} assets, the most one portfolio takes. Split it into smaller files.`,
  noLocationColumns:
    'No column gives the assets’ locations. Add the columns latitude and longitude, or a column address.',
  noValueColumn:
    'No column gives the replacement values. Add a column replacement_value with each asset’s value (a positive number, in the currency of the analysis).',
  duplicateColumn: (field: string, headers: readonly string[]) =>
    `The columns ${headers.map((header) => `'${header}'`).join(' and ')} both read as ${field}. Keep one of them, or rename the other.`,
  noAssetTypeColumn:
    'No column gives the asset types. Add a column asset_type with a catalogue acronym (e.g. SH) or an asset type’s name.',
  noUsableRows:
    'No row of the file can be analysed. Fix the rows listed in `rejected` (download them as a CSV), then upload again.',
  notFound: 'No portfolio of yours has this id.',
  notQuoted: 'This portfolio has already been started.',
  paymentRequired:
    'This portfolio has not been paid for. Pay the quoted price (POST /api/portfolios/{id}/payment/intent), then run it.',
  alreadyPaid: 'This portfolio is already paid for.',
  paidThroughAnotherOrder:
    'This portfolio was already paid for through another payment (in another tab or window), so this payment was canceled and nothing was charged. Open the portfolio to follow its run.',
  duplicateRefunded:
    'This portfolio was already paid for through another payment, so this payment has been refunded in full to the card it came from. Open the portfolio to follow its run.',
  notEntitled:
    'Real results of this portfolio are shown once it is paid for (or to an allow-listed account).',
  revisionNeedsPayment:
    'Pay for this portfolio (POST /api/portfolios/{id}/payment/intent) to re-run its assets with changed settings.',
  notFinished: 'This portfolio has not finished yet. Try again when its status is done.',
  cannotCancel: 'This portfolio has finished and can no longer be cancelled; delete it instead.',
  orderNotFound: 'No order of this portfolio has this id.',
  dailyLimit: `You have created ${portfolioLimits.portfoliosPerAccountPerDay} portfolios today, the most one account may per day. Try again tomorrow.`,
  assetNotFound: 'This portfolio has no asset at this index.',
} as const;
