import { Group, List, Loader, Table, Text, Title } from '@mantine/core';
import {
  designSpecificationRows,
  type AnalysisResult,
  type DesignFieldDefinition,
} from '@hazardscope/contracts';
import { useArchetype } from '../api/catalogue.ts';
import { planFeatures } from '../pages/pricing/pricing-plans.ts';

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
  const archetype = useArchetype(analysis.inputs.archetype.acronym);
  return (
    <>
      <Title order={4}>Commercial report benefits</Title>
      <List size="sm" spacing={2}>
        {commercialBenefits.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
      <Title order={4}>Design Specifications</Title>
      <DesignSpecifications analysis={analysis} fields={archetype.data?.fields} />
      {archetype.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading the design specifications…</Text>
        </Group>
      )}
      {archetype.isError && (
        <Text size="sm" c="dimmed">
          The design specifications could not be loaded.
        </Text>
      )}
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

/**
 * The design values the analysis ran with, labelled and written as the PDF report's design table
 * writes its current column (the elevation it took from the data, choices by their labels).
 */
function DesignSpecifications(props: {
  analysis: AnalysisResult;
  fields: Readonly<Record<string, DesignFieldDefinition>> | undefined;
}) {
  if (props.fields === undefined) return null;
  const rows = designSpecificationRows({
    fields: props.fields,
    used: props.analysis.inputs.asset.design,
    site: props.analysis.site,
  });
  return (
    <Table striped withTableBorder fz="sm" aria-label="Design Specifications">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td>{row.usedText}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
