import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Catalogue } from '@hazardscope/catalogue';
import type {
  PortfolioAssetSortKey,
  PortfolioAssetsQuery,
  PortfolioAssetsReply,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolioAssetResults, portfolioAssets } from '../database/schema.ts';
import { entitledPortfolio } from './portfolio-access.ts';
import {
  portfolioAssetRowsAt,
  selectFromAssetsWithResults,
  toPortfolioAsset,
} from './portfolio-asset-view.ts';

export interface ListPortfolioAssetsContext extends ResultAccessContext {
  catalogue: Pick<Catalogue, 'archetypes'>;
}

/** What each sort key orders by; the asset index breaks ties, so every page is stable. */
const sortColumns: Record<PortfolioAssetSortKey, AnyPgColumn> = {
  index: portfolioAssets.index,
  id: portfolioAssets.reference,
  assetType: portfolioAssets.assetType,
  value: portfolioAssets.value,
  currentRating: portfolioAssetResults.currentRating,
  endOfLifeRating: portfolioAssetResults.endOfLifeRating,
  valueAtRisk2020: portfolioAssetResults.valueAtRisk2020,
  valueAtRisk2050: portfolioAssetResults.valueAtRisk2050,
  valueAtRisk2100: portfolioAssetResults.valueAtRisk2100,
};

/** `%` and `_` typed in the search box are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** A breakdown key ('GB/England', '–' for an unknown part) as conditions on the result's place. */
function regionCondition(key: string): SQL | undefined {
  const [country = '', region = ''] = key.split('/');
  const part = (column: AnyPgColumn, text: string) =>
    text === '–' ? isNull(column) : eq(column, text);
  return and(
    part(portfolioAssetResults.country, country),
    part(portfolioAssetResults.region, region),
  );
}

function filterConditions(
  database: DatabaseClient,
  portfolioId: string,
  catalogue: ListPortfolioAssetsContext['catalogue'],
  query: PortfolioAssetsQuery,
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.search !== undefined) {
    const pattern = likePattern(query.search);
    const typed = query.search.toLowerCase();
    // The asset types whose name or acronym holds the text: 'office' finds every office type.
    const types = catalogue.archetypes
      .filter(
        (archetype) =>
          archetype.name.toLowerCase().includes(typed) ||
          archetype.acronym.toLowerCase().includes(typed),
      )
      .map((archetype) => archetype.acronym);
    // The assets whose reference, address, region or country holds the text, or whose type the
    // text names, as one set of asset indexes that the page and the count join to. Each text is
    // found through its trigram index (pg_trgm: portfolio_assets_search_idx and
    // portfolio_asset_results_search_idx, migration 0012), so a search reads the matching rows
    // rather than every asset's text.
    const ofPortfolio = (table: typeof portfolioAssets | typeof portfolioAssetResults) =>
      eq(table.portfolioId, portfolioId);
    const byText = database
      .select({ index: portfolioAssets.index })
      .from(portfolioAssets)
      .where(
        and(
          ofPortfolio(portfolioAssets),
          or(ilike(portfolioAssets.reference, pattern), ilike(portfolioAssets.address, pattern)),
        ),
      )
      .unionAll(
        database
          .select({ index: portfolioAssetResults.index })
          .from(portfolioAssetResults)
          .where(
            and(
              ofPortfolio(portfolioAssetResults),
              or(
                ilike(portfolioAssetResults.region, pattern),
                ilike(portfolioAssetResults.country, pattern),
              ),
            ),
          ),
      );
    const matching =
      types.length === 0
        ? byText
        : byText.unionAll(
            database
              .select({ index: portfolioAssets.index })
              .from(portfolioAssets)
              .where(and(ofPortfolio(portfolioAssets), inArray(portfolioAssets.assetType, types))),
          );
    conditions.push(inArray(portfolioAssets.index, matching));
  }
  if (query.assetType !== undefined)
    conditions.push(eq(portfolioAssets.assetType, query.assetType.toUpperCase()));
  if (query.rating === 'failed') {
    conditions.push(
      and(isNotNull(portfolioAssetResults.index), isNull(portfolioAssetResults.valueAtRisk)),
    );
  } else if (query.rating !== undefined) {
    conditions.push(eq(portfolioAssetResults.endOfLifeRating, query.rating));
  }
  if (query.region !== undefined) conditions.push(regionCondition(query.region));
  return conditions;
}

/**
 * `GET /api/portfolios/{id}/assets`: one page of assets, filtered and sorted by the database, for
 * an owner entitled to the results (403 otherwise). File order pages by cursor (an asset index)
 * or offset; any other order by offset.
 *
 * Why it stays fast at 100,000 assets: every query reads one portfolio's rows through the primary
 * keys (portfolio_id, index) of the assets and their results, joined on that key. File order is an
 * index range scan from the cursor (about 1 ms for a page). Any other order is one pass over the
 * portfolio's rows with a top-N sort that keeps only offset + limit of them in memory. The pass
 * stays narrow: the VAR sort keys are generated columns (schema.ts), and the 6.6 kB of yearly
 * values live out of line (toast_tuple_target = 128, migration 0010), so the results' heap is
 * about 120 bytes an asset (12 MB for 100,000 synthetic assets, against 195 MB when their
 * compressible values stayed inline). The page first selects only the
 * indexes, and the values of just the page's assets are read afterwards. The other filters are
 * evaluated in the same pass: they rarely keep few enough rows for a secondary index to beat it.
 * The search text is the exception: it is looked up in trigram indexes (pg_trgm, migration 0012)
 * of the references and addresses and of the results' places, which give the matching asset
 * indexes without reading every asset's text. The count is a second pass without the sort (the
 * results are not joined when no filter reads them). Measured on PostgreSQL with 100,000 assets
 * on this shared 2-core machine: first page by VAR 2100 ~100 ms, last page ~230 ms, the plain
 * count ~18 ms. A search with its count (`npm run bench:portfolio-queries`, synthetic assets,
 * the machine loaded): 10 references found in 40 ms (278 ms without the trigram indexes) on
 * PostgreSQL and 291 ms (1,375 ms) on PGlite; nothing found in 32 ms (341 ms) and 103 ms
 * (913 ms); a text that 1 in 8 assets hold gains nothing (PostgreSQL 551 ms against 354 ms).
 */
export async function listPortfolioAssets(
  context: ListPortfolioAssetsContext,
  account: AccountRow,
  portfolioId: string,
  query: PortfolioAssetsQuery,
): Promise<PortfolioAssetsReply> {
  await entitledPortfolio(context, account, portfolioId);
  const { database } = context;
  const filters = filterConditions(database, portfolioId, context.catalogue, query);
  const matchingRows = and(eq(portfolioAssets.portfolioId, portfolioId), ...filters);
  const fromJoin = <Selection extends SelectedFields>(selection: Selection) =>
    selectFromAssetsWithResults(database, selection);

  const fileOrderByCursor =
    query.sort === 'index' && query.order === 'asc' && query.offset === undefined;
  const sortColumn = sortColumns[query.sort];
  const direction = query.order === 'desc' ? desc : asc;
  // An asset without the value (failed, not run, no reference) comes last either way; ties and
  // those assets follow file order.
  const orderBy =
    query.sort === 'index'
      ? [direction(portfolioAssets.index)]
      : [sql`${sortColumn} is null`, direction(sortColumn), asc(portfolioAssets.index)];
  // One row more than asked tells whether there is a next page.
  const pageRows = await fromJoin({ index: portfolioAssets.index })
    .where(
      fileOrderByCursor && query.cursor !== undefined
        ? and(matchingRows, gte(portfolioAssets.index, query.cursor))
        : matchingRows,
    )
    .orderBy(...orderBy)
    .limit(query.limit + 1)
    .offset(fileOrderByCursor ? 0 : (query.offset ?? 0));
  const [counted] = await fromJoin({ matching: count() }).where(matchingRows);

  const pageIndexes = pageRows.slice(0, query.limit).map((row) => row.index);
  const rows = await portfolioAssetRowsAt(database, portfolioId, pageIndexes);
  const byIndex = new Map(rows.map((row) => [row.index, row]));
  const assets = pageIndexes.flatMap((index) => {
    const row = byIndex.get(index);
    return row === undefined ? [] : [toPortfolioAsset(row)];
  });
  const next = pageRows[query.limit];
  return {
    assets,
    nextCursor: fileOrderByCursor && next !== undefined ? next.index : null,
    matching: counted?.matching ?? 0,
  };
}
