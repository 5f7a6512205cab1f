import type { PortfolioAssetsReply } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import { entitledPortfolio } from './portfolio-access.ts';
import { portfolioAssetRows, toPortfolioAsset } from './portfolio-asset-view.ts';

/**
 * `GET /api/portfolios/{id}/assets`: one page of assets in file order, from the cursor (an asset
 * index) on; results for an owner entitled to them only (403 otherwise).
 */
export async function listPortfolioAssets(
  context: ResultAccessContext,
  account: AccountRow,
  portfolioId: string,
  page: { cursor?: number | undefined; limit: number },
): Promise<PortfolioAssetsReply> {
  await entitledPortfolio(context, account, portfolioId);
  // One row more than asked tells whether there is a next page.
  const rows = await portfolioAssetRows(
    context.database,
    portfolioId,
    page.cursor ?? 0,
    page.limit + 1,
  );
  const shown = rows.slice(0, page.limit);
  return {
    assets: shown.map(toPortfolioAsset),
    nextCursor: rows.length > page.limit ? (rows[page.limit]?.index ?? null) : null,
  };
}
