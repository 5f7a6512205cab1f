import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  assetValueCurrency,
  hazardKeys,
  portfolioLimits,
  type HazardKey,
  type PortfolioBreakdownRow,
  type PortfolioSummary,
  type Rating,
  type RatingCounts,
} from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolioAssetResults, portfolios } from '../database/schema.ts';
import {
  portfolioAssetRows,
  portfolioFirstYear,
  toPortfolioAsset,
  type PortfolioAssetRow,
} from './portfolio-asset-view.ts';
import { readAssetValues } from './portfolio-values.ts';

/** Assets read per query while summing: the memory it takes stays flat whatever the size. */
const summaryBatchAssets = 1_000;

const emptyRatings = (): RatingCounts => ({ A: 0, B: 0, C: 0 });

interface Group {
  label: string;
  assets: number;
  value: number;
  damage2050: number;
  ratings: RatingCounts;
}

/**
 * The dashboard of a finished portfolio, from every analysed asset: rating counts, value-weighted
 * VAR per year (Σ value × VAR ÷ Σ value) in total, by hazard and for the band's edges, expected
 * annual damage per year (Σ value × VAR, in the asset value currency), the highest-VAR assets and
 * the breakdowns by region and asset type. Read in batches, so memory stays flat; stored on the
 * portfolio, so it is computed once.
 */
export async function summarisePortfolio(
  database: DatabaseClient,
  portfolioId: string,
): Promise<PortfolioSummary> {
  let years = 0;
  let totalValue = 0;
  let assets = 0;
  let sums: { total: number[]; lower: number[]; upper: number[]; hazards: number[][] } | undefined;
  const ratings = { current: emptyRatings(), endOfLife: emptyRatings() };
  const notCalculatedAssets = hazardKeys.map(() => 0);
  const byRegion = new Map<string, Group>();
  const byAssetType = new Map<string, Group>();
  const year2050 = 2050 - portfolioFirstYear;

  for (let from = 0; ; from += summaryBatchAssets) {
    const rows = await portfolioAssetRows(database, portfolioId, from, summaryBatchAssets);
    for (const row of rows) {
      if (row.valueAtRisk === null) continue;
      const values = readAssetValues(row.valueAtRisk);
      if (sums === undefined) {
        years = values.years;
        const zeros = () => Array.from({ length: years }, () => 0);
        sums = { total: zeros(), lower: zeros(), upper: zeros(), hazards: hazardKeys.map(zeros) };
      }
      assets += 1;
      totalValue += row.value;
      for (let year = 0; year < years; year += 1) {
        sums.total[year]! += row.value * values.total(year);
        sums.lower[year]! += row.value * values.lower(year);
        sums.upper[year]! += row.value * values.upper(year);
        for (let hazard = 0; hazard < hazardKeys.length; hazard += 1) {
          sums.hazards[hazard]![year]! += row.value * values.hazard(year, hazard);
        }
      }
      countRating(ratings.current, row.currentRating);
      countRating(ratings.endOfLife, row.endOfLifeRating);
      for (let hazard = 0; hazard < hazardKeys.length; hazard += 1)
        if (values.notCalculated(hazard)) notCalculatedAssets[hazard]! += 1;
      const damage2050 = row.value * values.total(year2050);
      addToGroup(byRegion, regionKey(row), regionLabel(row), row, damage2050);
      addToGroup(byAssetType, row.assetType, row.assetType, row, damage2050);
    }
    if (rows.length < summaryBatchAssets) break;
  }

  const weighted = (series: number[] | undefined) =>
    (series ?? []).map((sum) => (totalValue > 0 ? Math.min(1, sum / totalValue) : 0));
  const summary: PortfolioSummary = {
    currency: assetValueCurrency,
    assets,
    totalValue,
    ratings,
    valueAtRisk: {
      firstYear: portfolioFirstYear,
      total: weighted(sums?.total),
      byHazard: Object.fromEntries(
        hazardKeys.map((hazard, index) => [hazard, weighted(sums?.hazards[index])]),
      ) as Record<HazardKey, number[]>,
      lower: weighted(sums?.lower),
      upper: weighted(sums?.upper),
    },
    expectedAnnualDamage: sums?.total ?? [],
    topAssets: await topAssets(database, portfolioId),
    byRegion: breakdown(byRegion),
    byAssetType: breakdown(byAssetType),
    notCalculatedAssets: Object.fromEntries(
      hazardKeys.map((hazard, index) => [hazard, notCalculatedAssets[index] ?? 0]),
    ) as Record<HazardKey, number>,
  };
  await database.update(portfolios).set({ summary }).where(eq(portfolios.id, portfolioId));
  return summary;
}

/** The analysed assets with the highest total VAR at the end of their life. */
async function topAssets(database: DatabaseClient, portfolioId: string) {
  const top = await database
    .select({ index: portfolioAssetResults.index })
    .from(portfolioAssetResults)
    .where(
      and(
        eq(portfolioAssetResults.portfolioId, portfolioId),
        isNotNull(portfolioAssetResults.endOfLifeValueAtRisk),
      ),
    )
    .orderBy(desc(portfolioAssetResults.endOfLifeValueAtRisk), portfolioAssetResults.index)
    .limit(portfolioLimits.topAssets);
  const rows: PortfolioAssetRow[] = [];
  for (const index of top.map((row) => row.index)) {
    const [row] = await portfolioAssetRows(database, portfolioId, index, 1);
    if (row !== undefined) rows.push(row);
  }
  return rows.map(toPortfolioAsset);
}

function countRating(counts: RatingCounts, rating: string | null) {
  if (rating === 'A' || rating === 'B' || rating === 'C') counts[rating as Rating] += 1;
}

function regionKey(row: PortfolioAssetRow): string {
  return `${row.country ?? '–'}/${row.region ?? '–'}`;
}

function regionLabel(row: PortfolioAssetRow): string {
  if (row.country === null) return 'No country (at sea or unmapped)';
  return row.region === null ? row.country : `${row.country} / ${row.region}`;
}

function addToGroup(
  groups: Map<string, Group>,
  key: string,
  label: string,
  row: PortfolioAssetRow,
  damage2050: number,
) {
  const group = groups.get(key) ?? {
    label,
    assets: 0,
    value: 0,
    damage2050: 0,
    ratings: emptyRatings(),
  };
  group.assets += 1;
  group.value += row.value;
  group.damage2050 += damage2050;
  countRating(group.ratings, row.currentRating);
  groups.set(key, group);
}

/** Groups by expected annual damage in 2050, largest first. */
function breakdown(groups: Map<string, Group>): PortfolioBreakdownRow[] {
  return [...groups.entries()]
    .map(([key, group]) => ({
      key,
      label: group.label,
      assets: group.assets,
      value: group.value,
      valueAtRisk2050: group.value > 0 ? Math.min(1, group.damage2050 / group.value) : 0,
      expectedAnnualDamage2050: group.damage2050,
      ratings: group.ratings,
    }))
    .sort((first, second) => second.expectedAnnualDamage2050 - first.expectedAnnualDamage2050);
}
