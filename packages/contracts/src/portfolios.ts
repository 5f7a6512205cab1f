import { z } from 'zod';
import { analysisTitleSchema } from './saved-analysis.ts';
import { archetypeAcronymSchema } from './archetype.ts';
import { climateScenarioSchema, climateScenarios } from './climate-scenario.ts';
import { hazardKeys, type HazardKey } from './hazards.ts';
import { formatFixed } from './format.ts';
import { ratingSchema } from './rating.ts';
import { cardDetailsSchema, paymentProviderNameSchema } from './payment.ts';

/**
 * Portfolios: many assets analysed at once from an uploaded table (CSV or XLSX), split into chunks
 * that workers take from a job queue. Each asset is one single analysis with the same inputs, so
 * its numbers equal the single analysis's.
 */

/**
 * What one portfolio may hold and how often one account may upload. The limits are the server's
 * capacity choices, stated on the Portfolio page and enforced on the server: a chunk of 500
 * assets takes about a second of engine time, so a crash costs at most that much work.
 */
export const portfolioLimits = {
  /** Data rows (assets) per portfolio. */
  rowsPerPortfolio: 100_000,
  /** Size of the uploaded file, in bytes (25 MiB: 100,000 rows of a dozen columns as CSV). */
  fileBytes: 25 * 1024 * 1024,
  /**
   * Bytes an uploaded XLSX may unpack to (its XML parts together): 128 MiB. Measured: a workbook of
   * 100,000 rows × 12 text columns unpacks to 67 MB of XML and takes ~330 MB of memory and ~8 s to
   * read, so the limit leaves room for twice that while bounding what a ZIP bomb (a few MB that
   * expand to gigabytes of repeated cells or shared strings) can cost: it is refused while it is
   * inflated, before it is parsed.
   */
  workbookUnpackedBytes: 128 * 1024 * 1024,
  /** New portfolios per account per UTC day. */
  portfoliosPerAccountPerDay: 20,
  /** Assets per queued job: a chunk is computed and written in one transaction. */
  chunkAssets: 500,
  /** Rows of the assets page at most (`GET /api/portfolios/{id}/assets?limit=`). */
  assetsPageLimit: 500,
  /** The number of highest-VAR assets the summary lists. */
  topAssets: 20,
} as const;

/**
 * Price tiers of a portfolio by asset count, as fractions of the single-analysis price
 * (PURCHASE_PRICE), charged graduated like income-tax brackets: each asset pays the fraction of the
 * tier its position falls in. They rest on a pricing choice, not a measurement: a single analysis's
 * price pays for one asset's report, while a portfolio's assets share one upload, one queue run and
 * one summary, and the engine's marginal cost per asset is a few milliseconds; the fractions fall
 * with volume so that a 100,000-asset book costs about 160 single reports, in the range of the
 * per-asset prices that portfolio screening tools for lenders quote.
 */
export const portfolioPriceTiers = [
  { fromAsset: 1, toAsset: 100, fractionOfSinglePrice: 0.05 },
  { fromAsset: 101, toAsset: 1_000, fractionOfSinglePrice: 0.02 },
  { fromAsset: 1_001, toAsset: 10_000, fractionOfSinglePrice: 0.005 },
  { fromAsset: 10_001, toAsset: portfolioLimits.rowsPerPortfolio, fractionOfSinglePrice: 0.001 },
] as const;

/**
 * A portfolio's price in the single price's minor unit: the sum over its assets of each asset's
 * tier fraction × the single price, rounded to a whole minor unit once at the end.
 */
export function portfolioPriceMinor(assetCount: number, singlePriceMinor: number): number {
  let total = 0;
  for (const tier of portfolioPriceTiers) {
    const assetsInTier = Math.max(0, Math.min(assetCount, tier.toAsset) - tier.fromAsset + 1);
    total += assetsInTier * tier.fractionOfSinglePrice * singlePriceMinor;
  }
  return Math.round(total);
}

/** The tier the last asset of a portfolio of this size falls in, named as the pricing page shows it. */
export function portfolioPriceTierLabel(assetCount: number): string {
  const tier =
    portfolioPriceTiers.find((candidate) => assetCount <= candidate.toAsset) ??
    portfolioPriceTiers[portfolioPriceTiers.length - 1];
  return `${tier?.fromAsset ?? 1}–${tier?.toAsset ?? portfolioLimits.rowsPerPortfolio} assets`;
}

/**
 * The fields a column of the uploaded table can fill. Headers are matched case- and
 * space-insensitively (spaces and hyphens read as underscores): 'Replacement Value' is
 * replacement_value. Other headers are read as design fields by their catalogue machine names
 * (e.g. build_year, floor_height) where the asset type has them, and ignored otherwise.
 */
export const portfolioColumnFields = [
  'id',
  'latitude',
  'longitude',
  'address',
  'asset_type',
  'replacement_value',
] as const;
export type PortfolioColumnField = (typeof portfolioColumnFields)[number];

export const portfolioStatuses = [
  'quoted',
  'queued',
  'running',
  'done',
  'failed',
  'cancelled',
] as const;
export const portfolioStatusSchema = z.enum(portfolioStatuses);
export type PortfolioStatus = z.infer<typeof portfolioStatusSchema>;

/** `POST /api/portfolios` multipart text fields (beside the `file` part). */
export const portfolioUploadFieldsSchema = z.object({
  title: analysisTitleSchema,
  scenario: climateScenarioSchema,
});

/** One row of the file that will not be analysed, and why ('Line 14, latitude: must be …'). */
export const rejectedRowSchema = z.object({
  /** Line number in the file (the header is line 1, so the first data row is line 2). */
  line: z.number().int().min(1),
  /** The column at fault as the file names it, or null when the row as a whole is at fault. */
  column: z.string().nullable(),
  message: z.string(),
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

/** Which header of the file filled which field. */
export const columnMappingSchema = z.object({
  header: z.string(),
  /** A column field, `design:<machine name>` for a design field, or null when ignored. */
  field: z.string().nullable(),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The price of running a portfolio, quoted before it runs. */
export const portfolioQuoteSchema = z.object({
  assets: z.number().int().min(0),
  amountMinor: z.number().int().min(0),
  /** ISO 4217 (the server's PURCHASE_CURRENCY). */
  currency: z.string(),
  /** As shown, e.g. 'USD $23805'. */
  priceLabel: z.string(),
  /** The tier the portfolio's size falls in, e.g. '101–1000 assets'. */
  tier: z.string(),
  /** False for an allow-listed account or a portfolio already paid: it runs without paying. */
  paymentRequired: z.boolean(),
});
export type PortfolioQuote = z.infer<typeof portfolioQuoteSchema>;

/** `POST /api/portfolios` → 202. */
export const portfolioUploadReplySchema = z.object({
  id: z.string(),
  status: portfolioStatusSchema,
  /** Rows that will be analysed. */
  accepted: z.number().int().min(0),
  rejected: z.array(rejectedRowSchema),
  mapping: z.array(columnMappingSchema),
  quote: portfolioQuoteSchema,
});
export type PortfolioUploadReply = z.infer<typeof portfolioUploadReplySchema>;

const fraction = z.number().min(0).max(1);
const ratingCountsSchema = z.object({
  A: z.number().int(),
  B: z.number().int(),
  C: z.number().int(),
});
export type RatingCounts = z.infer<typeof ratingCountsSchema>;

/** A value per hazard, keyed as `hazardKeys`. */
const perHazardSchema = z.record(z.enum(hazardKeys), fraction);
export type PerHazard = Record<HazardKey, number>;

/** The years an asset's total VAR is listed at. */
export const portfolioAssetYears = [2020, 2050, 2100] as const;

/** One asset of a portfolio as the assets page and the top-assets table show it. */
export const portfolioAssetSchema = z.object({
  /** Position in the portfolio (0-based, in file order): `GET …/assets/{index}` refers to it. */
  index: z.number().int().min(0),
  /** The user's own reference (the `id` column), or null when the file has none. */
  id: z.string().nullable(),
  line: z.number().int().min(2),
  latitude: z.number(),
  longitude: z.number(),
  /** The address the row gave (its label beside coordinates, or where it was found), else null. */
  address: z.string().nullable(),
  assetType: archetypeAcronymSchema,
  /** Replacement value in the analysis currency (`assetValueCurrency`). */
  value: z.number(),
  /** ISO 3166-1 alpha-2 country of the nearest gazetteer place, and its first-level region. */
  country: z.string().nullable(),
  region: z.string().nullable(),
  status: z.enum(['pending', 'done', 'failed']),
  /** Rating in the first analysis year and at the end of the asset's life; null until done. */
  currentRating: ratingSchema.nullable(),
  endOfLifeRating: ratingSchema.nullable(),
  /** Total VAR (fraction of replacement value) in 2020, 2050 and 2100; null until done. */
  totalValueAtRisk: z
    .object({ year2020: fraction, year2050: fraction, year2100: fraction })
    .nullable(),
  /** VAR per hazard in 2050 and 2100; null until done. A hazard not calculated reads 0 here. */
  hazardValueAtRisk: z.object({ year2050: perHazardSchema, year2100: perHazardSchema }).nullable(),
  /**
   * The hazards the engine could not calculate at the asset's site: their 0 means 'Not
   * Calculated', not no risk. Absent in summaries stored before it was recorded.
   */
  notCalculatedHazards: z.array(z.enum(hazardKeys)).optional(),
  /** Why the asset could not be analysed (status failed), otherwise null. */
  failureReason: z.string().nullable(),
});
export type PortfolioAsset = z.infer<typeof portfolioAssetSchema>;

const breakdownRowSchema = z.object({
  /** Country code, 'country / region', or asset type acronym. */
  key: z.string(),
  label: z.string(),
  assets: z.number().int(),
  value: z.number(),
  /** Value-weighted total VAR in 2050 (fraction of the group's value). */
  valueAtRisk2050: fraction,
  /** Expected annual damage in 2050 in money (analysis currency). */
  expectedAnnualDamage2050: z.number(),
  /** The group's assets by rating now (the first analysis year), as the dashboard heads them. */
  ratings: ratingCountsSchema,
});
export type PortfolioBreakdownRow = z.infer<typeof breakdownRowSchema>;

/** What a portfolio dashboard shows; computed from every asset done. */
export const portfolioSummarySchema = z.object({
  /** Currency of values and damages (`assetValueCurrency`). */
  currency: z.string(),
  assets: z.number().int(),
  totalValue: z.number(),
  /** Rating counts in the first analysis year and at the end of each asset's life. */
  ratings: z.object({ current: ratingCountsSchema, endOfLife: ratingCountsSchema }),
  /**
   * Value-weighted VAR (Σ value × VAR ÷ Σ value) for every year from `firstYear`, total and by
   * hazard, with the scenario's band: the value-weighted sum of each asset's lower and upper edge
   * (the least and the most of the scenario's central, low-end and high-end runs).
   */
  valueAtRisk: z.object({
    firstYear: z.number().int(),
    total: z.array(fraction),
    byHazard: z.record(z.enum(hazardKeys), z.array(fraction)),
    lower: z.array(fraction),
    upper: z.array(fraction),
  }),
  /** Total expected annual damage (Σ value × VAR) per year from `firstYear`, in money. */
  expectedAnnualDamage: z.array(z.number()),
  /** The assets with the highest total VAR at the end of life, at most `topAssets`. */
  topAssets: z.array(portfolioAssetSchema),
  byRegion: z.array(breakdownRowSchema),
  byAssetType: z.array(breakdownRowSchema),
  /**
   * Per hazard, the analysed assets at whose site it could not be calculated: the value-weighted
   * VAR counts them as 0, which for them means 'Not Calculated'. Absent in summaries stored before
   * it was recorded.
   */
  notCalculatedAssets: z.record(z.enum(hazardKeys), z.number().int().min(0)).optional(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** `GET /api/portfolios/{id}`. */
export const portfolioReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  scenario: z.enum(climateScenarios),
  status: portfolioStatusSchema,
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  rejected: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** From the pace so far; null before the first chunk is written or once finished. */
  estimatedSecondsLeft: z.number().nullable(),
  quote: portfolioQuoteSchema,
  /** Present once the portfolio is done (and only for an account entitled to its results). */
  summary: portfolioSummarySchema.nullable(),
});
export type PortfolioReply = z.infer<typeof portfolioReplySchema>;

/** `GET /api/portfolios`: the caller's portfolios, newest first (for My Analyses). */
export const portfolioListReplySchema = z.object({
  portfolios: z.array(
    portfolioReplySchema.pick({
      id: true,
      title: true,
      scenario: true,
      status: true,
      total: true,
      done: true,
      failed: true,
      createdAt: true,
      finishedAt: true,
    }),
  ),
});
export type PortfolioListReply = z.infer<typeof portfolioListReplySchema>;

export const portfolioIdParamsSchema = z.object({
  id: z.uuid('id must be the id of a portfolio from POST /api/portfolios'),
});

/** The orders the assets table can be sorted in (`GET …/assets?sort=`); `index` is file order. */
export const portfolioAssetSortKeys = [
  'index',
  'id',
  'assetType',
  'value',
  'currentRating',
  'endOfLifeRating',
  'valueAtRisk2020',
  'valueAtRisk2050',
  'valueAtRisk2100',
] as const;
export type PortfolioAssetSortKey = (typeof portfolioAssetSortKeys)[number];

/** The end-of-life rating filter: a rating, or the assets that failed. */
export const portfolioAssetRatingFilters = ['A', 'B', 'C', 'failed'] as const;
export type PortfolioAssetRatingFilter = (typeof portfolioAssetRatingFilters)[number];

/** An empty or blank query parameter (`?search=`, `?search=%20`) reads as absent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = (maximumLength: number) =>
  z.preprocess(blankAsAbsent, z.string().trim().max(maximumLength).optional());

/**
 * `GET /api/portfolios/{id}/assets`: a page of assets, filtered and sorted on the server so that
 * a browser never holds a 100,000-asset portfolio. Two ways to page: `cursor` (an asset index,
 * the previous page's `nextCursor`) walks the assets in file order; `offset` pages through any
 * `sort` (a table's page n is offset n × limit). Assets without a value to sort on (failed or not
 * yet run) come after every other in either direction.
 */
export const portfolioAssetsQuerySchema = z
  .object({
    /** The `nextCursor` of the previous page; absent for the first page. File order only. */
    cursor: z.coerce.number().int().min(0).optional(),
    /** Assets to skip in the chosen order (0 for the first page). */
    offset: z.coerce.number().int().min(0).max(portfolioLimits.rowsPerPortfolio).optional(),
    limit: z.coerce.number().int().min(1).max(portfolioLimits.assetsPageLimit).default(100),
    sort: z.enum(portfolioAssetSortKeys).default('index'),
    order: z.enum(['asc', 'desc']).default('asc'),
    /** Text the reference, address, region, country or asset type (acronym or name) contains. */
    search: optionalText(200),
    /** Catalogue acronym of the asset type (e.g. SH). */
    assetType: optionalText(20),
    /** Rating at the end of life, or `failed`. */
    rating: z.preprocess(blankAsAbsent, z.enum(portfolioAssetRatingFilters).optional()),
    /** A key of the summary's `byRegion` breakdown: 'country/region' (e.g. 'GB/England'). */
    region: optionalText(200),
  })
  .refine((query) => query.cursor === undefined || query.offset === undefined, {
    message: 'give cursor (file order) or offset, not both',
    path: ['cursor'],
  })
  .refine(
    (query) => query.cursor === undefined || (query.sort === 'index' && query.order === 'asc'),
    {
      message: 'cursor pages in file order only; page another order with offset',
      path: ['cursor'],
    },
  );
export type PortfolioAssetsQuery = z.infer<typeof portfolioAssetsQuerySchema>;

/** `GET /api/portfolios/{id}/assets`. */
export const portfolioAssetsReplySchema = z.object({
  assets: z.array(portfolioAssetSchema),
  /** Pass as `cursor` for the next page in file order; null after the last (or when offset paging). */
  nextCursor: z.number().int().nullable(),
  /** How many assets match the filters (every asset without one). */
  matching: z.number().int().min(0),
});
export type PortfolioAssetsReply = z.infer<typeof portfolioAssetsReplySchema>;

/**
 * One asset on the map, as compact as the map needs: `[longitude, latitude, rating at end of
 * life (null when failed or not run), asset index]`.
 */
export const portfolioPointSchema = z.tuple([
  z.number(),
  z.number(),
  ratingSchema.nullable(),
  z.number().int().min(0),
]);
export type PortfolioPoint = z.infer<typeof portfolioPointSchema>;

/** `GET /api/portfolios/{id}/points`: every asset of the portfolio as a map point, in file order. */
export const portfolioPointsReplySchema = z.object({
  points: z.array(portfolioPointSchema),
});
export type PortfolioPointsReply = z.infer<typeof portfolioPointsReplySchema>;

/** `GET /api/portfolios/pricing`: the tiers as the pricing page lists them. */
export const portfolioPricingReplySchema = z.object({
  currency: z.string(),
  singlePriceLabel: z.string(),
  tiers: z.array(
    z.object({
      fromAsset: z.number().int(),
      toAsset: z.number().int(),
      /** Price of each asset in this tier, as shown. */
      perAssetLabel: z.string(),
    }),
  ),
  limits: z.object({
    rowsPerPortfolio: z.number().int(),
    fileBytes: z.number().int(),
    portfoliosPerAccountPerDay: z.number().int(),
  }),
});
export type PortfolioPricingReply = z.infer<typeof portfolioPricingReplySchema>;

/**
 * `POST /api/portfolios/{id}/payment/intent` answers with `paymentIntentReplySchema` (the same card
 * form as a single analysis); `POST /api/portfolios/{id}/payment/confirm` takes this body.
 */
export const portfolioPaymentConfirmBodySchema = z.object({
  orderId: z.uuid('orderId must be the orderId from the payment intent'),
  card: cardDetailsSchema.optional(),
});

export const portfolioPurchaseReplySchema = z.object({
  status: z.literal('succeeded'),
  portfolioId: z.string(),
  orderId: z.string(),
  paidAt: z.string(),
  provider: paymentProviderNameSchema,
});
export type PortfolioPurchaseReply = z.infer<typeof portfolioPurchaseReplySchema>;

/** The stable URL of the 1,000-asset sample file the Portfolio page links. */
export const portfolioSampleUrl = '/api/portfolios/sample.csv';

/**
 * Where a portfolio asset is, as the tables of the dashboard and the report show it: the address it
 * was given, else its first-level region and country, else its coordinates (to 4 decimals, about
 * 11 m: enough to tell two assets apart).
 */
export function portfolioAssetPlace(
  asset: Pick<PortfolioAsset, 'address' | 'region' | 'country' | 'latitude' | 'longitude'>,
): string {
  if (asset.address !== null) return asset.address;
  const region = [asset.region, asset.country].filter((part) => part !== null).join(', ');
  if (region !== '') return region;
  return `${formatFixed(asset.latitude, 4)}, ${formatFixed(asset.longitude, 4)}`;
}
