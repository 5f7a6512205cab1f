import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, stubServer } from '../account/render-with-account.tsx';
import { emptyFormValues } from '../search/form-values.ts';
import { requestDelayMs } from '../search/progress.ts';
import { useAnalysisRun } from './use-analysis-run.ts';

function renderRun() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAnalysisRun(), { wrapper });
}

const sydney = { ...emptyFormValues, latitude: -33.87, longitude: 151.21, archetype: 'SH' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAnalysisRun', () => {
  it('opens the processing modal at GO and sends the request a second later', async () => {
    vi.useFakeTimers();
    const calls = stubServer(() => errorReply(500, 'Internal Server Error', 'Engine down.'));
    const { result } = renderRun();
    act(() => void result.current.start(sydney));
    expect(result.current.state).toEqual({ status: 'processing', sample: true });
    await act(() => vi.advanceTimersByTimeAsync(requestDelayMs - 1));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The call's module, imported at GO, may still be loading (a file read in this test).
    await vi.waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/risk']),
    );
    expect(calls[0]?.body).toMatchObject({
      archetype: { acronym: 'SH' },
      asset: { latitude: -33.87, longitude: 151.21 },
    });
  });

  it('shows the server’s message when the analysis fails', async () => {
    stubServer(() => errorReply(500, 'Internal Server Error', 'Engine down.'));
    const { result } = renderRun();
    act(() => void result.current.start(sydney));
    await waitFor(() => expect(result.current.state.status).toBe('failed'), { timeout: 3_000 });
    expect(result.current.state).toMatchObject({ message: expect.stringContaining('Engine down') });
  });

  it('sends nothing when the modal is closed within the delay', async () => {
    vi.useFakeTimers();
    const calls = stubServer(() => errorReply(500, 'Internal Server Error', 'Engine down.'));
    const { result } = renderRun();
    act(() => void result.current.start(sydney));
    act(() => result.current.close());
    await act(() => vi.advanceTimersByTimeAsync(2 * requestDelayMs));
    expect(calls).toHaveLength(0);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('does not reopen a closed journey when the answer comes in late', async () => {
    let answer: (() => void) | undefined;
    stubServer(() => errorReply(500, 'Internal Server Error', 'Engine down.'));
    const stubbedFetch = globalThis.fetch;
    // The server answers only once the test lets it.
    vi.stubGlobal('fetch', (...parameters: Parameters<typeof fetch>) =>
      new Promise<void>((resolve) => (answer = resolve)).then(() => stubbedFetch(...parameters)),
    );
    const { result } = renderRun();
    act(() => void result.current.start(sydney));
    await waitFor(() => expect(answer).toBeDefined(), { timeout: 3_000 });
    act(() => result.current.close());
    await act(async () => {
      answer?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
