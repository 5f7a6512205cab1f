import { and, asc, eq, gte } from 'drizzle-orm';
import {
  hazardKeys,
  ratingSchema,
  type PerHazard,
  type PortfolioAsset,
} from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolioAssetResults, portfolioAssets } from '../database/schema.ts';
import { readAssetValues, type AssetValuesReader } from './portfolio-values.ts';

/**
 * The first year of the stored yearly values: every portfolio asset runs with the engine's default
 * scenario window, 1990–2100 (riskRequestSchema sets no other).
 */
export const portfolioFirstYear = 1990;

/** One asset row with its result, as selected by `portfolioAssetRows`. */
export interface PortfolioAssetRow {
  index: number;
  line: number;
  reference: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  assetType: string;
  value: number;
  valueAtRisk: Buffer | null;
  currentRating: string | null;
  endOfLifeRating: string | null;
  country: string | null;
  region: string | null;
  failureReason: string | null;
  /** False while the asset's chunk is not written. */
  written: boolean;
}

/** Assets of a portfolio from `fromIndex` on, in file order, with their results where written. */
export async function portfolioAssetRows(
  database: DatabaseClient,
  portfolioId: string,
  fromIndex: number,
  limit: number,
): Promise<PortfolioAssetRow[]> {
  const rows = await database
    .select({
      index: portfolioAssets.index,
      line: portfolioAssets.line,
      reference: portfolioAssets.reference,
      address: portfolioAssets.address,
      latitude: portfolioAssets.latitude,
      longitude: portfolioAssets.longitude,
      assetType: portfolioAssets.assetType,
      value: portfolioAssets.value,
      resultIndex: portfolioAssetResults.index,
      valueAtRisk: portfolioAssetResults.valueAtRisk,
      currentRating: portfolioAssetResults.currentRating,
      endOfLifeRating: portfolioAssetResults.endOfLifeRating,
      country: portfolioAssetResults.country,
      region: portfolioAssetResults.region,
      failureReason: portfolioAssetResults.failureReason,
    })
    .from(portfolioAssets)
    .leftJoin(
      portfolioAssetResults,
      and(
        eq(portfolioAssetResults.portfolioId, portfolioAssets.portfolioId),
        eq(portfolioAssetResults.index, portfolioAssets.index),
      ),
    )
    .where(and(eq(portfolioAssets.portfolioId, portfolioId), gte(portfolioAssets.index, fromIndex)))
    .orderBy(asc(portfolioAssets.index))
    .limit(limit);
  return rows.map(({ resultIndex, ...row }) => ({ ...row, written: resultIndex !== null }));
}

const yearIndex = (year: number) => year - portfolioFirstYear;

function hazardsAt(values: AssetValuesReader, year: number): PerHazard {
  return Object.fromEntries(
    hazardKeys.map((hazard, hazardIndex) => [hazard, values.hazard(yearIndex(year), hazardIndex)]),
  ) as PerHazard;
}

/** The contract's view of one asset. */
export function toPortfolioAsset(row: PortfolioAssetRow): PortfolioAsset {
  const values = row.valueAtRisk ? readAssetValues(row.valueAtRisk) : undefined;
  const rating = (text: string | null) => (text === null ? null : ratingSchema.parse(text));
  return {
    index: row.index,
    id: row.reference,
    line: row.line,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    assetType: row.assetType,
    value: row.value,
    country: row.country,
    region: row.region,
    status: !row.written ? 'pending' : values ? 'done' : 'failed',
    currentRating: rating(row.currentRating),
    endOfLifeRating: rating(row.endOfLifeRating),
    totalValueAtRisk: values
      ? {
          year2020: values.total(yearIndex(2020)),
          year2050: values.total(yearIndex(2050)),
          year2100: values.total(yearIndex(2100)),
        }
      : null,
    hazardValueAtRisk: values
      ? { year2050: hazardsAt(values, 2050), year2100: hazardsAt(values, 2100) }
      : null,
    failureReason: row.failureReason,
  };
}
