import { Alert, Box, Card, Grid, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity, IconCategory, IconMapPin, IconSearch } from '@tabler/icons-react';
import { hazardKeys, hazardLabels } from '@hazardscope/contracts';
import { useEntryAnalysisId, useEntryPrintView } from '../../account/entry-parameters.ts';
import { usePageView } from '../../analytics/page-views.ts';
import { useProductConfig } from '../../config/product-config.tsx';
import { LazyGlobe } from '../../globe/lazy-globe.tsx';
import { HazardIcon } from '../../hazards/hazard-icon.tsx';
import { AnalysisJourneyDialogs } from '../../journey/analysis-journey-dialogs.tsx';
import { PrintViewPage } from '../../journey/print-view-page.tsx';
import { useAnalysisJourney } from '../../journey/use-analysis-journey.ts';
import { SearchPanel } from '../../search/search-panel.tsx';
import { useFormValues } from '../../search/use-form-values.ts';
import { useAfterFirstPaint } from '../../layout/after-first-paint.tsx';
import { HomeHero } from './home-hero.tsx';

const steps = [
  {
    icon: IconMapPin,
    title: 'Find the place',
    text: 'Type an address and pick it from the list, enter coordinates, or select the spot on the globe.',
  },
  {
    icon: IconCategory,
    title: 'Choose the kind of asset',
    text: 'Pick a category: a building, or infrastructure such as energy, transport, water or telecommunications.',
  },
  {
    icon: IconBuildingCommunity,
    title: 'Choose the specific kind',
    text: 'Pick the asset type closest to yours — a house, an office block, a substation, a road — from 100 standard types.',
  },
  {
    icon: IconSearch,
    title: 'Search',
    text: 'Press GO. The engine computes the risk of nine hazards for every year from 1990 to 2100.',
  },
];

/**
 * The main screen: the welcome text, the search panel and the globe, then (once the first frame is
 * painted) the four-step explanation and the nine hazards.
 */
export function HomePage() {
  const { mapStyleUrl } = useProductConfig();
  const afterFirstPaint = useAfterFirstPaint();
  usePageView('/analysis');
  const [values, update] = useFormValues();
  const journey = useAnalysisJourney(values, update);
  const [printView, closePrintView] = useEntryPrintView();
  const entryAnalysisId = useEntryAnalysisId();
  const location =
    values.latitude !== undefined && values.longitude !== undefined
      ? { latitude: values.latitude, longitude: values.longitude }
      : undefined;
  if (printView) {
    return (
      <PrintViewPage
        state={journey.analysisRun.state}
        analysisId={entryAnalysisId}
        onClose={closePrintView}
      />
    );
  }
  return (
    <>
      <HomeHero>
        <Grid mt={32} gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            {journey.siteProblem !== null && (
              <Alert
                color="red"
                title="This point is at sea"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={journey.dismissSiteProblem}
                mb="md"
                role="alert"
              >
                {journey.siteProblem}
              </Alert>
            )}
            <SearchPanel values={values} update={update} busy={journey.busy} onGo={journey.go} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Box h={{ base: 340, md: '100%' }} mih={340}>
              <LazyGlobe
                // Until a place is chosen or the map is used, a still stand-in keeps the page light.
                deferred={location === undefined && values.locationType !== 'select'}
                location={location}
                locationKind={values.locationType === 'select' ? 'picked' : 'address'}
                selectable={values.locationType === 'select'}
                onSelect={journey.pickLocation}
                styleUrl={mapStyleUrl}
                label="Globe: the chosen location"
              />
            </Box>
          </Grid.Col>
        </Grid>

        {afterFirstPaint && <BelowTheFold />}
      </HomeHero>
      <AnalysisJourneyDialogs journey={journey} update={update} />
    </>
  );
}

/** The four steps and the nine hazards, below the fold. */
function BelowTheFold() {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt={40}>
        {steps.map((step, index) => (
          <Card key={step.title} withBorder padding="lg" radius="md">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size={36} radius="md">
                <step.icon size={20} />
              </ThemeIcon>
              <Text fw={600}>
                Step {index + 1}: {step.title}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md" mt={32}>
        <Text fw={600} mb="sm">
          Nine hazards, every year
        </Text>
        <Group gap="md">
          {hazardKeys.map((hazard) => (
            <Group key={hazard} gap={6} wrap="nowrap">
              <HazardIcon hazard={hazard} />
              <Text size="sm">{hazardLabels[hazard]}</Text>
            </Group>
          ))}
        </Group>
      </Card>
    </>
  );
}
