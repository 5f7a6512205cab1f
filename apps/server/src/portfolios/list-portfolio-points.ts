import { asc, eq } from 'drizzle-orm';
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

/**
 * `GET /api/portfolios/{id}/points`: every asset as `[longitude, latitude, rating at end of life,
 * index]`, in file order — what the map draws and hands back when clicked, so the browser never
 * holds the full records of a 100,000-asset portfolio. One index range scan of the portfolio's
 * assets joined to their results on the primary key. Owner only; 403 until entitled.
 */
export async function listPortfolioPoints(
  context: ResultAccessContext,
  account: AccountRow,
  portfolioId: string,
): Promise<PortfolioPointsReply> {
  await entitledPortfolio(context, account, portfolioId);
  const rows = await selectFromAssetsWithResults(context.database, {
    index: portfolioAssets.index,
    longitude: portfolioAssets.longitude,
    latitude: portfolioAssets.latitude,
    rating: portfolioAssetResults.endOfLifeRating,
  })
    .where(eq(portfolioAssets.portfolioId, portfolioId))
    .orderBy(asc(portfolioAssets.index));
  return {
    points: rows.map((row) => [
      roundCoordinate(row.longitude),
      roundCoordinate(row.latitude),
      row.rating === null ? null : ratingSchema.parse(row.rating),
      row.index,
    ]),
  };
}
