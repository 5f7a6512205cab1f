import {
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import {
  formatThousands,
  portfolioAssetRatingFilters,
  ratingLabels,
  ratingSchema,
  type PortfolioAsset,
  type PortfolioAssetRatingFilter,
  type PortfolioBreakdownRow,
} from '@hazardscope/contracts';
import { useMemo, useState } from 'react';
import { usePortfolioAssetsPage } from '../api/portfolios.ts';
import { assetColumns, columnSortKeys, type AssetTableRow } from './asset-columns.tsx';
import { assetKey, assetTableRow } from './portfolio-view-model.ts';
import { ScrollTable } from './scroll-table.tsx';

/** Assets per page of the table. */
export const assetsPerPage = 25;

/** The search box asks the server once typing pauses this long (ms). */
const searchDebounceMs = 300;

const everyOption = (label: string) => ({ value: '', label });

const ratingFilterOptions = [
  everyOption('Every rating'),
  ...ratingSchema.options.map((rating) => ({
    value: rating,
    label: `${rating} (${ratingLabels[rating]}) at end of life`,
  })),
  { value: 'failed', label: 'Failed' },
];

const isRatingFilter = (value: string): value is PortfolioAssetRatingFilter =>
  (portfolioAssetRatingFilters as readonly string[]).includes(value);

/**
 * Every asset of a portfolio in a table (TanStack Table in manual mode): the server sorts, filters
 * and pages (`GET …/assets`), so the browser holds one page of 25 whatever the portfolio's size.
 * Sortable by a column's heading; filtered by a search over the reference, place and asset type,
 * by asset type, by the rating at the end of life and by region. A row's reference opens the asset.
 */
export function AssetsTable(props: {
  portfolioId: string;
  currency: string;
  archetypeName(acronym: string): string;
  /** The summary's groups, offered as the asset type and region filters. */
  assetTypes: readonly PortfolioBreakdownRow[];
  regions: readonly PortfolioBreakdownRow[];
  onOpen(asset: PortfolioAsset): void;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'totalRisk2100', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: assetsPerPage,
  });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [assetType, setAssetType] = useState('');
  const [rating, setRating] = useState('');
  const [region, setRegion] = useState('');
  const sorted = sorting[0];
  const page = usePortfolioAssetsPage(props.portfolioId, {
    offset: pagination.pageIndex * pagination.pageSize,
    limit: pagination.pageSize,
    sort: (sorted && columnSortKeys[sorted.id as keyof AssetTableRow]) ?? 'index',
    order: sorted?.desc ? 'desc' : 'asc',
    search: debouncedSearch,
    assetType,
    rating: isRatingFilter(rating) ? rating : undefined,
    region,
  });
  const assets = page.data?.assets;
  const { archetypeName, currency, onOpen } = props;
  const rows = useMemo(
    () => (assets ?? []).map((asset) => assetTableRow(asset, currency, archetypeName)),
    [assets, currency, archetypeName],
  );
  const columns = useMemo(
    () =>
      assetColumns((key) => {
        const asset = assets?.find((candidate) => assetKey(candidate) === key);
        if (asset !== undefined) onOpen(asset);
      }),
    [assets, onOpen],
  );
  const matching = page.data?.matching ?? 0;
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, pagination },
    onSortingChange: (update) => {
      setSorting(update);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableSortingRemoval: false,
    rowCount: matching,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.key,
  });
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const filterSelect = (
    label: string,
    data: { value: string; label: string }[],
    value: string,
    set: (value: string) => void,
  ) => (
    <Select
      label={label}
      data={data}
      value={value}
      allowDeselect={false}
      searchable={data.length > 12}
      onChange={(chosen) => {
        set(chosen ?? '');
        firstPage();
      }}
      style={{ flex: '0 1 220px' }}
    />
  );
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search assets"
          placeholder="Reference, type or place"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 220px' }}
        />
        {filterSelect(
          'Asset type',
          [
            everyOption('Every asset type'),
            ...props.assetTypes.map((row) => ({ value: row.key, label: archetypeName(row.key) })),
          ],
          assetType,
          setAssetType,
        )}
        {filterSelect('Rating', ratingFilterOptions, rating, setRating)}
        {filterSelect(
          'Region',
          [
            everyOption('Every region'),
            ...props.regions.map((row) => ({ value: row.key, label: row.label })),
          ],
          region,
          setRegion,
        )}
      </Group>
      <Group gap="xs" role="status">
        {page.isFetching && <Loader size="xs" aria-hidden />}
        <Text size="sm" c={page.isError ? 'red.8' : 'dimmed'}>
          {page.isError
            ? `The assets could not be loaded: ${page.error.message}`
            : page.data === undefined
              ? 'Loading the assets…'
              : `${formatThousands(matching)} ${matching === 1 ? 'asset' : 'assets'}`}
        </Text>
      </Group>
      <ScrollTable label="Every asset of the portfolio" minWidth={1100}>
        <Table striped highlightOnHover withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  const Icon =
                    direction === 'asc'
                      ? IconArrowUp
                      : direction === 'desc'
                        ? IconArrowDown
                        : IconArrowsSort;
                  const heading = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={
                        direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton
                          onClick={header.column.getToggleSortingHandler()}
                          fw={600}
                          fz="sm"
                        >
                          <Group gap={4} wrap="nowrap">
                            {heading}
                            <Icon size={14} aria-hidden />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        heading
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td
                    key={cell.id}
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {table.getPageCount() > 1 && (
        <Pagination
          total={table.getPageCount()}
          value={pagination.pageIndex + 1}
          onChange={(pageNumber) =>
            setPagination((current) => ({ ...current, pageIndex: pageNumber - 1 }))
          }
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
          })}
          getItemProps={(pageNumber) => ({ 'aria-label': `Page ${pageNumber}` })}
        />
      )}
    </Stack>
  );
}
