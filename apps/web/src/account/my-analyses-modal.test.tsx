import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MyAnalysesModal,
  purchasedNotDeletableText,
  sharingStoppedText,
} from './my-analyses-modal.tsx';
import { accountReply, renderWithAccount, stubServer } from './render-with-account.tsx';

function savedAnalysis(id: string, title: string, paid: boolean) {
  return {
    _id: id,
    groupId: id,
    title,
    parentAnalysisId: null,
    createdAt: { $date: '2026-11-21T06:00:00.000Z' },
    userId: { $oid: accountReply()._id.$oid },
    geometry: { type: 'Point', coordinates: [151.2, -33.86] },
    properties: { address: `${title} address`, archetype: 'SH' },
    ...(paid ? { payment: { date: '2026-11-21T06:10:00.000Z' } } : {}),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MyAnalysesModal', () => {
  it('lists the portfolios beside the single analyses, each linking to its page', async () => {
    stubServer((_method, path) =>
      path === '/api/portfolios'
        ? {
            status: 200,
            body: {
              portfolios: [
                {
                  id: '5f0c6c2e-8d4f-4a53-9d5e-0f6f3b1a2c3d',
                  title: 'Residential book',
                  scenario: 'ssp585',
                  status: 'done',
                  total: 1000,
                  done: 990,
                  failed: 10,
                  createdAt: '2026-11-21T06:00:00.000Z',
                  finishedAt: '2026-11-21T06:01:00.000Z',
                },
              ],
            },
          }
        : { status: 200, body: [] },
    );
    renderWithAccount(<MyAnalysesModal opened onClose={() => {}} onSelect={() => {}} />, {
      loggedIn: accountReply(),
    });
    const link = await screen.findByRole('link', { name: 'Residential book' });
    expect(link.getAttribute('href')).toBe('/portfolio?id=5f0c6c2e-8d4f-4a53-9d5e-0f6f3b1a2c3d');
    expect(screen.getByText('990 of 1,000 assets, 10 failed')).toBeTruthy();
    expect(screen.queryByText('No analyses saved yet')).toBeNull();
  });

  it("says 'No analyses saved yet' for an empty list", async () => {
    stubServer(() => ({ status: 200, body: [] }));
    renderWithAccount(<MyAnalysesModal opened onClose={() => {}} onSelect={() => {}} />, {
      loggedIn: accountReply(),
    });
    expect(await screen.findByText('No analyses saved yet')).toBeTruthy();
  });

  it('offers no delete for a purchased analysis, says why, and hands a chosen id to onSelect', async () => {
    stubServer((_method, path) =>
      path === '/api/v1/archetype_hierarchy'
        ? {
            status: 200,
            body: { Building: { Residential: [{ acronym: 'SH', name: 'Simple House' }] } },
          }
        : {
            status: 200,
            body: [
              savedAnalysis('paid-1', 'Paid house', true),
              savedAnalysis('free-1', 'Free house', false),
            ],
          },
    );
    const onSelect = vi.fn();
    renderWithAccount(<MyAnalysesModal opened onClose={() => {}} onSelect={onSelect} />, {
      loggedIn: accountReply(),
    });
    await screen.findByText('Paid house');
    // One delete action: the free analysis's; the purchased one says why it has none.
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(screen.getByText('Purchased')).toBeTruthy();
    expect(screen.getByText(purchasedNotDeletableText)).toBeTruthy();
    // The archetype by its name, not its acronym.
    expect(await screen.findByText(/Free house address · Simple House · saved/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Free house' }));
    expect(onSelect).toHaveBeenCalledWith('free-1');
  });

  it("copies the public link and shows 'Link Copied to Clipboard.' for 1000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubServer(() => ({ status: 200, body: [savedAnalysis('free-1', 'Free house', false)] }));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithAccount(<MyAnalysesModal opened onClose={() => {}} onSelect={() => {}} />, {
      loggedIn: accountReply(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link Copied to Clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/?analysisId=free-1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(screen.queryByText('Link Copied to Clipboard.')).toBeNull());
  });

  it('deletes only after a confirmation that names the analysis', async () => {
    let saved = [savedAnalysis('free-1', 'Free house', false)];
    const calls = stubServer((method) => {
      if (method === 'DELETE') {
        saved = [];
        return { status: 200, body: { deleted: 1 } };
      }
      return { status: 200, body: saved };
    });
    renderWithAccount(<MyAnalysesModal opened onClose={() => {}} onSelect={() => {}} />, {
      loggedIn: accountReply(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete analysis' });
    expect(confirm.textContent).toContain('Delete “Free house”?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Cancel keeps it.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete analysis' })).toBeNull(),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Confirmed, it goes.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete analysis' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No analyses saved yet')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('stops sharing a purchased analysis, says so, and shares it again when its link is copied', async () => {
    let sharingStopped = false;
    const calls = stubServer((method, path) => {
      if (path === '/api/analysis/paid-1/sharing') {
        sharingStopped = !(calls.at(-1)?.body as { shared: boolean }).shared;
        return { status: 200, body: { shared: !sharingStopped } };
      }
      return {
        status: 200,
        body: [
          {
            ...savedAnalysis('paid-1', 'Paid house', true),
            ...(sharingStopped && { sharingStopped }),
          },
          {
            ...savedAnalysis('shared-1', 'Their house', false),
            userId: undefined,
            sharedWithMe: true,
          },
        ],
      };
    });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    renderWithAccount(<MyAnalysesModal opened onClose={() => {}} onSelect={() => {}} />, {
      loggedIn: accountReply(),
    });
    await screen.findByText('Paid house');
    // Only the reader's own analysis can have its sharing stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText(sharingStoppedText)).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/analysis/paid-1/sharing')).toMatchObject({
      method: 'POST',
      body: { shared: false },
    });
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);
    await waitFor(() => expect(screen.queryByText(sharingStoppedText)).toBeNull());
    expect(
      calls.filter((call) => call.url === '/api/analysis/paid-1/sharing').at(-1),
    ).toMatchObject({
      body: { shared: true },
    });
    expect(screen.getAllByRole('button', { name: 'Stop sharing' })).toHaveLength(1);
  });
});
