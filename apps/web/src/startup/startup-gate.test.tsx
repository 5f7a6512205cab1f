import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig, hazardKeys, type PublicConfig } from '@hazardscope/contracts';
import { useState, type ReactNode } from 'react';
import { archetypeHierarchyQueryOptions } from '../api/catalogue.ts';
import { useProductConfig } from '../config/product-config.tsx';
import { AccountProvider, useAccount } from '../account/account-context.tsx';
import {
  accountReply,
  errorReply,
  stubServer,
  type RecordedReply,
} from '../account/render-with-account.tsx';
import { StartupGate } from './startup-gate.tsx';

function ProductName() {
  return <p>Product: {useProductConfig().productName}</p>;
}

function Greeting() {
  const { account } = useAccount();
  return <p>{account ? `Hello ${account.username}` : 'Hello visitor'}</p>;
}

function renderGate(
  answer: (method: string, path: string) => RecordedReply,
  brought: { config?: PublicConfig; loadingScreen?: ReactNode; children?: ReactNode } = {},
) {
  const calls = stubServer(answer);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AccountProvider>
          <StartupGate config={brought.config} loadingScreen={brought.loadingScreen}>
            {brought.children ?? (
              <>
                <Greeting />
                <ProductName />
              </>
            )}
          </StartupGate>
        </AccountProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

/** A materials reply as `GET /api/v1/materials?expand_aliases=true` answers it. */
const coefficients = Object.fromEntries(hazardKeys.map((hazard) => [hazard, 1]));
const materials = {
  timber_frame: {
    id: 'timber_frame',
    name: 'Timber frame',
    failure_coefficients: coefficients,
    failure_coef: coefficients,
  },
};

/** An archetype hierarchy reply as `GET /api/v1/archetype_hierarchy` answers it. */
const hierarchy = { Buildings: { Residential: [{ acronym: 'SH', name: 'Simple House' }] } };

function healthyServer(accountAnswer: RecordedReply) {
  return (_method: string, path: string): RecordedReply => {
    if (path === '/api/config') return { status: 200, body: defaultPublicConfig };
    if (path === '/api/v1/materials') return { status: 200, body: materials };
    if (path === '/api/v1/archetype_hierarchy') return { status: 200, body: hierarchy };
    return accountAnswer;
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('StartupGate', () => {
  it('asks the session, stays anonymous for a visitor and loads the materials with expand_aliases', async () => {
    const calls = renderGate(healthyServer({ status: 200, body: { account: null } }));
    expect(await screen.findByText('Hello visitor')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/archetype_hierarchy',
      '/api/config',
      '/api/account/session',
      '/api/v1/materials?expand_aliases=true',
    ]);
  });

  it("has the catalogue's hierarchy in hand when the app first renders", async () => {
    const firstRenderHierarchies: unknown[] = [];
    function HierarchyAtFirstRender() {
      const queryClient = useQueryClient();
      const [hierarchyAtFirstRender] = useState(() =>
        queryClient.getQueryData(archetypeHierarchyQueryOptions.queryKey),
      );
      firstRenderHierarchies.push(hierarchyAtFirstRender);
      return <p>Rendered</p>;
    }
    renderGate(healthyServer({ status: 200, body: { account: null } }), {
      children: <HierarchyAtFirstRender />,
    });
    expect(await screen.findByText('Rendered')).toBeTruthy();
    expect(firstRenderHierarchies[0]).toEqual(hierarchy);
  });

  it('starts the app when the hierarchy fails: it is not a start-up step', async () => {
    const calls = renderGate((method, path) =>
      path === '/api/v1/archetype_hierarchy'
        ? errorReply(503, 'UNAVAILABLE', 'down')
        : healthyServer({ status: 200, body: { account: null } })(method, path),
    );
    expect(await screen.findByText('Hello visitor')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/v1/archetype_hierarchy')).not.toHaveLength(0);
  });

  it("logs in with the session cookie's account, marking the call as the web client's", async () => {
    const calls = renderGate(healthyServer({ status: 200, body: { account: accountReply() } }));
    expect(await screen.findByText('Hello reader@example.org')).toBeTruthy();
    const session = calls.find((call) => call.url === '/api/account/session');
    expect(session?.headers['x-requested-with']).toBe('hazardscope-web');
    // The key is in an HttpOnly cookie the browser sends; the page never sends it itself.
    expect(session?.headers.authorization).toBeUndefined();
  });

  it('opens a session with the crapikey entry parameter and removes it from the address', async () => {
    window.history.replaceState(null, '', '/?crapikey=mailed-key&showForm=true');
    const calls = renderGate(healthyServer({ status: 200, body: accountReply() }));
    expect(await screen.findByText('Hello reader@example.org')).toBeTruthy();
    const opened = calls.find((call) => call.url === '/api/account/session');
    expect(opened?.method).toBe('POST');
    expect(opened?.headers.authorization).toBe('Bearer mailed-key');
    expect(window.location.search).toBe('?showForm=true');
  });

  it('stays anonymous when the crapikey key has lapsed', async () => {
    window.history.replaceState(null, '', '/?crapikey=lapsed-key');
    renderGate(healthyServer(errorReply(401, 'UNAUTHORISED', 'Please log in.')));
    expect(await screen.findByText('Hello visitor')).toBeTruthy();
  });

  it("keeps a logged-in visitor in their own account when a crapikey link is another account's", async () => {
    window.history.replaceState(null, '', '/?crapikey=someone-elses-key');
    const calls = renderGate((method, path) =>
      path === '/api/account/session'
        ? method === 'POST'
          ? errorReply(409, 'CONFLICT', 'You are logged in as reader@example.org, and this link…')
          : { status: 200, body: { account: accountReply() } }
        : healthyServer({ status: 200, body: null })(method, path),
    );
    expect(await screen.findByText('Hello reader@example.org')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/account/session')).toHaveLength(2);
    expect(window.location.search).toBe('');
  });

  it("shows 'Error performing authentication.' after three failed attempts 1 s and 4 s apart", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = renderGate(healthyServer(errorReply(503, 'UNAVAILABLE', 'down')));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(await screen.findByText('Error performing authentication.')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/account/session')).toHaveLength(3);
  });

  it("shows 'Error performing load material data.' when the materials never load", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderGate((_method, path) => {
      if (path === '/api/config') return { status: 200, body: defaultPublicConfig };
      if (path === '/api/account/session') return { status: 200, body: { account: null } };
      return errorReply(503, 'UNAVAILABLE', 'down');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(await screen.findByText('Error performing load material data.')).toBeTruthy();
  });

  it('takes the configuration the page brought instead of asking for it', async () => {
    const calls = renderGate(healthyServer({ status: 200, body: { account: null } }), {
      config: { ...defaultPublicConfig, productName: 'Brought' },
    });
    expect(await screen.findByText('Product: Brought')).toBeTruthy();
    expect(calls.map((call) => call.url)).not.toContain('/api/config');
  });

  it('keeps the loading screen the page brought, with its configuration, until start-up is done', async () => {
    let answerSession: (() => void) | undefined;
    const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
    stubServer(healthyServer({ status: 200, body: { account: null } }));
    const fetchReplies = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/account/session')) await sessionAnswered;
      return fetchReplies(input, init);
    });
    function LoadingScreen() {
      return <p>First screen of {useProductConfig().productName}</p>;
    }
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AccountProvider>
            <StartupGate
              config={{ ...defaultPublicConfig, productName: 'Brought' }}
              loadingScreen={<LoadingScreen />}
            >
              <Greeting />
            </StartupGate>
          </AccountProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('First screen of Brought')).toBeTruthy();
    expect(screen.queryByLabelText('Loading')).toBeNull();
    answerSession?.();
    expect(await screen.findByText('Hello visitor')).toBeTruthy();
    expect(screen.queryByText('First screen of Brought')).toBeNull();
  });
});
