import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Catalogue } from '@hazardscope/catalogue';
import {
  portfolioLimits,
  type ClimateScenario,
  type PortfolioUploadReply,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { readerHasAllowListRight, type ResultAccessContext } from '../analyses/result-access.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolioAssets, portfolioChunks, portfolios } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { Geocoder } from '../location/geocoder.ts';
import { portfolioMessages } from './portfolio-messages.ts';
import { portfolioQuoteOf } from './portfolio-quote.ts';
import { readPortfolioTable } from './read-portfolio-table.ts';
import { mapPortfolioColumns, validatePortfolioRows } from './validate-portfolio-rows.ts';

export interface CreatePortfolioContext extends ResultAccessContext {
  config: ResultAccessContext['config'] & Pick<Config, 'PURCHASE_PRICE' | 'PURCHASE_CURRENCY'>;
  clock: Clock;
  catalogue: Catalogue;
  geocoder: Geocoder;
}

/** Rows inserted per statement: well under PostgreSQL's 65,535 bind parameters. */
const insertBatchRows = 1_000;

/**
 * `POST /api/portfolios`: reads the uploaded table, checks every row, and keeps the accepted rows
 * as single-analysis requests split into chunks, with the rejected rows for their CSV. The
 * portfolio waits 'quoted' until it is paid for (or its owner is allow-listed) and run. 400 for a
 * file that is not a table, holds no row, lacks the location or asset-type column, or has no usable
 * row; 429 past the portfolios an account may create per day.
 */
export async function createPortfolio(
  context: CreatePortfolioContext,
  account: AccountRow,
  upload: { file: Buffer; title: string; scenario: ClimateScenario },
): Promise<PortfolioUploadReply> {
  const now = context.clock();
  // Checked before the file is read (a refused upload costs nothing), and again in the transaction
  // that inserts, under a lock per account, so parallel uploads never pass the limit together.
  await checkDailyLimit(context.database, account, now);

  const table = await readPortfolioTable(upload.file);
  const plan = mapPortfolioColumns(table.headers, context.catalogue);
  const [duplicate] = plan.duplicates;
  if (duplicate !== undefined)
    throw new AppError(
      'BAD_REQUEST',
      portfolioMessages.duplicateColumn(duplicate.field, duplicate.headers),
      'file',
    );
  const hasCoordinates =
    plan.columnOf.latitude !== undefined && plan.columnOf.longitude !== undefined;
  if (!hasCoordinates && plan.columnOf.address === undefined)
    throw new AppError('BAD_REQUEST', portfolioMessages.noLocationColumns, 'file');
  if (plan.columnOf.asset_type === undefined)
    throw new AppError('BAD_REQUEST', portfolioMessages.noAssetTypeColumn, 'file');
  if (plan.columnOf.replacement_value === undefined)
    throw new AppError('BAD_REQUEST', portfolioMessages.noValueColumn, 'file');
  const { accepted, rejected } = await validatePortfolioRows(context, table, plan, upload.scenario);
  const rejectedRows = rejected.map(({ line, column, message }) => ({ line, column, message }));
  if (accepted.length === 0) {
    const firstProblems = rejected.slice(0, 3).map((row) => row.message);
    throw new AppError(
      'BAD_REQUEST',
      `${portfolioMessages.noUsableRows} First problems: ${firstProblems.join(' ')}`,
      'file',
    );
  }

  const allowListed = await readerHasAllowListRight(context, account);
  const quote = portfolioQuoteOf(context.config, accepted.length, !allowListed);
  const id = await context.database.transaction(async (transaction) => {
    // One upload of an account at a time from here to the commit: the count below then sees every
    // portfolio committed before it (a transaction-scoped advisory lock, on PostgreSQL and PGlite).
    await transaction.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`portfolio-upload:${account.id}`}, 0))`,
    );
    await checkDailyLimit(transaction, account, now);
    const [portfolio] = await transaction
      .insert(portfolios)
      .values({
        ownerId: account.id,
        title: upload.title,
        scenario: upload.scenario,
        status: 'quoted',
        analysisDate: now,
        total: accepted.length,
        mapping: plan.mapping,
        rejectedRows: rejected,
        priceMinor: quote.amountMinor,
        currency: quote.currency,
        createdAt: now,
      })
      .returning({ id: portfolios.id });
    if (portfolio === undefined) throw new Error('the portfolio was not inserted');
    const rows = accepted.map((asset, index) => ({
      portfolioId: portfolio.id,
      index,
      chunk: Math.floor(index / portfolioLimits.chunkAssets),
      line: asset.line,
      reference: asset.reference,
      address: asset.address,
      latitude: asset.latitude,
      longitude: asset.longitude,
      assetType: asset.assetType,
      value: asset.value,
      request: asset.request,
    }));
    for (let start = 0; start < rows.length; start += insertBatchRows) {
      await transaction.insert(portfolioAssets).values(rows.slice(start, start + insertBatchRows));
    }
    const chunks = Math.ceil(rows.length / portfolioLimits.chunkAssets);
    await transaction.insert(portfolioChunks).values(
      Array.from({ length: chunks }, (_, chunk) => ({
        portfolioId: portfolio.id,
        chunk,
        assets: Math.min(
          portfolioLimits.chunkAssets,
          rows.length - chunk * portfolioLimits.chunkAssets,
        ),
      })),
    );
    return portfolio.id;
  });
  return {
    id,
    status: 'quoted',
    accepted: accepted.length,
    rejected: rejectedRows,
    mapping: plan.mapping,
    quote,
  };
}

/** 429 once the account has created its portfolios of the UTC day, with the seconds to midnight. */
async function checkDailyLimit(
  database: DatabaseClient,
  account: AccountRow,
  now: Date,
): Promise<void> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [today] = await database
    .select({ created: count() })
    .from(portfolios)
    .where(and(eq(portfolios.ownerId, account.id), gte(portfolios.createdAt, dayStart)));
  if ((today?.created ?? 0) >= portfolioLimits.portfoliosPerAccountPerDay) {
    const secondsLeft = Math.ceil((dayStart.getTime() + 86_400_000 - now.getTime()) / 1000);
    throw new AppError('TOO_MANY_REQUESTS', portfolioMessages.dailyLimit, undefined, secondsLeft);
  }
}
