import { Anchor, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import {
  formatMoney,
  formatPercent,
  type PortfolioAssetSortKey,
  type Rating,
} from '@hazardscope/contracts';
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

const percent = (value: number | null) => (value === null ? '–' : formatPercent(value));

const column = createColumnHelper<AssetTableRow>();

/** The server's sort key of each sortable column (the table sorts on the server). */
export const columnSortKeys: Partial<Record<keyof AssetTableRow, PortfolioAssetSortKey>> = {
  reference: 'id',
  assetType: 'assetType',
  replacementValue: 'value',
  ratingNow: 'currentRating',
  ratingEndOfLife: 'endOfLifeRating',
  totalRisk2020: 'valueAtRisk2020',
  totalRisk2050: 'valueAtRisk2050',
  totalRisk2100: 'valueAtRisk2100',
};

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
    column.accessor('place', { header: 'Location', enableSorting: false }),
    column.accessor('replacementValue', {
      header: 'Value',
      sortDescFirst: true,
      cell: (context) => formatMoney(context.getValue(), context.row.original.currency),
    }),
    column.accessor('ratingNow', {
      header: 'Rating now',
      cell: (context) => <RatingChip rating={context.getValue()} />,
    }),
    column.accessor('ratingEndOfLife', {
      header: 'Rating end of life',
      cell: (context) => <RatingChip rating={context.getValue()} />,
    }),
    column.accessor('totalRisk2020', {
      header: 'VAR 2020',
      sortDescFirst: true,
      cell: (context) => percent(context.getValue()),
    }),
    column.accessor('totalRisk2050', {
      header: 'VAR 2050',
      sortDescFirst: true,
      cell: (context) => percent(context.getValue()),
    }),
    column.accessor('totalRisk2100', {
      header: 'VAR 2100',
      sortDescFirst: true,
      cell: (context) => percent(context.getValue()),
    }),
    column.accessor('failureReason', {
      header: 'Status',
      enableSorting: false,
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
