import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useProductConfig } from '../../config/product-config.tsx';
import { EmbeddedLayers } from './embedded-layers.tsx';
import { LabelledText, PageSection, StaticPage, SupportEmailLink } from '../static-page.tsx';
import {
  dataLicenceUrls,
  dataSourceThemeLabels,
  dataSourceThemes,
  dataSourcesOfTheme,
  type DataSource,
} from './data-sources.ts';

/** /info/data_sources — the References list: every embedded public dataset and its credit. */
export function DataSourcesPage() {
  const { productName } = useProductConfig();
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
      {dataSourceThemes.map((theme) => (
        <PageSection key={theme} title={dataSourceThemeLabels[theme]} id={theme}>
          <Stack gap="md">
            {dataSourcesOfTheme(theme).map((source) => (
              <DataSourceCard key={source.name} source={source} />
            ))}
          </Stack>
        </PageSection>
      ))}
      <EmbeddedLayers />
    </StaticPage>
  );
}

function DataSourceCard(props: { source: DataSource }) {
  const { source } = props;
  const licenceUrl = dataLicenceUrls[source.licence];
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
