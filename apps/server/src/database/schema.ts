import type { FineTerrain, FloodMapDepths } from '@hazardscope/contracts';
import {
  customType,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { storedTotalValueAtRiskSql } from '../portfolios/portfolio-values.ts';

/**
 * The one schema, shared by PGlite and PostgreSQL. Migrations in ../../drizzle are generated from it
 * with `npm run db:generate -w @hazardscope/server`. All state lives here (sessions, rate-limit
 * counters, one-time codes) so several server processes agree.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Usage events posted by the client (the logging endpoint): DOWNLOAD_REPORT, EXPORT_CSV, update, search. */
export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  username: text('username'),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

/** Accounts. The username is the lowercased e-mail address. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  /** argon2id PHC string; null when the account was created without a password (save flow). */
  passwordHash: text('password_hash'),
  newsletterSubscription: boolean('newsletter_subscription').notNull().default(false),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** API keys (sessions). Only the SHA-256 of the key is stored; the key itself leaves once, in a reply or a mail. */
export const apiKeys = pgTable(
  'api_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * For a key sent by e-mail (a sign-in link), the address it was sent to: its first use proves
     * that address, so it verifies the account while the account still has that address. Null for
     * a session key.
     */
    mailedTo: text('mailed_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('api_keys_account_idx').on(table.accountId)],
);

export type OneTimeSecretPurpose = 'email_verification' | 'password_reset';

/** E-mail verification codes and password-reset tokens: hashed, single-use, expiring. */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeSecretPurpose>().notNull(),
    /**
     * The address the secret was mailed to. Using it proves that address only: it counts for the
     * account only while the account still has that address.
     */
    mailedTo: text('mailed_to').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_secrets_account_idx').on(table.accountId, table.purpose),
    uniqueIndex('one_time_secrets_hash_idx').on(table.secretHash),
  ],
);

/** Fixed-window counters for rate limits, one row per key (e.g. 'login:user:a@b.c') and window. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_window_idx').on(table.windowStart),
  ],
);

/** Mail written while no SMTP server is configured, readable at /dev/outbox outside production. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** Saved analyses. The whole analysis document is kept as jsonb. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Revisions of one analysis share it; the first revision's id. */
    groupId: uuid('group_id').notNull(),
    parentAnalysisId: uuid('parent_analysis_id'),
    title: text('title').notNull(),
    /** True for an adaptation option's analysis; those are hidden from the saved list. */
    isAdaptation: boolean('is_adaptation').notNull().default(false),
    /** Set by the payment flow only; presence means purchased (the document's payment.date). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The stored analysis document the server built from the run (StoredAnalysisDocument, validated
     * with storedAnalysisDocumentSchema when read): inputs, design values and materials, engine
     * version. The result itself stays with the run (risk_runs.analysis_gzip).
     */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** The run the analysis was saved from; a saved run never expires. */
    runId: uuid('run_id').references(() => riskRuns.id, { onDelete: 'restrict' }),
    /**
     * The few fields the saved list shows (analysis-summary.ts), kept apart so listing never reads
     * the documents (~20 KB each: yearly results per hazard).
     */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    /**
     * Set when its owner stopped sharing it: its link (`?analysisId=`) then answers 410 to anyone
     * else, and it leaves the lists of those who had opened it. Cleared when shared again.
     */
    sharingStoppedAt: timestamp('sharing_stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('analyses_owner_idx').on(table.ownerId, table.createdAt),
    index('analyses_group_idx').on(table.groupId),
    index('analyses_parent_idx').on(table.parentAnalysisId),
    index('analyses_run_idx').on(table.runId),
  ],
);

/** A shared analysis opened by another logged-in user appears in their list (a link, not a copy). */
export const analysisViewers = pgTable(
  'analysis_viewers',
  {
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.analysisId, table.accountId] }),
    index('analysis_viewers_account_idx').on(table.accountId),
  ],
);

export type AllowListEntryKind = 'allow' | 'export';

/** Allow-list entries kept in the database, in addition to the ALLOWLIST setting. */
export const allowListEntries = pgTable(
  'allow_list_entries',
  {
    username: text('username').notNull(),
    kind: text('kind').$type<AllowListEntryKind>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.username, table.kind] })],
);

/** Feedback and strange-result reports , also mailed to SUPPORT_EMAIL. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  comment: text('comment').notNull(),
  label: text('label').notNull(),
  pageUrl: text('page_url'),
  analysisTitle: text('analysis_title'),
  parameters: jsonb('parameters'),
  createdAt: createdAt(),
});

/**
 * One run of the engine (`POST /api/risk`), kept server-side: the real profile leaves the server
 * only for a purchased or allow-listed analysis (ARCHITECTURE.md, 'One analysis'), so the real result
 * is stored here and the reply may carry the sample instead.
 */
/**
 * PostgreSQL bytea as a Node Buffer. Written as base64 text decoded by the database: the embedded
 * PGlite encodes a binary parameter byte by byte in JavaScript on the event loop (an 80 KB buffer
 * took 92 ms, its base64 with `decode` 14 ms), which made storing each analysis run the server's
 * bottleneck; on PostgreSQL the difference is a third more bytes on the wire.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * What the engine was given besides a run's request, kept with the run: the answer of the elevation
 * service (ELEVATION_URL) when one was asked, and the warnings collected before the engine ran.
 */
export interface RunEngineContext {
  externalElevation?: { elevationMetres: number; dataset: string };
  warnings: string[];
  /** What TERRAIN_DIR and FLOOD_MAPS_DIR said at the site when the run was made. */
  fineData?: {
    fineTerrain?: FineTerrain;
    floodMaps?: { riverine: FloodMapDepths | null; coastal: FloodMapDepths | null };
  };
}

export const riskRuns = pgTable(
  'risk_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The validated request (archetype, asset, scenario, settings). */
    request: jsonb('request').notNull(),
    /**
     * The engine's real result (an AnalysisResult) as gzip-compressed JSON: ~115 KB of JSON becomes
     * ~30 KB. Null for a run that showed the sample profile and is not saved yet: its result is
     * computed again from the request and `engineContext` when it is saved (or asked for by a
     * reader who may see it), so that the many runs nobody keeps cost neither the serialising and
     * compressing nor the storage. Read with readRiskRun or readCompleteRiskRun.
     */
    analysisGzip: bytea('analysis_gzip'),
    /**
     * What the engine was given besides the request (`RunEngineContext`): the elevation service's
     * answer and the warnings collected before the engine ran. With the request and `createdAt`
     * (the analysis date) it reproduces the run. Null on runs stored before it was kept.
     */
    engineContext: jsonb('engine_context').$type<RunEngineContext>(),
    /** The engine release that computed it. */
    engineVersion: text('engine_version').notNull().default('unknown'),
    /** Every design field value the run used (the archetype's defaults with the user's changes). */
    fieldValues: jsonb('field_values').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Set on a re-run of a purchased group (the group's id): it counts towards the group's three
     * revisions from the moment it runs, so it is kept as long as the group is. On a re-run of a
     * portfolio asset's run (with `portfolioId`) it is that asset run's id instead, which its
     * re-runs count under (analyse-for-reply.ts); such a run saved starts a group of its own.
     */
    revisionGroupId: uuid('revision_group_id'),
    /**
     * Set on a run of one asset of a portfolio (`GET /api/portfolios/{id}/assets/{index}/analysis`):
     * its results are real for the portfolio's owner while the portfolio is paid for
     * (portfolio-access.ts ownsPaidPortfolio), saved or not. Kept while the portfolio is
     * (expireUnsavedRuns); cleared when the portfolio is deleted.
     */
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('risk_runs_revision_group_idx').on(table.revisionGroupId),
    index('risk_runs_portfolio_idx').on(table.portfolioId),
    index('risk_runs_created_idx').on(table.createdAt),
  ],
);

/**
 * pending: opened, not paid; succeeded: paid, the analysis purchased; failed: the last attempt was
 * declined (it can be tried again); canceled: the provider can no longer take it (a new order is
 * opened instead); refunded: paid after the analysis had been paid through another order, or after
 * it had been deleted, and given back.
 */
export type OrderStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

/**
 * Purchases of one analysis group (the commercial report). One order is one possible charge: every
 * confirmation of it goes through a row lock, so a double submit or a retried request charges once.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /**
     * The analysis bought. Null once that analysis was deleted unpaid (an order is opened with the
     * purchase dialog, and a declined card leaves one): the order stays as the record of what was
     * tried, and can no longer be paid (settle-order.ts). A purchased analysis cannot be deleted.
     */
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    /**
     * The portfolio bought, for a portfolio's order (then `analysisId` is null). Null once the
     * portfolio was deleted: the order stays as the record of the payment.
     */
    portfolioId: uuid('portfolio_id').references(() => portfolios.id, { onDelete: 'set null' }),
    /** In the currency's minor unit (cents for USD). */
    amountMinor: integer('amount_minor').notNull(),
    /** ISO 4217 code, upper case. */
    currency: text('currency').notNull(),
    /** 'test' (the built-in test provider) or 'stripe'. */
    provider: text('provider').notNull(),
    /** The provider's id of the payment (a Stripe PaymentIntent id, or the test provider's). */
    providerReference: text('provider_reference').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The provider's reason for the last decline, shown as 'Payment error: {message}'. */
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the analysis was marked purchased and the receipt sent: done once per order. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_analysis_idx').on(table.analysisId),
    uniqueIndex('orders_provider_reference_idx').on(table.provider, table.providerReference),
  ],
);

/**
 * The saved report of a purchased (or allow-listed) analysis, the saved report in the
 * account: the PDF as drawn, kept with the revision key of what it was drawn from, so it opens
 * again without rendering and is drawn anew when the analysis, its title or the layout changes.
 */
export const savedReports = pgTable('saved_reports', {
  analysisId: uuid('analysis_id')
    .primaryKey()
    .references(() => analyses.id, { onDelete: 'cascade' }),
  /** A digest of everything the report was drawn from (reportRevisionKey in reports/saved-report.ts). */
  revisionKey: text('revision_key').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

/**
 * A portfolio: many assets from one uploaded table, analysed on the job queue in chunks of
 * `portfolioLimits.chunkAssets`. Its counts are raised by the transaction that writes a chunk's
 * results, so they always equal the results written.
 */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The emissions scenario key (ssp126 … ssp585). */
    scenario: text('scenario').notNull(),
    /** quoted, queued, running, done, failed or cancelled (contracts' portfolioStatuses). */
    status: text('status').notNull(),
    /** The analysis date every asset runs with, so that a chunk computed again is the same. */
    analysisDate: timestamp('analysis_date', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The file's headers, in order, and which field each filled (contracts' ColumnMapping). */
    mapping: jsonb('mapping').$type<{ header: string; field: string | null }[]>().notNull(),
    /** Rows not analysed, with their cells as the file had them, for the rejected-rows CSV. */
    rejectedRows: jsonb('rejected_rows')
      .$type<{ line: number; column: string | null; message: string; cells: string[] }[]>()
      .notNull(),
    /** The quoted price, in PURCHASE_CURRENCY's minor unit. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The dashboard (contracts' PortfolioSummary), computed once when the last chunk is written. */
    summary: jsonb('summary'),
  },
  (table) => [index('portfolios_owner_created_idx').on(table.ownerId, table.createdAt)],
);

/** One accepted row of a portfolio: the single-analysis request it runs as. */
export const portfolioAssets = pgTable(
  'portfolio_assets',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    /** Position in the portfolio, 0-based in file order. */
    index: integer('index').notNull(),
    chunk: integer('chunk').notNull(),
    line: integer('line').notNull(),
    /** The user's own reference (the id column). */
    reference: text('reference'),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    assetType: text('asset_type').notNull(),
    value: doublePrecision('value').notNull(),
    /** The validated RiskRequest of a single analysis with the same inputs. */
    request: jsonb('request').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.portfolioId, table.index] }),
    index('portfolio_assets_chunk_idx').on(table.portfolioId, table.chunk),
    // The assets table's search (list-portfolio-assets.ts): trigrams of the user's reference and
    // the address (pg_trgm, migration 0012), so `ilike '%text%'` reads the matching rows only.
    index('portfolio_assets_search_idx').using(
      'gin',
      table.reference.op('gin_trgm_ops'),
      table.address.op('gin_trgm_ops'),
    ),
  ],
);

/**
 * The results of one asset, written with its chunk. `valueAtRisk` holds its yearly total VAR, the
 * scenario band's edges and the nine hazards' VAR in 60 bytes a year (portfolios/portfolio-values.ts),
 * read back as the engine's numbers, bit for bit. Migration 0010 sets the table's
 * toast_tuple_target to 128 bytes (drizzle cannot say it here) so those values always live out of
 * line and a pass over a portfolio's results for sorting stays narrow (list-portfolio-assets.ts).
 */
export const portfolioAssetResults = pgTable(
  'portfolio_asset_results',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /** Null when the asset could not be analysed (failureReason says why). */
    valueAtRisk: bytea('value_at_risk'),
    currentRating: text('current_rating'),
    endOfLifeRating: text('end_of_life_rating'),
    /** Total VAR at the end of life (fraction), for ordering the top assets. */
    endOfLifeValueAtRisk: doublePrecision('end_of_life_value_at_risk'),
    country: text('country'),
    region: text('region'),
    failureReason: text('failure_reason'),
    /**
     * Total VAR in 2020, 2050 and 2100 (fractions), read out of `valueAtRisk` by the database as it
     * stores a row (generated columns), bit for bit the stored doubles: the keys the assets table
     * sorts on (list-portfolio-assets.ts), without another write in the chunk's transaction.
     */
    valueAtRisk2020: doublePrecision('value_at_risk_2020').generatedAlwaysAs(
      sql.raw(storedTotalValueAtRiskSql('value_at_risk', 2020)),
    ),
    valueAtRisk2050: doublePrecision('value_at_risk_2050').generatedAlwaysAs(
      sql.raw(storedTotalValueAtRiskSql('value_at_risk', 2050)),
    ),
    valueAtRisk2100: doublePrecision('value_at_risk_2100').generatedAlwaysAs(
      sql.raw(storedTotalValueAtRiskSql('value_at_risk', 2100)),
    ),
  },
  (table) => [
    primaryKey({ columns: [table.portfolioId, table.index] }),
    index('portfolio_asset_results_top_idx').on(table.portfolioId, table.endOfLifeValueAtRisk),
    // The assets table's search by place (list-portfolio-assets.ts; pg_trgm, migration 0012).
    index('portfolio_asset_results_search_idx').using(
      'gin',
      table.region.op('gin_trgm_ops'),
      table.country.op('gin_trgm_ops'),
    ),
  ],
);

/**
 * One chunk of a portfolio as the queue hands it out. `writtenAt` is the idempotence guard: the
 * transaction that writes a chunk's results sets it only where it is null, so a chunk computed twice
 * (a worker killed after writing, its job retried) is written and counted once.
 */
export const portfolioChunks = pgTable(
  'portfolio_chunks',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    assets: integer('assets').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.chunk] })],
);
