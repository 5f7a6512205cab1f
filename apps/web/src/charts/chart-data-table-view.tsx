import { Box, Button, Table } from '@mantine/core';
import { useId, useState } from 'react';
import type { ChartDataTable } from '@hazardscope/charts';

/**
 * A chart's figures as a table behind a 'Show data' toggle: the alternative to the picture for a
 * screen reader and for anyone who wants the numbers. The table scrolls sideways inside its own
 * keyboard-focusable region when it is wider than the card.
 */
export function ChartDataTableToggle(props: { table: ChartDataTable }) {
  const [shown, setShown] = useState(false);
  const regionId = useId();
  const { table } = props;
  return (
    <Box>
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? 'Hide data' : 'Show data'}
      </Button>
      <Box
        id={regionId}
        hidden={!shown}
        role="region"
        aria-label={`Data: ${table.caption}`}
        tabIndex={shown ? 0 : -1}
        // Inline-size containment: the wide table scrolls inside this region instead of widening
        // the card, the tab and the dialog around it.
        style={{ overflowX: 'auto', contain: 'inline-size' }}
        mt={4}
      >
        {shown && (
          <Table
            striped
            withTableBorder
            verticalSpacing={2}
            horizontalSpacing="xs"
            fz="xs"
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            <Table.Caption style={{ whiteSpace: 'normal', textAlign: 'left' }}>
              {table.caption}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{table.rowHeading}</Table.Th>
                {table.columns.map((column) => (
                  <Table.Th key={column} scope="col" style={{ textAlign: 'right' }}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  {row.cells.map((cell, index) => (
                    <Table.Td key={table.columns[index] ?? index} style={{ textAlign: 'right' }}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Box>
    </Box>
  );
}
