import type { PortfolioAsset } from '@hazardscope/contracts';

/** An analysed asset of a portfolio for tests: 'Asset {index}', a Simple House near Sydney. */
export function portfolioAssetFixture(
  index: number,
  overrides: Partial<PortfolioAsset> = {},
): PortfolioAsset {
  return {
    index,
    id: `Asset ${index}`,
    line: index + 2,
    latitude: -33.8,
    longitude: 151.2,
    address: null,
    assetType: 'SH',
    value: 100_000,
    country: 'AU',
    region: 'New South Wales',
    status: 'done',
    currentRating: 'A',
    endOfLifeRating: 'B',
    totalValueAtRisk: { year2020: 0.001, year2050: 0.002, year2100: index / 1e6 },
    hazardValueAtRisk: null,
    failureReason: null,
    ...overrides,
  };
}
