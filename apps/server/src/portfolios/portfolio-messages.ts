import { portfolioLimits } from '@hazardscope/contracts';

const megabytes = Math.round(portfolioLimits.fileBytes / (1024 * 1024));

/** What the portfolio routes tell people, each saying what to do next. */
export const portfolioMessages = {
  fileRequired: 'Choose a CSV or XLSX file of your assets to upload (the form field `file`).',
  notATable:
    'This file is not a table we can read. Upload a CSV (comma-separated, UTF-8) or an XLSX workbook whose first row names the columns.',
  empty:
    'The file holds no rows of assets. Put the column names in the first row and one asset per row below it.',
  tooLarge: `The file is over ${megabytes} MB. Split the portfolio into smaller files and upload each.`,
  tooManyRows: `The file holds more than ${portfolioLimits.rowsPerPortfolio.toLocaleString('en-US')} assets, the most one portfolio takes. Split it into smaller files.`,
  noLocationColumns:
    'No column gives the assets’ locations. Add the columns latitude and longitude, or a column address.',
  noAssetTypeColumn:
    'No column gives the asset types. Add a column asset_type with a catalogue acronym (e.g. SH) or an asset type’s name.',
  noUsableRows:
    'No row of the file can be analysed. Fix the rows listed in `rejected` (download them as a CSV), then upload again.',
  notFound: 'No portfolio of yours has this id.',
  notQuoted: 'This portfolio has already been started.',
  paymentRequired:
    'This portfolio has not been paid for. Pay the quoted price (POST /api/portfolios/{id}/payment/intent), then run it.',
  alreadyPaid: 'This portfolio is already paid for.',
  notEntitled:
    'Real results of this portfolio are shown once it is paid for (or to an allow-listed account).',
  notFinished: 'This portfolio has not finished yet. Try again when its status is done.',
  cannotCancel: 'This portfolio has finished and can no longer be cancelled; delete it instead.',
  orderNotFound: 'No order of this portfolio has this id.',
  dailyLimit: `You have created ${portfolioLimits.portfoliosPerAccountPerDay} portfolios today, the most one account may per day. Try again tomorrow.`,
  assetNotFound: 'This portfolio has no asset at this index.',
} as const;
