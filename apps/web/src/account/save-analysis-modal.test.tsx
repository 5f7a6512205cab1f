import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountReply,
  currentAccountContext,
  errorReply,
  renderWithAccount,
  stubServer,
  typeInto,
} from './render-with-account.tsx';
import { SaveAnalysisButton, SaveAnalysisModal } from './save-analysis-modal.tsx';

const analysis = {
  geometry: { type: 'Point', coordinates: [151.2, -33.86] },
  properties: { address: '1 Harbour Street, Sydney', archetype: 'SH' },
};

const savedReply = {
  ...analysis,
  _id: 'saved-1',
  groupId: 'saved-1',
  title: 'My house',
  parentAnalysisId: null,
  createdAt: { $date: '2026-11-21T06:00:00.000Z' },
  userId: { $oid: '0b9f2c3e-1111-4b55-9a2e-2f1d3c4b5a69' },
};

function renderSaveModal(
  options: { loggedIn?: boolean; onSaved?: () => void; onClose?: () => void } = {},
) {
  renderWithAccount(
    <SaveAnalysisModal
      opened
      runId="0b9f2c3e-2222-4b55-9a2e-2f1d3c4b5a69"
      initialTitle="1 Harbour Street, Sydney"
      alreadySaved={false}
      onSaved={options.onSaved ?? (() => {})}
      onClose={options.onClose ?? (() => {})}
    />,
    options.loggedIn ? { loggedIn: accountReply() } : {},
  );
}

async function clickWhenEnabled(name: string) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'hazardscope_api_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('SaveAnalysisModal', () => {
  it('asks a visitor for an e-mail only, with the notes, then the mailed code, without a password', async () => {
    const calls = stubServer((method, path) =>
      path === '/api/account'
        ? errorReply(403, 'FORBIDDEN', 'Please verify email')
        : { status: 200, body: accountReply({ password: undefined, apiKey: 'new-key' }) },
    );
    renderSaveModal({});
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(
      screen.getByText(/e-mail you a link so that you can view this analysis later/),
    ).toBeTruthy();
    expect(screen.getByText(/do not give your address to third parties/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/info/privacy_policy',
    );
    expect(screen.getByText(/occasionally send you updates/)).toBeTruthy();
    typeInto(/^Email/, 'Visitor@Example.org');
    await clickWhenEnabled('Next');
    expect(calls[0]?.url).toBe('/api/account?username=visitor%40example.org&create=default');
    // Typing an address proves nothing: the server mails a code and hands out no key until it is entered.
    expect(await screen.findByLabelText(/^Verification code/)).toBeTruthy();
    typeInto(/^Verification code/, '123456');
    await clickWhenEnabled('Verify');
    expect(await screen.findByLabelText(/^Title/)).toBeTruthy();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/account/authentication_code' });
    expect(currentAccountContext().account?.hasPassword).toBe(false);
  });

  it("brings in the password field when the server answers 'password required'", async () => {
    const calls = stubServer((method, path) =>
      path === '/api/account'
        ? errorReply(401, 'UNAUTHORISED', 'password required')
        : { status: 200, body: accountReply({ apiKey: 'key' }) },
    );
    renderSaveModal({});
    typeInto(/^Email/, 'reader@example.org');
    await clickWhenEnabled('Next');
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByText('This account has a password. Please enter it.')).toBeTruthy();
    typeInto(/^Password/, 'secret-password');
    await clickWhenEnabled('Next');
    expect(await screen.findByLabelText(/^Title/)).toBeTruthy();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/account/login' });
  });

  it('saves with the title, hands the saved analysis back and closes', async () => {
    const calls = stubServer(() => ({ status: 200, body: savedReply }));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderSaveModal({ loggedIn: true, onSaved, onClose });
    const title = screen.getByLabelText(/^Title/) as HTMLInputElement;
    expect(title.value).toBe('1 Harbour Street, Sydney');
    typeInto(/^Title/, '');
    expect(await screen.findByText('Title is required.', {}, { timeout: 2000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    typeInto(/^Title/, 'My house');
    await clickWhenEnabled('Save');
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 'saved-1' })),
    );
    expect(onClose).toHaveBeenCalled();
    const body = calls.find((call) => call.url === '/api/analysis' && call.method === 'POST')
      ?.body as Record<string, unknown>;
    // Only which run and what to call it: the server builds the stored analysis.
    expect(body).toEqual({ runId: '0b9f2c3e-2222-4b55-9a2e-2f1d3c4b5a69', title: 'My house' });
  });

  it("shows the save error's text in the modal", async () => {
    stubServer(() => errorReply(409, 'CONFLICT', 'Maximum number of analysis revisions reached'));
    renderSaveModal({ loggedIn: true });
    await clickWhenEnabled('Save');
    expect(await screen.findByText('Maximum number of analysis revisions reached')).toBeTruthy();
  });
});

describe('SaveAnalysisButton', () => {
  it("reads 'Saved' and is disabled once the analysis has an id", () => {
    stubServer(() => ({ status: 200, body: {} }));
    renderWithAccount(
      <SaveAnalysisButton
        runId="run-1"
        initialTitle="1 Harbour Street, Sydney"
        savedId="saved-1"
        onSaved={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Saved' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("reads 'Save Analysis' and opens the modal for an unsaved analysis", async () => {
    stubServer(() => ({ status: 200, body: {} }));
    renderWithAccount(
      <SaveAnalysisButton
        runId="run-1"
        initialTitle="1 Harbour Street, Sydney"
        savedId={undefined}
        onSaved={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Analysis' }));
    expect(await screen.findByLabelText(/^Email/)).toBeTruthy();
  });
});
