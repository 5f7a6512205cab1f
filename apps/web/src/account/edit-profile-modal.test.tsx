import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { accountReply, renderWithAccount, stubServer, typeInto } from './render-with-account.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function updateButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
}

describe('EditProfileModal', () => {
  it('needs both matching passwords once Reset Password is ticked, and the current one', async () => {
    const calls = stubServer(() => ({ status: 200, body: { data: accountReply() } }));
    renderWithAccount(<EditProfileModal opened onClose={() => {}} />, { loggedIn: accountReply() });
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await waitFor(() => expect(updateButton().disabled).toBe(false));
    fireEvent.click(screen.getByLabelText('Reset Password'));
    await waitFor(() => expect(updateButton().disabled).toBe(true));
    typeInto(/^New password/, 'long-enough-1');
    typeInto(/^Confirm password/, 'long-enough-2');
    expect(await screen.findByText('Passwords do not match', {}, { timeout: 2000 })).toBeTruthy();
    typeInto(/^Confirm password/, 'long-enough-1');
    await waitFor(() => expect(updateButton().disabled).toBe(false));
    // Re-authentication: the current password is asked for and sent with the new one.
    typeInto(/^Current password/, 'the old one');
    fireEvent.click(updateButton());
    await waitFor(() =>
      expect(calls[0]?.body).toMatchObject({
        password: 'long-enough-1',
        currentPassword: 'the old one',
      }),
    );
    // The server ends the account's other sessions on a new password: the reader is told.
    expect(
      await screen.findByText(
        'Details updated successfully. You have been logged out on your other devices.',
      ),
    ).toBeTruthy();
  }, 20_000);

  it("says 'Details updated successfully' and OK brings the form back", async () => {
    const calls = stubServer(() => ({
      status: 200,
      body: { data: accountReply({ newsletterSubscription: true }) },
    }));
    renderWithAccount(<EditProfileModal opened onClose={() => {}} />, { loggedIn: accountReply() });
    fireEvent.click(screen.getByLabelText('Send me occasional updates and news'));
    await waitFor(() => expect(updateButton().disabled).toBe(false));
    fireEvent.click(updateButton());
    expect(await screen.findByText('Details updated successfully')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/account',
      body: { username: 'reader@example.org', newsletter: 1 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      (screen.getByLabelText('Send me occasional updates and news') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('asks for the code mailed to a new address, then confirms the update', async () => {
    const calls = stubServer((_method, path) =>
      path === '/api/account'
        ? {
            status: 200,
            body: { data: accountReply({ username: 'moved@example.org', emailVerified: false }) },
          }
        : { status: 200, body: accountReply({ username: 'moved@example.org', apiKey: 'k2' }) },
    );
    renderWithAccount(<EditProfileModal opened onClose={() => {}} />, { loggedIn: accountReply() });
    typeInto(/^Email/, 'Moved@Example.org');
    typeInto(/^Current password/, 'my password');
    await waitFor(() => expect(updateButton().disabled).toBe(false));
    fireEvent.click(updateButton());
    await waitFor(() =>
      expect(calls[0]?.body).toMatchObject({
        username: 'moved@example.org',
        currentPassword: 'my password',
      }),
    );
    expect(
      await screen.findByText('We have e-mailed a 6-digit verification code to your new address.'),
    ).toBeTruthy();
    typeInto(/^Verification code/, '654321');
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await waitFor(() => expect(verify.disabled).toBe(false));
    fireEvent.click(verify);
    expect(await screen.findByText('Details updated successfully')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/account/authentication_code',
      body: { username: 'moved@example.org', authenticationKey: '654321' },
    });
  });
});
