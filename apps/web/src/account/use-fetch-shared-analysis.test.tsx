import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSavedAnalyses } from './account-context.tsx';
import { accountReply, renderWithAccount, stubServer } from './render-with-account.tsx';
import { useFetchSharedAnalysis } from './use-fetch-shared-analysis.ts';

const shared = {
  _id: 'shared-1',
  groupId: 'shared-1',
  title: 'Their house',
  parentAnalysisId: null,
  createdAt: { $date: '2026-11-21T06:00:00.000Z' },
  userId: { $oid: 'someone-else' },
  geometry: { type: 'Point', coordinates: [151.2, -33.86] },
  properties: { address: '3 Bridge Road, Sydney', archetype: 'SH' },
  sharedWithMe: true,
};

function SharedLinkViewer() {
  const fetchShared = useFetchSharedAnalysis();
  const { analyses } = useSavedAnalyses();
  const [title, setTitle] = useState<string>();
  useEffect(() => {
    void fetchShared('shared-1').then((analysis) => setTitle(analysis.title));
  }, [fetchShared]);
  return (
    <p>
      {title ?? 'loading'} / {analyses.length} saved
    </p>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFetchSharedAnalysis', () => {
  it('fetches without login at share_analysis and reads the saved list again', async () => {
    let sharedFetched = false;
    const calls = stubServer((_method, path) => {
      if (path === '/api/share_analysis/shared-1') {
        sharedFetched = true;
        return { status: 200, body: shared };
      }
      return { status: 200, body: sharedFetched ? [shared] : [] };
    });
    renderWithAccount(<SharedLinkViewer />, { loggedIn: accountReply() });
    await waitFor(() => expect(screen.getByText('Their house / 1 saved')).toBeTruthy());
    expect(calls.map((call) => call.url)).toContain('/api/share_analysis/shared-1');
  });
});
