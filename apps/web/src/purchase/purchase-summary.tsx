import { List, Table, Text, Title } from '@mantine/core';
import { formatThousands, returnPeriodYearsOf, type AnalysisResult } from '@hazardscope/contracts';
import { useArchetype } from '../api/catalogue.ts';
import { planFeatures } from '../pages/pricing/pricing-plans.ts';

/** What the commercial report adds to the free tier, from the pricing comparison. */
const commercialBenefits = planFeatures
  .filter(
    (entry) =>
      entry.feature !== 'Price' && entry.commercial !== false && entry.commercial !== entry.free,
  )
  .map((entry) =>
    typeof entry.commercial === 'string' && entry.commercial !== 'Real results'
      ? `${entry.feature}: ${entry.commercial}`
      : entry.commercial === 'Real results'
        ? 'Real results'
        : entry.feature,
  );

function shownValue(name: string, value: unknown): string {
  if (value === null || value === undefined) return 'From regulations';
  if (typeof value === 'number') {
    if ((name === 'windThreshold' || name === 'heatThreshold') && value > 0 && value < 1) {
      return `1 in ${Math.round(returnPeriodYearsOf(value))} years`;
    }
    if (name === 'replacementCost') return `$${formatThousands(value)}`;
    return String(Number.isInteger(value) ? value : Number(value.toFixed(3)));
  }
  return String(value);
}

/**
 * The Purchase Summary's content above the card form: the commercial report's benefits, the
 * design specifications and the element/material table of the analysis being bought.
 */
export function PurchaseSummary(props: { analysis: AnalysisResult }) {
  const { design, elements } = props.analysis.inputs.asset;
  const archetype = useArchetype(props.analysis.inputs.archetype.acronym);
  const labelOf = (name: string) => archetype.data?.fields?.[name]?.label ?? name;
  return (
    <>
      <Title order={4}>Commercial report benefits</Title>
      <List size="sm" spacing={2}>
        {commercialBenefits.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
      <Title order={4}>Design Specifications</Title>
      <Table striped withTableBorder fz="sm" aria-label="Design Specifications">
        <Table.Tbody>
          {Object.entries(design).map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Td>{labelOf(name)}</Table.Td>
              <Table.Td>{shownValue(name, value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
