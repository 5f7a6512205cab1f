import { hazardKeys, type PortfolioAsset, type PortfolioSummary } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  assetTableRow,
  expectedAnnualDamageIn,
  notCalculatedNote,
  pointMapAsset,
} from './portfolio-view-model.ts';

const perHazard = Object.fromEntries(hazardKeys.map((hazard) => [hazard, 0.001])) as Record<
  (typeof hazardKeys)[number],
  number
>;

const asset: PortfolioAsset = {
  index: 4,
  id: null,
  line: 6,
  latitude: -33.868812,
  longitude: 151.209312,
  address: null,
  assetType: 'SH',
  value: 450_000,
  country: 'AU',
  region: 'New South Wales',
  status: 'done',
  currentRating: 'A',
  endOfLifeRating: 'B',
  totalValueAtRisk: { year2020: 0.001, year2050: 0.003, year2100: 0.006 },
  hazardValueAtRisk: { year2050: perHazard, year2100: perHazard },
  failureReason: null,
};

describe('assetTableRow', () => {
  it('names an asset without a reference by its line, and carries its figures', () => {
    const row = assetTableRow(asset, 'USD', (acronym) =>
      acronym === 'SH' ? 'Simple House' : acronym,
    );
    expect(row).toMatchObject({
      key: '4',
      reference: 'Line 6',
      assetType: 'Simple House',
      ratingEndOfLife: 'B',
      totalRisk2100: 0.006,
      failureReason: null,
    });
  });

  it('gives a failed asset its reason and no figures', () => {
    const row = assetTableRow(
      {
        ...asset,
        id: 'B-12',
        status: 'failed',
        currentRating: null,
        endOfLifeRating: null,
        totalValueAtRisk: null,
        hazardValueAtRisk: null,
        failureReason: 'over the sea',
      },
      'USD',
      (acronym) => acronym,
    );
    expect(row).toMatchObject({
      reference: 'B-12',
      totalRisk2050: null,
      failureReason: 'over the sea',
    });
  });
});

describe('pointMapAsset', () => {
  it('puts a point of the server on the map by its end-of-life rating, keyed by index', () => {
    expect(pointMapAsset([151.209312, -33.868812, 'B', 4])).toEqual({
      key: '4',
      latitude: -33.868812,
      longitude: 151.209312,
      rating: 'B',
    });
  });
});

describe('portfolio summary', () => {
  const summary = {
    valueAtRisk: {
      firstYear: 2020,
      total: [0.01, 0.02, 0.03],
      byHazard: Object.fromEntries(
        hazardKeys.map((hazard) => [hazard, hazard === 'wind' ? [0.006, 0.015, 0.024] : [0, 0, 0]]),
      ),
      lower: [0.008, 0.015, 0.02],
      upper: [0.012, 0.025, 0.04],
    },
    expectedAnnualDamage: [1000, 2000, 3000],
  } as unknown as PortfolioSummary;

  it('reads the expected annual damage of a year, undefined outside the analysis', () => {
    expect(expectedAnnualDamageIn(summary, 2021)).toBe(2000);
    expect(expectedAnnualDamageIn(summary, 2101)).toBeUndefined();
  });
});

describe('notCalculatedNote', () => {
  const none = Object.fromEntries(hazardKeys.map((hazard) => [hazard, 0])) as Record<
    (typeof hazardKeys)[number],
    number
  >;
  it('names each hazard not calculated at some sites, with how many', () => {
    expect(
      notCalculatedNote({
        assets: 297,
        notCalculatedAssets: { ...none, inundation: 141, 'freeze-thaw': 2 },
      }),
    ).toBe(
      'Not Calculated at some assets’ sites, and counted there as 0 in the value-weighted Value At Risk, not as no risk: Coastal Inundation at 141 of 297; Freeze-Thaw at 2 of 297. Each asset’s results give the reason.',
    );
  });

  it('says nothing where every hazard was calculated, or the summary predates the count', () => {
    expect(notCalculatedNote({ assets: 3, notCalculatedAssets: none })).toBeNull();
    expect(notCalculatedNote({ assets: 3 })).toBeNull();
  });
});
