import { describe, expect, it } from 'vitest';
import {
  portfolioAssetPlace,
  portfolioAssetsQuerySchema,
  portfolioLimits,
  portfolioPriceMinor,
  portfolioPriceTierLabel,
  portfolioPriceTiers,
} from './portfolios.ts';

describe('portfolio price tiers', () => {
  it('charge each asset the fraction of the tier its position falls in', () => {
    // 103500 minor units (USD 1035): 100 × 5 % + 900 × 2 % of it.
    expect(portfolioPriceMinor(100, 103_500)).toBe(517_500);
    expect(portfolioPriceMinor(1_000, 103_500)).toBe(517_500 + 900 * 2_070);
  });

  it('never lowers the price when an asset is added', () => {
    let previous = 0;
    for (const count of [1, 99, 100, 101, 999, 1_000, 1_001, 10_000, 10_001, 100_000]) {
      const price = portfolioPriceMinor(count, 103_500);
      expect(price).toBeGreaterThan(previous);
      previous = price;
    }
  });

  it('cover every asset count up to the row limit without gaps', () => {
    for (const [index, tier] of portfolioPriceTiers.entries()) {
      const next = portfolioPriceTiers[index + 1];
      if (next !== undefined) expect(next.fromAsset).toBe(tier.toAsset + 1);
    }
    expect(portfolioPriceTiers.at(-1)?.toAsset).toBe(portfolioLimits.rowsPerPortfolio);
    expect(portfolioPriceTierLabel(1_000)).toBe('101–1000 assets');
  });
});

describe('the assets query', () => {
  it('reads blank filters as absent and trims the search text', () => {
    expect(
      portfolioAssetsQuerySchema.parse({ search: '  ', rating: '', region: '', assetType: ' ' }),
    ).toEqual({ limit: 100, sort: 'index', order: 'asc' });
    expect(portfolioAssetsQuerySchema.parse({ search: ' Sydney ' }).search).toBe('Sydney');
  });

  it('pages by cursor in file order only, and never by cursor and offset at once', () => {
    expect(portfolioAssetsQuerySchema.safeParse({ cursor: '5', sort: 'value' }).success).toBe(
      false,
    );
    expect(portfolioAssetsQuerySchema.safeParse({ cursor: '5', offset: '5' }).success).toBe(false);
    expect(portfolioAssetsQuerySchema.safeParse({ cursor: '5', order: 'desc' }).success).toBe(
      false,
    );
    expect(
      portfolioAssetsQuerySchema.parse({ offset: '50', sort: 'valueAtRisk2100', order: 'desc' }),
    ).toMatchObject({ offset: 50, limit: 100, sort: 'valueAtRisk2100', order: 'desc' });
  });
});

describe('portfolioAssetPlace', () => {
  it('reads the address given, else the region and country, else coordinates to 4 decimals', () => {
    const asset = {
      address: null,
      region: 'New South Wales',
      country: 'AU',
      latitude: -33.86882,
      longitude: 151.20929,
    };
    expect(portfolioAssetPlace(asset)).toBe('New South Wales, AU');
    expect(portfolioAssetPlace({ ...asset, region: null, country: null })).toBe(
      '-33.8688, 151.2093',
    );
    expect(portfolioAssetPlace({ ...asset, address: '1 Macquarie St, Sydney' })).toBe(
      '1 Macquarie St, Sydney',
    );
  });
});
