import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { defaultPublicConfig, publicConfigSchema, type PublicConfig } from '@hazardscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { archetypeHierarchyQueryOptions } from '../api/catalogue.ts';
import { fetchJson } from '../api/fetch-json.ts';
import { useAccount } from '../account/account-context.tsx';
import {
  entryParameterNames,
  readEntryParameter,
  removeEntryParameterFromAddress,
} from '../account/entry-parameters.ts';
import { ProductConfigProvider } from '../config/product-config.tsx';
import { fetchMaterials, materialsQueryKey } from './materials.ts';
import { runWithRetries } from './run-with-retries.ts';

/** Asked for when the page does not bring the configuration (the development server's page). */
const publicConfigUrl = '/api/config';

type StartupState =
  | { status: 'loading' }
  | { status: 'ready'; config: PublicConfig }
  | { status: 'failed'; message: string };

/**
 * Runs the start-up steps in order, each with three attempts, and keeps a loading overlay until all
 * succeed. Children render only when start-up is done. `config` is the public configuration when
 * the page brought it (then it is not asked for); `loadingScreen`, what the page showed before the
 * scripts ran (the prerendered first screen), stays on screen in place of the overlay during the
 * first attempt.
 */
export function StartupGate(props: {
  children: ReactNode;
  config?: PublicConfig;
  loadingScreen?: ReactNode;
}) {
  const { config: embeddedConfig } = props;
  const [state, setState] = useState<StartupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { logInWithApiKey, refresh } = useAccount();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    // Not a start-up step (the main page asks again when it is missing, and says so when it fails),
    // but asked for now, beside the steps: the main page then draws its asset selects filled the
    // first time, where the reply arriving after it would have it all drawn again (~150 ms of the
    // main thread under 4x CPU throttling, in one task: a query's update is not a transition).
    void queryClient.prefetchQuery(archetypeHierarchyQueryOptions);
    const run = async () => {
      const config =
        embeddedConfig ??
        (await runWithRetries('load configuration', () =>
          fetchJson(publicConfigUrl, publicConfigSchema),
        ));
      await runWithRetries('authentication', authenticate);
      const materials = await runWithRetries('load material data', fetchMaterials);
      queryClient.setQueryData(materialsQueryKey, materials);
      return config;
    };
    // With crapikey the key opens a session; otherwise, unless a password reset is under way, the
    // session cookie's account is asked for; a visitor without either stays anonymous.
    const authenticate = async () => {
      const apiKey = readEntryParameter(entryParameterNames.apiKey);
      if (apiKey !== undefined) {
        await logInWithApiKey(apiKey);
        removeEntryParameterFromAddress(entryParameterNames.apiKey);
        return;
      }
      if (readEntryParameter(entryParameterNames.passwordResetToken) !== undefined) return;
      await refresh();
    };
    run()
      .then((config) => {
        // The whole app renders now: as a transition, React renders it in slices between which the
        // browser stays responsive, and keeps the loading screen until the app is ready to show.
        if (!cancelled) startTransition(() => setState({ status: 'ready', config }));
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: String((error as Error).message) });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, logInWithApiKey, refresh, queryClient, embeddedConfig]);

  if (state.status === 'ready') {
    return <ProductConfigProvider value={state.config}>{props.children}</ProductConfigProvider>;
  }
  if (state.status === 'loading' && attempt === 0 && props.loadingScreen !== undefined) {
    return (
      <ProductConfigProvider value={embeddedConfig ?? defaultPublicConfig}>
        {props.loadingScreen}
      </ProductConfigProvider>
    );
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
