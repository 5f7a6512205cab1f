import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  hazardKeys,
  ratingSchema,
  type PerHazard,
  type PortfolioAsset,
} from '@hazardscope/contracts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DatabaseClient } from '../database/open-database.ts';
import { portfolioAssetResults, portfolioAssets } from '../database/schema.ts';
import { readAssetValues, storedYearIndex, type AssetValuesReader } from './portfolio-values.ts';

export { portfolioFirstYear } from './portfolio-values.ts';

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

/**
 * `selection` from the assets of portfolios joined to their results where written (on the key both
 * tables share, portfolio_id and index): the one join every reader of assets starts from.
 */
export function selectFromAssetsWithResults<Selection extends SelectedFields>(
  database: DatabaseClient,
  selection: Selection,
) {
  return database
    .select(selection)
    .from(portfolioAssets)
    .leftJoin(
      portfolioAssetResults,
      and(
        eq(portfolioAssetResults.portfolioId, portfolioAssets.portfolioId),
        eq(portfolioAssetResults.index, portfolioAssets.index),
      ),
    );
}

/** The assets of a portfolio with their results where written: the select of every reader. */
function selectAssetRows(database: DatabaseClient) {
  return selectFromAssetsWithResults(database, {
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
  });
}

type SelectedAssetRow = Awaited<ReturnType<ReturnType<typeof selectAssetRows>['execute']>>[number];

const withWritten = ({ resultIndex, ...row }: SelectedAssetRow): PortfolioAssetRow => ({
  ...row,
  written: resultIndex !== null,
});

/** Assets of a portfolio from `fromIndex` on, in file order, with their results where written. */
export async function portfolioAssetRows(
  database: DatabaseClient,
  portfolioId: string,
  fromIndex: number,
  limit: number,
): Promise<PortfolioAssetRow[]> {
  const rows = await selectAssetRows(database)
    .where(and(eq(portfolioAssets.portfolioId, portfolioId), gte(portfolioAssets.index, fromIndex)))
    .orderBy(asc(portfolioAssets.index))
    .limit(limit);
  return rows.map(withWritten);
}

/** The assets of a portfolio at these indexes (in file order), with their results where written. */
export async function portfolioAssetRowsAt(
  database: DatabaseClient,
  portfolioId: string,
  indexes: readonly number[],
): Promise<PortfolioAssetRow[]> {
  if (indexes.length === 0) return [];
  const rows = await selectAssetRows(database)
    .where(
      and(
        eq(portfolioAssets.portfolioId, portfolioId),
        inArray(portfolioAssets.index, [...indexes]),
      ),
    )
    .orderBy(asc(portfolioAssets.index));
  return rows.map(withWritten);
}

function hazardsAt(values: AssetValuesReader, year: number): PerHazard {
  return Object.fromEntries(
    hazardKeys.map((hazard, hazardIndex) => [
      hazard,
      values.hazard(storedYearIndex(year), hazardIndex),
    ]),
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
          year2020: values.total(storedYearIndex(2020)),
          year2050: values.total(storedYearIndex(2050)),
          year2100: values.total(storedYearIndex(2100)),
        }
      : null,
    hazardValueAtRisk: values
      ? { year2050: hazardsAt(values, 2050), year2100: hazardsAt(values, 2100) }
      : null,
    notCalculatedHazards: values
      ? hazardKeys.filter((_, hazardIndex) => values.notCalculated(hazardIndex))
      : [],
    failureReason: row.failureReason,
  };
}
