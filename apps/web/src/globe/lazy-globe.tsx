import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { GlobeProps } from './globe.tsx';

const Globe = lazy(() => import('./globe.tsx'));

const frameStyle = { borderRadius: 'var(--mantine-radius-md)' };

/**
 * The globe, loaded after the first paint (MapLibre and the Natural Earth data are a separate
 * chunk). With `deferred`, a still stand-in holds its place until the pointer or focus reaches it
 * or it is asked for: drawing a WebGL globe costs seconds of main-thread time on a phone or a
 * machine without a GPU, which a person who types an address never needs. Once shown it stays.
 */
export function LazyGlobe(props: GlobeProps & { deferred?: boolean }) {
  const { deferred = false, ...globeProps } = props;
  const [wanted, setWanted] = useState(!deferred);
  useEffect(() => {
    if (!deferred) setWanted(true);
  }, [deferred]);
  if (!wanted) {
    const show = () => setWanted(true);
    return (
      <Center
        h="100%"
        mih={320}
        bg="dark.7"
        style={frameStyle}
        role="region"
        aria-label={globeProps.label}
        onPointerEnter={show}
        onTouchStart={show}
        onFocus={show}
      >
        <Stack align="center" gap="xs" p="md">
          <IconWorld size={56} color="var(--mantine-color-gray-3)" aria-hidden />
          <Button variant="white" onClick={show}>
            Show the globe
          </Button>
          <Text size="sm" c="gray.3" ta="center">
            Or type an address: the map opens at the place.
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Suspense
      fallback={
        <Center h="100%" mih={320} bg="dark.7" style={frameStyle}>
          <Loader color="gray.3" aria-label="Loading the globe" />
        </Center>
      }
    >
      <Globe {...globeProps} />
    </Suspense>
  );
}
