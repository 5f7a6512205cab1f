import {
  formatThousands,
  hazardKeys,
  hazardLabels,
  portfolioAssetPlace,
  type PortfolioAsset,
  type PortfolioPoint,
  type PortfolioSummary,
} from '@hazardscope/contracts';
import type { PortfolioMapAsset } from '../globe/portfolio-map-layers.ts';
import type { AssetTableRow } from './asset-columns.tsx';

/** The map and the table refer to an asset by its position in the portfolio. */
export const assetKey = (asset: Pick<PortfolioAsset, 'index'>) => String(asset.index);

/** How the table names an asset: the user's reference, else its line in the file. */
export function assetReference(asset: Pick<PortfolioAsset, 'id' | 'line'>): string {
  return asset.id ?? `Line ${asset.line}`;
}

export function assetTableRow(
  asset: PortfolioAsset,
  currency: string,
  archetypeName: (acronym: string) => string,
): AssetTableRow {
  return {
    key: assetKey(asset),
    reference: assetReference(asset),
    assetType: archetypeName(asset.assetType),
    place: portfolioAssetPlace(asset),
    replacementValue: asset.value,
    currency,
    ratingNow: asset.currentRating,
    ratingEndOfLife: asset.endOfLifeRating,
    totalRisk2020: asset.totalValueAtRisk?.year2020 ?? null,
    totalRisk2050: asset.totalValueAtRisk?.year2050 ?? null,
    totalRisk2100: asset.totalValueAtRisk?.year2100 ?? null,
    failureReason: asset.status === 'failed' ? (asset.failureReason ?? 'not analysed') : null,
  };
}

/** A point of `GET …/points` as the map draws it; its key is the asset's index. */
export function pointMapAsset([
  longitude,
  latitude,
  rating,
  index,
]: PortfolioPoint): PortfolioMapAsset {
  return { key: String(index), latitude, longitude, rating };
}

/** The portfolio's expected annual damage (money) in a year, or undefined outside the analysis. */
export function expectedAnnualDamageIn(
  summary: PortfolioSummary,
  year: number,
): number | undefined {
  return summary.expectedAnnualDamage[year - summary.valueAtRisk.firstYear];
}

/**
 * The dashboard's note of the hazards not calculated at some assets' sites, which the
 * value-weighted VAR counts as 0 there (not as no risk), or null where every hazard was calculated
 * (or the summary predates the count).
 */
export function notCalculatedNote(
  summary: Pick<PortfolioSummary, 'assets' | 'notCalculatedAssets'>,
): string | null {
  const counts = summary.notCalculatedAssets;
  if (counts === undefined) return null;
  const parts = hazardKeys
    .filter((hazard) => (counts[hazard] ?? 0) > 0)
    .map(
      (hazard) =>
        `${hazardLabels[hazard]} at ${formatThousands(counts[hazard] ?? 0)} of ${formatThousands(summary.assets)}`,
    );
  if (parts.length === 0) return null;
  return `Not Calculated at some assets’ sites, and counted there as 0 in the value-weighted Value At Risk, not as no risk: ${parts.join('; ')}. Each asset’s results give the reason.`;
}
