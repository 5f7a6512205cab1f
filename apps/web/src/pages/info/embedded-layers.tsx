import { Table, Text } from '@mantine/core';
import type { EmbeddedLayer } from '@hazardscope/contracts';
import { PageSection } from '../static-page.tsx';

/**
 * The derived layers this installation actually ships, read from the data build's manifest through
 * `GET /api/data_sources`: what was done to each raw dataset and the credit its licence asks for.
 */
export function EmbeddedLayers(props: { layers: readonly EmbeddedLayer[] }) {
  return (
    <PageSection title="Derived layers in this installation" id="embedded-layers">
      <Text>
        The data build turns the datasets above into compact grids shipped with the product. Each
        layer, with what was done to it:
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Layer</Table.Th>
              <Table.Th>Licence and credit</Table.Th>
              <Table.Th>Transform</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.layers.map((layer) => (
              <Table.Tr key={layer.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {layer.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {layer.source}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{layer.licence}</Text>
                  <Text size="xs" c="dimmed">
                    {layer.attribution}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{layer.transform}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </PageSection>
  );
}
