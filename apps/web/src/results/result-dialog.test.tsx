import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archetypeReply, catalogue } from '@hazardscope/catalogue';
import { analysisResultSchema, type AccountReply } from '@hazardscope/contracts';
import {
  accountReply,
  renderWithAccount,
  stubServer,
  type RecordedReply,
} from '../account/render-with-account.tsx';
import { runFromSaved } from '../analysis/saved-analysis-run.ts';
import { ResultDialog } from './result-dialog.tsx';
import { savedAnalysisReply } from './saved-analysis-fixture.ts';

const analysisId = '0b9f2c3e-4444-4b55-9a2e-2f1d3c4b5a69';
const title = 'Harbour house';

const revisionId = '0b9f2c3e-5555-4b55-9a2e-2f1d3c4b5a69';

/** The group reply of the analysis: itself and a saved revision this session has not opened. */
const groupReply = {
  groupId: '0b9f2c3e-6666-4b55-9a2e-2f1d3c4b5a69',
  members: [
    {
      _id: analysisId,
      title,
      displayName: title,
      revisionNumber: 0,
      createdAt: { $date: '2026-01-01T00:00:00.000Z' },
      purchased: true,
    },
    {
      _id: revisionId,
      title: 'Raised floor',
      displayName: 'Raised floor',
      revisionNumber: 1,
      createdAt: { $date: '2026-01-02T00:00:00.000Z' },
      purchased: true,
    },
  ],
};

const onOpenSaved = vi.fn();
const onRenamed = vi.fn();

/** The saved analysis 'Harbour house' of `accountReply()`'s account, opened from its link. */
function renderSharedAnalysis(
  loggedIn: AccountReply | undefined,
  answer: (method: string, path: string) => RecordedReply | undefined = () => undefined,
) {
  const saved = { ...savedAnalysisReply(analysisId, true), title };
  const run = runFromSaved(saved, analysisResultSchema.parse(saved));
  const calls = stubServer(
    (method, path) =>
      answer(method, path) ??
      (path === '/api/archetype'
        ? {
            status: 200,
            body: archetypeReply(catalogue, 'SH', ['fields', 'elements', 'materials']),
          }
        : { status: 404, body: { error: 'not_found', message: 'Not found.' } }),
  );
  renderWithAccount(
    <ResultDialog
      run={run}
      runs={[run]}
      onSelect={() => {}}
      onOpenSaved={onOpenSaved}
      onRenamed={onRenamed}
      onSaved={() => {}}
      onPurchased={() => {}}
      onRerun={async () => {}}
      onClose={() => {}}
    />,
    loggedIn ? { loggedIn } : {},
  );
  return { dialog: screen.getByRole('dialog', { name: 'Analysis Result' }), calls };
}

afterEach(() => {
  cleanup();
  onOpenSaved.mockReset();
  onRenamed.mockReset();
  vi.unstubAllGlobals();
});

describe('ResultDialog title', { timeout: 15_000 }, () => {
  it('stores the title its owner types for their saved analysis when the box is left', async () => {
    const { dialog, calls } = renderSharedAnalysis(accountReply(), (method, path) =>
      method === 'POST' && path === `/api/analysis/${analysisId}/title`
        ? { status: 200, body: { title: 'Harbour house, east wing' } }
        : undefined,
    );
    const box = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    expect(box.value).toBe(title);
    fireEvent.change(box, { target: { value: '  Harbour house, east wing ' } });
    fireEvent.blur(box);
    await waitFor(() =>
      expect(onRenamed).toHaveBeenCalledWith(expect.any(String), 'Harbour house, east wing'),
    );
    const rename = calls.find((call) => call.url.endsWith('/title'));
    expect(rename?.body).toEqual({ title: 'Harbour house, east wing' });
    expect(box.value).toBe('Harbour house, east wing');
  });

  it('says Required. for an empty title, sends nothing, and shows why a rename failed', async () => {
    const { dialog, calls } = renderSharedAnalysis(accountReply(), (method, path) =>
      method === 'POST' && path.endsWith('/title')
        ? { status: 401, body: { error: 'UNAUTHORISED', message: 'Please log in.' } }
        : undefined,
    );
    const box = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.blur(box);
    expect(within(dialog).getByText('Required.')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/title'))).toBe(false);
    fireEvent.change(box, { target: { value: 'New name' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(dialog).findByText('The title was not saved: Please log in.')).toBeTruthy();
    expect(onRenamed).not.toHaveBeenCalled();
  });

  it.each([
    ['a logged-out reader', undefined],
    [
      'another account',
      accountReply({
        _id: { $oid: '0b9f2c3e-2222-4b55-9a2e-2f1d3c4b5a69' },
        username: 'other@example.org',
      }),
    ],
  ])("shows %s a shared analysis's title as text, not as a box to type in", (_reader, account) => {
    const { dialog } = renderSharedAnalysis(account);
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(within(dialog).getByText(title, { exact: false }).textContent).toBe(`Title: ${title}`);
  });
});

describe('ResultDialog switcher', { timeout: 15_000 }, () => {
  it("lists the saved group's members with their display names and opens one not opened yet", async () => {
    const { dialog, calls } = renderSharedAnalysis(undefined, (method, path) =>
      method === 'GET' && path === `/api/analysis/${analysisId}/group`
        ? { status: 200, body: groupReply }
        : undefined,
    );
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/group'))).toBe(true));
    const switcher = await within(dialog).findByLabelText('Switch analysis', { selector: 'input' });
    fireEvent.click(switcher);
    const options = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(options).toEqual([
      expect.stringMatching(/^Simple House · /),
      expect.stringMatching(/^Raised floor · Simple House · /),
    ]);
    fireEvent.click(screen.getByRole('option', { name: /^Raised floor/, hidden: true }));
    expect(onOpenSaved).toHaveBeenCalledWith(revisionId);
  });
});
