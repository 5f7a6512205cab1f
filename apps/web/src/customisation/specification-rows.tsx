import { Badge, Box, Grid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The three columns of the customisation cards: what is set, its default, its current setting.
 * From Mantine's `sm` width they stand side by side under a header; on a phone each row stacks,
 * its default prefixed with the column's name, so nothing scrolls sideways at 375 px.
 */
const spans = {
  name: { base: 12, sm: 4 },
  default: { base: 12, sm: 3 },
  current: { base: 12, sm: 5 },
};

export function SpecificationHeader(props: { columns: readonly [string, string, string] }) {
  const [name, defaultColumn, current] = props.columns;
  return (
    <Grid visibleFrom="sm" gap="sm" pb={6} style={rowBorder}>
      <Grid.Col span={spans.name}>
        <ColumnTitle>{name}</ColumnTitle>
      </Grid.Col>
      <Grid.Col span={spans.default}>
        <ColumnTitle>{defaultColumn}</ColumnTitle>
      </Grid.Col>
      <Grid.Col span={spans.current}>
        <ColumnTitle>{current}</ColumnTitle>
      </Grid.Col>
    </Grid>
  );
}

function ColumnTitle(props: { children: ReactNode }) {
  return (
    <Text size="xs" fw={600} c="dimmed" tt="uppercase">
      {props.children}
    </Text>
  );
}

const rowBorder = { borderBottom: '1px solid var(--mantine-color-gray-2)' };

export function SpecificationRow(props: {
  name: ReactNode;
  /** The default column's title, shown before the value on a phone. */
  defaultTitle: string;
  defaultSetting: ReactNode;
  current: ReactNode;
  testId?: string;
}) {
  return (
    <Grid
      gap={{ base: 4, sm: 'sm' }}
      align="center"
      py={8}
      style={rowBorder}
      data-testid={props.testId}
    >
      <Grid.Col span={spans.name}>{props.name}</Grid.Col>
      <Grid.Col span={spans.default}>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          <Box component="span" hiddenFrom="sm" c="dimmed">
            {props.defaultTitle}:{' '}
          </Box>
          {props.defaultSetting}
        </Text>
      </Grid.Col>
      <Grid.Col span={spans.current}>{props.current}</Grid.Col>
    </Grid>
  );
}

/** Marks a row whose setting differs from the analysis on screen (in words, not colour alone). */
export function ChangedBadge() {
  return (
    <Badge size="xs" variant="light" radius="sm">
      Changed
    </Badge>
  );
}
