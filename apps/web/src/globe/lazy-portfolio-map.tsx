import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PortfolioMapProps } from './portfolio-map.tsx';

const PortfolioMap = lazy(() => import('./portfolio-map.tsx'));

/** The portfolio map, loaded on demand (MapLibre and the Natural Earth data are a separate chunk). */
export function LazyPortfolioMap(props: PortfolioMapProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%" mih={320}>
          <Loader aria-label="Loading the map" />
        </Center>
      }
    >
      <PortfolioMap {...props} />
    </Suspense>
  );
}
