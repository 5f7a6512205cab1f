import { Alert, Box, Card, Grid, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { createContext, memo, useContext } from 'react';
import { IconBuildingCommunity, IconCategory, IconMapPin, IconSearch } from '@tabler/icons-react';
import { hazardKeys, hazardLabels } from '@hazardscope/contracts';
import { useEntryAnalysisId, useEntryPrintView } from '../../account/entry-parameters.ts';
import { usePageView } from '../../analytics/page-views.ts';
import { useProductConfig } from '../../config/product-config.tsx';
import { LazyGlobe } from '../../globe/lazy-globe.tsx';
import { HazardIcon } from '../../hazards/hazard-icon.tsx';
import { AnalysisJourneyDialogs } from '../../journey/analysis-journey-dialogs.tsx';
import { PrintViewPage } from '../../journey/print-view-page.tsx';
import {
  useAnalysisJourney,
  type AnalysisJourney,
  type UpdateFormValues,
} from '../../journey/use-analysis-journey.ts';
import { SearchPanel } from '../../search/search-panel.tsx';
import type { FormValues } from '../../search/form-values.ts';
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

/** What the search column and the globe read from the page's state. */
interface HomeState {
  values: FormValues;
  update: UpdateFormValues;
  journey: AnalysisJourney;
}

const HomeStateContext = createContext<HomeState | undefined>(undefined);

function useHomeState(): HomeState {
  const state = useContext(HomeStateContext);
  if (!state) throw new Error('useHomeState is used outside HomePage');
  return state;
}

/**
 * The main screen: the welcome text, the search panel and the globe, then (once the first frame is
 * painted) the four-step explanation and the nine hazards.
 */
export function HomePage() {
  usePageView('/analysis');
  const [values, update] = useFormValues();
  const journey = useAnalysisJourney(values, update);
  const [printView, closePrintView] = useEntryPrintView();
  const entryAnalysisId = useEntryAnalysisId();
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
    <HomeStateContext value={{ values, update, journey }}>
      <HomeLayout />
      <AnalysisJourneyDialogs journey={journey} update={update} />
    </HomeStateContext>
  );
}

/**
 * The page's frame around the search panel and the globe, rendered once: the panel and the globe
 * read the page's state themselves, so a change of it (every step of a search, the result dialog
 * opening) renders them alone. Rendered again, Mantine's Grid, SimpleGrid and responsive props set
 * the text of their six <style> elements again (React sets `dangerouslySetInnerHTML` anew on every
 * render), and each new style sheet makes the browser work out the style of the page anew: the
 * result dialog's opening did so twice, in its commit and in the address update after it.
 */
const HomeLayout = memo(function HomeLayout() {
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <HomeHero>
      <Grid mt={32} gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SearchColumn />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box h={{ base: 340, md: '100%' }} mih={340}>
            <GlobeColumn />
          </Box>
        </Grid.Col>
      </Grid>

      {afterFirstPaint && <BelowTheFold />}
    </HomeHero>
  );
});

/** The notice of a point at sea, then the search panel. */
function SearchColumn() {
  const { values, update, journey } = useHomeState();
  return (
    <>
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
    </>
  );
}

/** The globe showing the chosen location, or where a location can be picked. */
function GlobeColumn() {
  const { mapStyleUrl } = useProductConfig();
  const { values, journey } = useHomeState();
  const location =
    values.latitude !== undefined && values.longitude !== undefined
      ? { latitude: values.latitude, longitude: values.longitude }
      : undefined;
  return (
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
