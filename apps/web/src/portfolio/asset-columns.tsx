import { Anchor, Text } from '@mantine/core';
import { createColumnHelper, type FilterFn, type SortingFn } from '@tanstack/react-table';
import { formatMoney, formatPercent, type Rating } from '@hazardscope/contracts';
import { RatingChip } from './rating-chip.tsx';

/** One asset as the table shows it. */
export interface AssetTableRow {
  /** The portfolio's own key of the asset (what opening it asks the server for). */
  key: string;
  /** The user's reference (their `id` column), or 'Line n' of the file when they gave none. */
  reference: string;
  assetType: string;
  /** Where it is, as read: '-33.8688, 151.2093', or the resolved place. */
  place: string;
  replacementValue: number;
  currency: string;
  ratingNow: Rating | null;
  ratingEndOfLife: Rating | null;
  /** Total VAR (fraction of the replacement value) in 2020, 2050 and 2100; null when failed. */
  totalRisk2020: number | null;
  totalRisk2050: number | null;
  totalRisk2100: number | null;
  /** Why the asset could not be computed, or null. */
  failureReason: string | null;
}

/** The end-of-life rating filter: a rating letter, or 'failed' for the assets that failed. */
const ratingFilter: FilterFn<AssetTableRow> = (row, _columnId, wanted: string) =>
  wanted === 'failed'
    ? row.original.failureReason !== null
    : row.original.ratingEndOfLife === wanted;

/** The search box: the reference, asset type and place contain the typed text, any case. */
export const searchFilter: FilterFn<AssetTableRow> = (row, _columnId, typed: string) => {
  const text = typed.trim().toLowerCase();
  if (text === '') return true;
  const { reference, assetType, place } = row.original;
  return [reference, assetType, place].some((value) => value.toLowerCase().includes(text));
};

/** Ratings sort A < B < C, and an asset without one (failed) after them all. */
const ratingSort: SortingFn<AssetTableRow> = (left, right, columnId) => {
  const order = (value: unknown) => (value === null ? 'Z' : String(value));
  return order(left.getValue(columnId)).localeCompare(order(right.getValue(columnId)));
};

/** VAR sorts as a number, a failed asset (no VAR) below every computed one. */
const riskSort: SortingFn<AssetTableRow> = (left, right, columnId) => {
  const value = (row: typeof left) => (row.getValue(columnId) as number | null) ?? -Infinity;
  return Math.sign(value(left) - value(right)) || 0;
};

const percent = (value: number | null) => (value === null ? '–' : formatPercent(value));

const column = createColumnHelper<AssetTableRow>();

/** The table's columns; the reference opens the asset (`onOpen` with its key). */
export function assetColumns(onOpen: (key: string) => void) {
  return [
    column.accessor('reference', {
      header: 'Asset',
      cell: (context) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onOpen(context.row.original.key)}
          style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {context.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('assetType', { header: 'Asset type' }),
    column.accessor('place', { header: 'Location' }),
    column.accessor('replacementValue', {
      header: 'Value',
      cell: (context) => formatMoney(context.getValue(), context.row.original.currency),
    }),
    column.accessor('ratingNow', {
      header: 'Rating now',
      sortingFn: ratingSort,
      cell: (context) => <RatingChip rating={context.getValue()} />,
    }),
    column.accessor('ratingEndOfLife', {
      header: 'Rating end of life',
      sortingFn: ratingSort,
      filterFn: ratingFilter,
      cell: (context) => <RatingChip rating={context.getValue()} />,
    }),
    column.accessor('totalRisk2020', {
      header: 'VAR 2020',
      sortingFn: riskSort,
      cell: (context) => percent(context.getValue()),
    }),
    column.accessor('totalRisk2050', {
      header: 'VAR 2050',
      sortingFn: riskSort,
      cell: (context) => percent(context.getValue()),
    }),
    column.accessor('totalRisk2100', {
      header: 'VAR 2100',
      sortingFn: riskSort,
      cell: (context) => percent(context.getValue()),
    }),
    column.accessor('failureReason', {
      header: 'Status',
      cell: (context) => {
        const reason = context.getValue();
        return reason === null ? (
          'Done'
        ) : (
          <Text size="sm" c="red.8">
            Failed: {reason}
          </Text>
        );
      },
    }),
  ];
}
