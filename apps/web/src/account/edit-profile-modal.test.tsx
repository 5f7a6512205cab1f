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
  it('needs both matching passwords once Reset Password is ticked', async () => {
    stubServer(() => ({ status: 200, body: { data: accountReply() } }));
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
  });

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
});
