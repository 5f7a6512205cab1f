import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archetypeReply, catalogue } from '@hazardscope/catalogue';
import { analysisResultSchema, type AccountReply } from '@hazardscope/contracts';
import { accountReply, renderWithAccount, stubServer } from '../account/render-with-account.tsx';
import { runFromSaved } from '../analysis/saved-analysis-run.ts';
import { ResultDialog } from './result-dialog.tsx';
import { savedAnalysisReply } from './saved-analysis-fixture.ts';

const analysisId = '0b9f2c3e-4444-4b55-9a2e-2f1d3c4b5a69';
const title = 'Harbour house';

/** The saved analysis 'Harbour house' of `accountReply()`'s account, opened from its link. */
function renderSharedAnalysis(loggedIn: AccountReply | undefined) {
  const saved = { ...savedAnalysisReply(analysisId, true), title };
  const run = runFromSaved(saved, analysisResultSchema.parse(saved));
  stubServer((_method, path) =>
    path === '/api/archetype'
      ? { status: 200, body: archetypeReply(catalogue, 'SH', ['fields', 'elements', 'materials']) }
      : { status: 404, body: { error: 'not_found', message: 'Not found.' } },
  );
  renderWithAccount(
    <ResultDialog
      run={run}
      runs={[run]}
      onSelect={() => {}}
      onSaved={() => {}}
      onPurchased={() => {}}
      onRerun={async () => {}}
      onClose={() => {}}
    />,
    loggedIn ? { loggedIn } : {},
  );
  return screen.getByRole('dialog', { name: 'Analysis Result' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultDialog title', { timeout: 15_000 }, () => {
  it('lets the owner edit the title of their saved analysis', () => {
    const dialog = renderSharedAnalysis(accountReply());
    const box = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    expect(box.value).toBe(title);
    fireEvent.change(box, { target: { value: 'Harbour house, east wing' } });
    expect(box.value).toBe('Harbour house, east wing');
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
    const dialog = renderSharedAnalysis(account);
    expect(within(dialog).queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(within(dialog).getByText(title, { exact: false }).textContent).toBe(`Title: ${title}`);
  });
});
