import {
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { ratingLabels, ratingSchema } from '@hazardscope/contracts';
import { useState } from 'react';
import { assetColumns, searchFilter, type AssetTableRow } from './asset-columns.tsx';
import { ScrollTable } from './scroll-table.tsx';

/** Assets per page of the table. */
export const assetsPerPage = 25;

const ratingFilterOptions = [
  { value: '', label: 'Every rating' },
  ...ratingSchema.options.map((rating) => ({
    value: rating,
    label: `${rating} (${ratingLabels[rating]}) at end of life`,
  })),
  { value: 'failed', label: 'Failed' },
];

/**
 * Every asset of a portfolio in a table (TanStack Table): sortable by any column (click its
 * heading), filtered by a search over the reference, asset type and place, and by the rating at
 * the end of life, in pages of 25. Clicking a row's reference opens the asset.
 */
export function AssetsTable(props: { rows: readonly AssetTableRow[]; onOpen(key: string): void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'totalRisk2100', desc: true }]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: assetsPerPage,
  });
  const table = useReactTable({
    data: props.rows as AssetTableRow[],
    columns: assetColumns(props.onOpen),
    state: { sorting, globalFilter, columnFilters, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => row.key,
    globalFilterFn: searchFilter,
    // The search runs once per row, on the reference column, over the reference, type and place.
    getColumnCanGlobalFilter: (candidate) => candidate.id === 'reference',
  });
  const ratingFilter = (columnFilters.find((filter) => filter.id === 'ratingEndOfLife')?.value ??
    '') as string;
  const matching = table.getFilteredRowModel().rows.length;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search assets"
          placeholder="Reference, type or place"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={globalFilter}
          onChange={(event) => {
            setGlobalFilter(event.currentTarget.value);
            setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Rating"
          data={ratingFilterOptions}
          value={ratingFilter}
          allowDeselect={false}
          onChange={(value) => {
            setColumnFilters(
              value === null || value === '' ? [] : [{ id: 'ratingEndOfLife', value }],
            );
            setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
          style={{ flex: '0 1 260px' }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {matching === props.rows.length
          ? `${props.rows.length} assets`
          : `${matching} of ${props.rows.length} assets match`}
      </Text>
      <ScrollTable label="Every asset of the portfolio" minWidth={1100}>
        <Table striped highlightOnHover withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const Icon =
                    sorted === 'asc'
                      ? IconArrowUp
                      : sorted === 'desc'
                        ? IconArrowDown
                        : IconArrowsSort;
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      <UnstyledButton
                        onClick={header.column.getToggleSortingHandler()}
                        fw={600}
                        fz="sm"
                      >
                        <Group gap={4} wrap="nowrap">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <Icon size={14} aria-hidden />
                        </Group>
                      </UnstyledButton>
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
          onChange={(page) => setPagination((current) => ({ ...current, pageIndex: page - 1 }))}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
          })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Stack>
  );
}
