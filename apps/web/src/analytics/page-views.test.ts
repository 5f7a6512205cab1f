import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageViewPath } from '@hazardscope/contracts';
import { browserRefusesTracking, recordPageView, usePageView } from './page-views.ts';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const sentPaths = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe('/api/page-view');
    return (JSON.parse(String(init.body)) as { path: string }).path;
  });

beforeEach(() => {
  fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response('{"message":"Recorded."}')),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page views', () => {
  it('sends the path alone to our own server, without cookies', () => {
    recordPageView('/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/page-view');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({ path: '/login' });
  });

  it('sends nothing when the browser asks not to be tracked (Do Not Track or GPC)', () => {
    expect(browserRefusesTracking({ doNotTrack: '1' })).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    recordPageView('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops a failed call without an error reaching the page', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    expect(() => recordPageView('/analysis')).not.toThrow();
    await Promise.resolve();
  });

  it('records a path when shown and again when it changes, nothing while there is none', async () => {
    const hook = renderHook(({ path }: { path: PageViewPath | undefined }) => usePageView(path), {
      initialProps: { path: undefined as PageViewPath | undefined },
    });
    await new Promise((resolve) => setTimeout(resolve));
    expect(fetchMock).not.toHaveBeenCalled();
    hook.rerender({ path: '/analysis-result/ratings-tab' });
    hook.rerender({ path: '/analysis-result/ratings-tab' });
    hook.rerender({ path: '/analysis-result/var-tab' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(sentPaths()).toEqual(['/analysis-result/ratings-tab', '/analysis-result/var-tab']);
  });
});
