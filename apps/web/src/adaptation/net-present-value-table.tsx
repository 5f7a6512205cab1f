import { Box, Table } from '@mantine/core';
import { formatMoney, type AdaptationCompareReply } from '@hazardscope/contracts';

const signedMoney = (amount: number) =>
  amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(amount);

/** The NPV of the baseline and each pathway as figures, beside the column chart. */
export function NetPresentValueTable(props: { comparison: AdaptationCompareReply }) {
  const { comparison } = props;
  return (
    // Four short columns fit a 375 px phone; a scroll container's minimum width would widen the
    // whole dialog instead.
    <Box style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder aria-label="Net present value by pathway" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Series</Table.Th>
            <Table.Th ta="right">Net present value</Table.Th>
            <Table.Th ta="right">Saved against baseline</Table.Th>
            <Table.Th ta="right">Pays back by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Baseline</Table.Td>
            <Table.Td ta="right">{formatMoney(comparison.baseline.netPresentValue)}</Table.Td>
            <Table.Td ta="right">–</Table.Td>
            <Table.Td ta="right">–</Table.Td>
          </Table.Tr>
          {comparison.pathways.map((pathway) => (
            <Table.Tr key={pathway.pathwayNumber}>
              <Table.Td>Pathway - {pathway.pathwayNumber}</Table.Td>
              <Table.Td ta="right">{formatMoney(pathway.netPresentValue)}</Table.Td>
              <Table.Td ta="right">{signedMoney(pathway.savedAgainstBaseline)}</Table.Td>
              <Table.Td ta="right">
                {pathway.paybackYear === null
                  ? '–'
                  : `${pathway.paybackYear}${pathway.paybackAfterWindow ? ' (after the window)' : ''}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
