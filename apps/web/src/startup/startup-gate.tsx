import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { publicConfigSchema, type PublicConfig } from '@hazardscope/contracts';
import { fetchJson } from '../api/fetch-json.ts';
import { ProductConfigProvider } from '../config/product-config.tsx';
import { runWithRetries } from './run-with-retries.ts';

type StartupState =
  | { status: 'loading' }
  | { status: 'ready'; config: PublicConfig }
  | { status: 'failed'; message: string };

/**
 * Runs the start-up steps in order, each with three attempts, and keeps a loading overlay until all
 * succeed (SPEC.md §4 'Start-up'). Children render only when start-up is done.
 */
export function StartupGate(props: { children: ReactNode }) {
  const [state, setState] = useState<StartupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    runWithRetries('load configuration', () => fetchJson('/api/config', publicConfigSchema))
      .then((config) => {
        if (!cancelled) setState({ status: 'ready', config });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: String((error as Error).message) });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (state.status === 'ready') {
    return <ProductConfigProvider value={state.config}>{props.children}</ProductConfigProvider>;
  }
  return (
    <Center h="100dvh">
      {state.status === 'loading' ? (
        <Loader aria-label="Loading" />
      ) : (
        <Stack align="center" gap="sm">
          <Text fw={600}>{state.message}</Text>
          <Text c="dimmed" size="sm">
            The server did not answer. Check that it is running, then try again.
          </Text>
          <Button
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            Try again
          </Button>
        </Stack>
      )}
    </Center>
  );
}
