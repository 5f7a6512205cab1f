import { Group, Loader, Table, Text } from '@mantine/core';
import { designSpecificationRows, type AnalysisResult } from '@hazardscope/contracts';
import { useArchetype } from '../api/catalogue.ts';

/**
 * The design values an analysis ran with, labelled and written as the PDF report's design table
 * writes its current column: choices by their labels ('None', 'Normal'), thresholds as '1 in N',
 * money with its currency, the ground elevation it took from the data. The labels come from the
 * archetype's fields, loaded from the catalogue. Shown by the Detail tab and the Purchase Summary.
 */
export function DesignSpecificationTable(props: { analysis: AnalysisResult }) {
  const { analysis } = props;
  const archetype = useArchetype(analysis.inputs.archetype.acronym);
  if (archetype.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Loading the design specifications…</Text>
      </Group>
    );
  }
  const fields = archetype.data?.fields;
  if (fields === undefined) {
    return (
      <Text size="sm" c="dimmed">
        The design specifications could not be loaded.
      </Text>
    );
  }
  const rows = designSpecificationRows({
    fields,
    used: analysis.inputs.asset.design,
    site: analysis.site,
  });
  return (
    // Fixed columns that wrap their words: the table fits a 320 px phone.
    <Table
      striped
      withTableBorder
      fz="sm"
      layout="fixed"
      style={{ overflowWrap: 'anywhere' }}
      aria-label="Design Specifications"
    >
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Td w="50%">{row.label}</Table.Td>
            <Table.Td>{row.usedText}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
