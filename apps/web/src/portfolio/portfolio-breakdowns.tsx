import { useState } from 'react';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import {
  formatMoney,
  formatPercent,
  formatThousands,
  type PortfolioAsset,
  type PortfolioBreakdownRow,
} from '@hazardscope/contracts';
import { RatingChip } from './rating-chip.tsx';
import { assetKey, assetReference } from './portfolio-view-model.ts';
import { ScrollTable } from './scroll-table.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/**
 * Groups a breakdown shows before its reader asks for all: a portfolio spread over a few hundred
 * regions would otherwise make the dashboard tens of screens long.
 */
export const breakdownRowsShown = 10;

/**
 * A breakdown of the portfolio (by country and region, or by asset type): per group its assets,
 * value, value-weighted VAR in 2050, expected annual damage in 2050 and its assets by rating now,
 * in the order the server gives (largest expected annual damage first), the first ten until the
 * reader asks for every group.
 */
export function BreakdownTable(props: {
  label: string;
  groupHeading: string;
  rows: readonly PortfolioBreakdownRow[];
  currency: string;
}) {
  const [showAll, setShowAll] = useState(false);
  if (props.rows.length === 0) return <Text c="dimmed">No assets analysed.</Text>;
  const rows = showAll ? props.rows : props.rows.slice(0, breakdownRowsShown);
  return (
    <Stack gap="xs" align="flex-start">
      <ScrollTable label={props.label} minWidth={640}>
        <Table withTableBorder striped fz="sm" aria-label={props.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{props.groupHeading}</Table.Th>
              <Table.Th style={numeric}>Assets</Table.Th>
              <Table.Th style={numeric}>Value</Table.Th>
              <Table.Th style={numeric}>VAR 2050</Table.Th>
              <Table.Th style={numeric}>Expected annual damage 2050</Table.Th>
              <Table.Th style={numeric}>A / B / C now</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.label}</Table.Td>
                <Table.Td style={numeric}>{formatThousands(row.assets)}</Table.Td>
                <Table.Td style={numeric}>{formatMoney(row.value, props.currency)}</Table.Td>
                <Table.Td style={numeric}>{formatPercent(row.valueAtRisk2050)}</Table.Td>
                <Table.Td style={numeric}>
                  {formatMoney(row.expectedAnnualDamage2050, props.currency)}
                </Table.Td>
                <Table.Td style={numeric}>
                  {row.ratings.A} / {row.ratings.B} / {row.ratings.C}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {props.rows.length > breakdownRowsShown && (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(!showAll)}>
          {showAll
            ? `Show the first ${breakdownRowsShown}`
            : `Show all ${formatThousands(props.rows.length)}`}
        </Button>
      )}
    </Stack>
  );
}

/** The assets with the highest total VAR at the end of life, highest first; each opens. */
export function TopAssetsTable(props: {
  assets: readonly PortfolioAsset[];
  currency: string;
  archetypeName(acronym: string): string;
  onOpen(key: string): void;
}) {
  return (
    <ScrollTable label="Assets with the highest Value At Risk" minWidth={640}>
      <Table withTableBorder striped fz="sm" aria-label="Assets with the highest Value At Risk">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={numeric}>#</Table.Th>
            <Table.Th>Asset</Table.Th>
            <Table.Th>Asset type</Table.Th>
            <Table.Th style={numeric}>Value</Table.Th>
            <Table.Th>Rating end of life</Table.Th>
            <Table.Th style={numeric}>VAR 2050</Table.Th>
            <Table.Th style={numeric}>VAR 2100</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.assets.map((asset, rank) => (
            <Table.Tr key={asset.index}>
              <Table.Td style={numeric}>{rank + 1}</Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => props.onOpen(assetKey(asset))}
                  style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                >
                  {assetReference(asset)}
                </Anchor>
              </Table.Td>
              <Table.Td>{props.archetypeName(asset.assetType)}</Table.Td>
              <Table.Td style={numeric}>{formatMoney(asset.value, props.currency)}</Table.Td>
              <Table.Td>
                <RatingChip rating={asset.endOfLifeRating} />
              </Table.Td>
              <Table.Td style={numeric}>
                {asset.totalValueAtRisk ? formatPercent(asset.totalValueAtRisk.year2050) : '–'}
              </Table.Td>
              <Table.Td style={numeric}>
                {asset.totalValueAtRisk ? formatPercent(asset.totalValueAtRisk.year2100) : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
