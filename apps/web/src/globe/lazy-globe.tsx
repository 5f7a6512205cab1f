import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { GlobeProps } from './globe.tsx';

const Globe = lazy(() => import('./globe.tsx'));

/** The globe, loaded after the first paint (MapLibre and the Natural Earth data are a separate chunk). */
export function LazyGlobe(props: GlobeProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%" mih={320} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Loader color="gray.3" aria-label="Loading the globe" />
        </Center>
      }
    >
      <Globe {...props} />
    </Suspense>
  );
}
