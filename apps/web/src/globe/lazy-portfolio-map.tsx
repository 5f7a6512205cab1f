import { Alert, Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { PortfolioMapProps } from './portfolio-map.tsx';

const PortfolioMap = lazy(() => import('./portfolio-map.tsx'));

/**
 * The portfolio map, loaded on demand (MapLibre and the Natural Earth data are a separate chunk). A
 * map that cannot be drawn (a browser without WebGL2, a chunk that did not load) says so in its own
 * place and leaves the rest of the dashboard, whose tables list every asset, as it is.
 */
export function LazyPortfolioMap(props: PortfolioMapProps) {
  return (
    <ErrorBoundary FallbackComponent={MapUnavailable}>
      <Suspense
        fallback={
          <Center h="100%" mih={320}>
            <Loader aria-label="Loading the map" />
          </Center>
        }
      >
        <PortfolioMap {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MapUnavailable(props: FallbackProps) {
  const reason = props.error instanceof Error ? props.error.message : String(props.error);
  return (
    <Alert color="yellow" title="The map could not be drawn in this browser">
      {reason} Every asset is listed in the tables below.
    </Alert>
  );
}
