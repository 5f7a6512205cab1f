import { Alert, Center, Container, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RenderErrorFallback } from '../layout/render-error-fallback.tsx';
import { LazyPrintView } from '../results/lazy-result-dialog.tsx';
import type { RunState } from '../results/use-analysis-run.ts';

/**
 * `?printView=1`: the saved analysis of the address as one printable page, once the journey has
 * opened it; closing it shows the same analysis in its result dialog.
 */
export function PrintViewPage({
  state,
  analysisId,
  onClose,
}: {
  state: RunState;
  /** The saved analysis the address names, if any. */
  analysisId: string | undefined;
  onClose: () => void;
}) {
  if (state.status === 'viewing') {
    return (
      <ErrorBoundary FallbackComponent={RenderErrorFallback}>
        <Suspense fallback={<Loader aria-label="Loading the print view" />}>
          <LazyPrintView run={state.run} onClose={onClose} />
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
      ) : analysisId === undefined ? (
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
