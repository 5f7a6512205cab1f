import { Alert, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dataSourcesReplySchema } from '@hazardscope/contracts';
import { fetchJson } from '../../api/fetch-json.ts';
import { PageSection } from '../static-page.tsx';

/**
 * The derived layers this installation actually ships, read from the data build's manifest through
 * `GET /api/data_sources`: what was done to each raw dataset and the credit its licence asks for.
 */
export function EmbeddedLayers() {
  const layers = useQuery({
    queryKey: ['data-sources'],
    queryFn: () => fetchJson('/api/data_sources', dataSourcesReplySchema),
    staleTime: Infinity,
  });
  return (
    <PageSection title="Derived layers in this installation" id="embedded-layers">
      <Text>
        The data build turns the datasets above into compact grids shipped with the product. Each
        layer, with what was done to it:
      </Text>
      {layers.isPending && <Loader size="sm" aria-label="Loading the data layers" />}
      {layers.isError && (
        <Alert color="red">
          The list of data layers could not be loaded: {layers.error.message}
        </Alert>
      )}
      {layers.data && (
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
              {layers.data.layers.map((layer) => (
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
      )}
    </PageSection>
  );
}
