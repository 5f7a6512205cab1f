import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig, modalAddresses, type ModalAddress } from '@hazardscope/contracts';
import { AccountProvider, toAccount } from '../../account/account-context.tsx';
import { accountReply, stubServer } from '../../account/render-with-account.tsx';
import { ProductConfigProvider } from '../../config/product-config.tsx';
import { AddressModal, loginFirstNotices, saveResultText } from './modal-address.tsx';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The modal of `modal` at its address, with the main screen standing in as '/'. */
function renderAt(modal: ModalAddress, loggedIn: boolean) {
  stubServer(() => ({ status: 200, body: [] }));
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ProductConfigProvider value={defaultPublicConfig}>
          <AccountProvider initialAccount={loggedIn ? toAccount(accountReply()) : undefined}>
            <MemoryRouter initialEntries={[modalAddresses[modal]]}>
              <CurrentPath />
              <Routes>
                <Route path="/" element={<p>Main screen</p>} />
                <Route path={modalAddresses[modal]} element={<AddressModal modal={modal} />} />
              </Routes>
            </MemoryRouter>
          </AccountProvider>
        </ProductConfigProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('modal addresses', () => {
  it('/about opens the About dialog; Close returns to /', async () => {
    renderAt('about', false);
    const dialog = await screen.findByRole('dialog', { name: /^About / });
    expect(dialog.textContent).toContain('1990 to 2100');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('/my-analyses asks a visitor to log in first, saying why; cancelling returns to /', async () => {
    renderAt('myAnalyses', false);
    await screen.findByRole('dialog', { name: 'Please Log in or Register' });
    expect(screen.getByText(loginFirstNotices.myAnalyses)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('/my-analyses shows the saved list to a logged-in user', async () => {
    renderAt('myAnalyses', true);
    await screen.findByRole('dialog', { name: 'My Analyses' });
    expect(await screen.findByText('No analyses saved yet')).toBeTruthy();
  });

  it('/edit-profile shows the profile dialog to a logged-in user', async () => {
    renderAt('editProfile', true);
    expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('/save-result explains how a result is saved', async () => {
    renderAt('saveResult', false);
    expect(await screen.findByText(saveResultText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start an analysis' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });
});
