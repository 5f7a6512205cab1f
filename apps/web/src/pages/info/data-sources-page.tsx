import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  publicDatasetThemes,
  type PublicDataset,
  type PublicDatasetTheme,
} from '@hazardscope/contracts';
import { useProductConfig } from '../../config/product-config.tsx';
import { EmbeddedLayers } from './embedded-layers.tsx';
import { LabelledText, PageSection, StaticPage, SupportEmailLink } from '../static-page.tsx';
import { useDataSources } from './use-data-sources.ts';

/** The page's section headings, one per group of datasets. */
export const datasetThemeLabels: Record<PublicDatasetTheme, string> = {
  elevation: 'Elevation',
  land_and_sea: 'Land and sea',
  climate_baseline: 'Climate baseline',
  climate_change: 'Climate change',
  coastal_and_sea_level: 'Coastal and sea level',
  river_flood_and_rivers: 'River flood and rivers',
  tropical_cyclones: 'Tropical cyclones',
  wildfire: 'Wildfire',
  regions: 'Regions',
  place_names: 'Place names',
};

/**
 * /info/data_sources — the References list: every public dataset and its credit, then the derived
 * layers this installation ships, both as the server lists them.
 */
export function DataSourcesPage() {
  const { productName } = useProductConfig();
  const dataSources = useDataSources();
  return (
    <StaticPage
      title="Data sources"
      lead={`${productName} is built on public scientific data. These are the datasets embedded in the product, what each is used for, and the credit its licence asks for.`}
    >
      <Text>
        The embedded data are global and coarse: they are suited to screening many places
        consistently, not to a detailed study of one site. Where a dataset is too coarse for a site,
        the analysis says so in its warnings and uses the values you supply instead (for example
        your own ground elevation or floor height). Each hazard in a report names the datasets it
        used. Questions about a source can be sent to <SupportEmailLink />.
      </Text>
      {dataSources.isPending && <Loader size="sm" aria-label="Loading the data sources" />}
      {dataSources.isError && (
        <Alert color="red">
          The list of data sources could not be loaded: {dataSources.error.message}
        </Alert>
      )}
      {dataSources.data && (
        <>
          {publicDatasetThemes.map((theme) => (
            <PageSection key={theme} title={datasetThemeLabels[theme]} id={theme}>
              <Stack gap="md">
                {dataSources.data.datasets
                  .filter((dataset) => dataset.theme === theme)
                  .map((dataset) => (
                    <DatasetCard key={dataset.name} dataset={dataset} />
                  ))}
              </Stack>
            </PageSection>
          ))}
          <EmbeddedLayers layers={dataSources.data.layers} />
        </>
      )}
    </StaticPage>
  );
}

function DatasetCard(props: { dataset: PublicDataset }) {
  const { dataset: source } = props;
  const { licenceUrl } = source;
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" style={{ flex: '1 1 16rem' }}>
            {source.name}
          </Title>
          {licenceUrl === null ? (
            <Badge variant="light" color="gray">
              {source.licence}
            </Badge>
          ) : (
            <Anchor href={licenceUrl} target="_blank" rel="noreferrer" underline="never">
              <Badge variant="light" style={{ cursor: 'pointer' }}>
                {source.licence}
              </Badge>
            </Anchor>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {source.provider}
          {source.doi === undefined ? null : (
            <>
              {', '}
              <Anchor href={`https://doi.org/${source.doi}`} target="_blank" rel="noreferrer">
                doi:{source.doi}
              </Anchor>
            </>
          )}
        </Text>
        <LabelledText label="Used for">{source.usedFor}</LabelledText>
        <LabelledText label="Attribution">{source.attribution}</LabelledText>
        <Text size="xs" c="dimmed">
          Copy obtained from {source.obtainedFrom}.
        </Text>
      </Stack>
    </Card>
  );
}
