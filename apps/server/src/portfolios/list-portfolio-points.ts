import { eq, sql } from 'drizzle-orm';
import { ratingSchema, type PortfolioPointsReply } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import { portfolioAssetResults, portfolioAssets } from '../database/schema.ts';
import { entitledPortfolio } from './portfolio-access.ts';
import { selectFromAssetsWithResults } from './portfolio-asset-view.ts';

/**
 * Decimals of a map point's coordinates: 1e-5° is about 1.1 m, finer than a marker on the map, and
 * it keeps 100,000 points near 3.1 MB of JSON, about 1.2 MB as sent (brotli or gzip).
 */
const mapCoordinateDecimals = 5;
const roundCoordinate = (degrees: number) => Number(degrees.toFixed(mapCoordinateDecimals));

/** A point as the database aggregates it: `[longitude, latitude, rating, index]`. */
type StoredPoint = [number, number, string | null, number];

/**
 * `GET /api/portfolios/{id}/points`: every asset as `[longitude, latitude, rating at end of life,
 * index]`, in file order — what the map draws and hands back when clicked, so the browser never
 * holds the full records of a 100,000-asset portfolio. One index range scan of the portfolio's
 * assets joined to their results on the primary key. Owner only; 403 until entitled.
 *
 * The database hands the points over as one JSON array (json_agg) rather than a row per asset:
 * the embedded PGlite's cost was its per-row reply (its wire protocol decoded in JavaScript), not
 * the scan. `npm run bench:portfolio-queries` at 100,000 synthetic assets, each with a real
 * request, this machine loaded (load average ~15): the query and mapping 1,788 → 653 ms on
 * PGlite and 621 → 388 ms on PostgreSQL; the whole GET 2,366 → 1,587 ms and 991 → 643 ms. The
 * float8s come as their shortest exact text, so they parse to the same doubles.
 */
export async function listPortfolioPoints(
  context: ResultAccessContext,
  account: AccountRow,
  portfolioId: string,
): Promise<PortfolioPointsReply> {
  await entitledPortfolio(context, account, portfolioId);
  const [aggregated] = await selectFromAssetsWithResults(context.database, {
    points: sql<
      string | null
    >`json_agg(json_build_array(${portfolioAssets.longitude}, ${portfolioAssets.latitude}, ${portfolioAssetResults.endOfLifeRating}, ${portfolioAssets.index}) order by ${portfolioAssets.index})::text`,
  }).where(eq(portfolioAssets.portfolioId, portfolioId));
  // Our own query's shape (json_agg is null for a portfolio without assets).
  const stored = JSON.parse(aggregated?.points ?? '[]') as StoredPoint[];
  return {
    points: stored.map(([longitude, latitude, rating, index]) => [
      roundCoordinate(longitude),
      roundCoordinate(latitude),
      rating === null ? null : ratingSchema.parse(rating),
      index,
    ]),
  };
}
