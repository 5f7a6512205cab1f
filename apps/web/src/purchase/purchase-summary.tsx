import { List, Table, Text, Title } from '@mantine/core';
import type { AnalysisResult } from '@hazardscope/contracts';
import { planFeatures } from './pricing-plans.ts';
import { DesignSpecificationTable } from '../analysis/design-specification-table.tsx';

/** What the commercial report adds to the free tier, from the pricing comparison (its price row apart). */
const commercialBenefits = planFeatures
  .filter((entry) => entry.commercial !== false && entry.commercial !== entry.free)
  .map((entry) =>
    typeof entry.commercial === 'string' && entry.commercial !== 'Real results'
      ? `${entry.feature}: ${entry.commercial}`
      : entry.commercial === 'Real results'
        ? 'Real results'
        : entry.feature,
  );

/**
 * The Purchase Summary's content above the card form: the commercial report's benefits, the
 * design specifications and the element/material table of the analysis being bought.
 */
export function PurchaseSummary(props: { analysis: AnalysisResult }) {
  const { analysis } = props;
  const { elements } = analysis.inputs.asset;
  return (
    <>
      <Title order={4}>Commercial report benefits</Title>
      <List size="sm" spacing={2}>
        {commercialBenefits.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
      <Title order={4}>Design Specifications</Title>
      <DesignSpecificationTable analysis={analysis} />
      <Title order={4}>Element Specifications</Title>
      <Table striped withTableBorder fz="sm" aria-label="Element Specifications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Element</Table.Th>
            <Table.Th>Material</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {elements.map((element) => (
            <Table.Tr key={element.name}>
              <Table.Td>{element.name}</Table.Td>
              <Table.Td>{element.material.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {elements.length === 0 && <Text size="sm">No elements included.</Text>}
    </>
  );
}
