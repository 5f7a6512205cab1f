import {
  Alert,
  Badge,
  Box,
  Card,
  Center,
  Container,
  Grid,
  LoadingOverlay,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingCommunity, IconCategory, IconMapPin, IconSearch } from '@tabler/icons-react';
import { analysisResultSchema, hazardKeys, hazardLabels } from '@hazardscope/contracts';
import { Suspense, useCallback, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useEntryAnalysisId, useEntryPrintView } from '../../account/entry-parameters.ts';
import { ApiError } from '../../api/fetch-json.ts';
import { reverseGeocode } from '../../api/reverse-geocode.ts';
import { checkSite } from '../../api/site-check.ts';
import { RenderErrorFallback } from '../../layout/render-error-fallback.tsx';
import { useProductConfig } from '../../config/product-config.tsx';
import { LazyGlobe } from '../../globe/lazy-globe.tsx';
import { HazardIcon } from '../../hazards/hazard-icon.tsx';
import {
  LazyPrintView,
  LazyResultDialog,
  preloadResultDialog,
} from '../../results/lazy-result-dialog.tsx';
import { runFromSaved } from '../../results/analysis-run.ts';
import { useAnalysisRun } from '../../results/use-analysis-run.ts';
import { useSharedAnalysisEntry } from '../../results/use-shared-analysis-entry.ts';
import { ErrorModal } from '../../search/error-modal.tsx';
import { afterResultClosed } from '../../search/form-values.ts';
import { ProcessingModal } from '../../search/processing-modal.tsx';
import { SearchPanel } from '../../search/search-panel.tsx';
import { useFormValues } from '../../search/use-form-values.ts';
import classes from './home-page.module.css';
import { usePageView } from '../../analytics/page-views.ts';

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

/** The main screen's welcome text and four-step explanation. */
export function HomePage() {
  const { productName, mapStyleUrl } = useProductConfig();
  usePageView('/analysis');
  const [values, update] = useFormValues();
  const analysisRun = useAnalysisRun();
  const { state } = analysisRun;
  const busy = state.status === 'processing';
  const onPurchaseReturned = useCallback(
    (analysisId: string) => update((current) => ({ ...current, analysisId, thanks: true })),
    [update],
  );
  const sharedEntry = useSharedAnalysisEntry(analysisRun, onPurchaseReturned);
  const [printView, closePrintView] = useEntryPrintView();
  const entryAnalysisId = useEntryAnalysisId();
  // A point clearly at sea is refused by the server when it is clicked and again before the
  // processing modal opens, with its message shown beside the search; anything else (including a failed check) goes ahead, and the
  // analysis itself reports any problem.
  const [siteProblem, setSiteProblem] = useState<string | null>(null);
  const startAnalysis = () => {
    const submitted = analysisRun.start(values);
    update(() => submitted);
  };
  const go = () => {
    preloadResultDialog();
    setSiteProblem(null);
    if (values.latitude === undefined || values.longitude === undefined) {
      startAnalysis();
      return;
    }
    checkSite(values.latitude, values.longitude).then(startAnalysis, (error: unknown) => {
      if (error instanceof ApiError && error.status === 400) setSiteProblem(error.message);
      else startAnalysis();
    });
  };
  const location =
    values.latitude !== undefined && values.longitude !== undefined
      ? { latitude: values.latitude, longitude: values.longitude }
      : undefined;
  const pickLocation = (picked: { latitude: number; longitude: number }) => {
    update((current) => ({ ...current, ...picked, address: undefined }));
    // A click at sea is refused at once, not only when GO is pressed.
    setSiteProblem(null);
    checkSite(picked.latitude, picked.longitude).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) setSiteProblem(error.message);
      },
    );
    void reverseGeocode(picked.latitude, picked.longitude).then((address) =>
      update((current) =>
        current.latitude === picked.latitude && current.longitude === picked.longitude
          ? { ...current, address }
          : current,
      ),
    );
  };
  if (printView) {
    // Closing the print view shows the same analysis in its result dialog.
    if (state.status === 'viewing') {
      return (
        <ErrorBoundary FallbackComponent={RenderErrorFallback}>
          <Suspense fallback={<Loader aria-label="Loading the print view" />}>
            <LazyPrintView run={state.run} onClose={closePrintView} />
          </Suspense>
        </ErrorBoundary>
      );
    }
    return (
      <Container size="lg" py="lg">
        {state.status === 'failed' ? (
          <Alert color="red" title="The analysis could not be shown" role="alert">
            {state.message}
          </Alert>
        ) : entryAnalysisId === undefined ? (
          <Alert color="yellow" title="Nothing to print">
            The print view shows a saved analysis: open it from My Analyses or a share link, whose
            address carries its analysisId.
          </Alert>
        ) : (
          <Center mih="50vh">
            <Loader aria-label="Loading the analysis" />
          </Center>
        )}
      </Container>
    );
  }
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap="md" maw={760}>
          <Badge variant="light" size="lg" radius="sm">
            Physical climate risk, 1990–2100
          </Badge>
          <Title order={1} className={classes.title}>
            What will climate change cost your building or infrastructure?
          </Title>
          <Text size="lg" c="dark.4">
            Welcome to {productName}. Choose a place and the kind of asset that stands there, and
            get its Value At Risk — the expected annual cost of damage as a share of its replacement
            cost — its failure probability and an A, B or C rating, year by year for nine hazards.
          </Text>
        </Stack>

        <Grid mt={32} gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            {siteProblem !== null && (
              <Alert
                color="red"
                title="This point is at sea"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setSiteProblem(null)}
                mb="md"
                role="alert"
              >
                {siteProblem}
              </Alert>
            )}
            <SearchPanel values={values} update={update} busy={busy} onGo={go} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Box h={{ base: 340, md: '100%' }} mih={340}>
              <LazyGlobe
                // Until a place is chosen or the map is used, a still stand-in keeps the page light.
                deferred={location === undefined && values.locationType !== 'select'}
                location={location}
                locationKind={values.locationType === 'select' ? 'picked' : 'address'}
                selectable={values.locationType === 'select'}
                onSelect={pickLocation}
                styleUrl={mapStyleUrl}
                label="Globe: the chosen location"
              />
            </Box>
          </Grid.Col>
        </Grid>

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
      </Container>
      <ProcessingModal
        opened={state.status === 'processing'}
        sample={state.status === 'processing' ? state.sample : true}
        resultReady={state.status === 'processing' && state.run !== undefined}
        onViewResults={() => {
          analysisRun.view();
          update((current) => ({ ...current, showModal: true }));
        }}
        onClose={analysisRun.close}
      />
      <ErrorModal
        opened={state.status === 'failed'}
        message={state.status === 'failed' ? state.message : ''}
        details={state.status === 'failed' ? state.details : undefined}
        onClose={analysisRun.close}
      />
      {state.status === 'viewing' && (
        <ErrorBoundary FallbackComponent={RenderErrorFallback} onReset={analysisRun.close}>
          <Suspense fallback={<LoadingOverlay visible zIndex={400} />}>
            <LazyResultDialog
              run={state.run}
              runs={analysisRun.runs}
              onSelect={analysisRun.select}
              onRerun={analysisRun.rerun}
              onSaved={(saved) => {
                analysisRun.markSaved(state.run.runId, {
                  id: saved._id,
                  groupId: saved.groupId,
                  title: saved.title,
                });
                sharedEntry.markShown(saved._id);
                update((current) => ({ ...current, analysisId: saved._id }));
              }}
              onPurchased={(saved) => {
                const analysis = analysisResultSchema.safeParse(saved);
                if (!analysis.success) {
                  analysisRun.fail(
                    'The purchased analysis could not be read.',
                    analysis.error.message,
                  );
                  return;
                }
                analysisRun.markPurchased(state.run.runId, runFromSaved(saved, analysis.data));
                update((current) => ({ ...current, analysisId: saved._id, thanks: true }));
              }}
              onClose={() => {
                analysisRun.close();
                update(afterResultClosed);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </Box>
  );
}
