import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordResetModal } from './password-reset-modal.tsx';
import {
  accountReply,
  currentAccountContext,
  errorReply,
  renderWithAccount,
  stubServer,
  typeInto,
} from './render-with-account.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'hazardscope_api_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

async function submitPasswords(password: string) {
  typeInto(/^New password/, password);
  typeInto(/^Confirm password/, password);
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

describe('PasswordResetModal', () => {
  it('sets the first password of a username, logs in and offers OK', async () => {
    const calls = stubServer(() => ({ status: 200, body: accountReply({ apiKey: 'fresh-key' }) }));
    const onClose = vi.fn();
    renderWithAccount(
      <PasswordResetModal opened onClose={onClose} target={{ username: 'reader@example.org' }} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await submitPasswords('long-enough-1');
    expect(
      await screen.findByText('Your password has been updated and you are now logged in.'),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/account/password_add',
      body: { username: 'reader@example.org', password: 'long-enough-1' },
    });
    expect(currentAccountContext().account?.username).toBe('reader@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('resets a forgotten password with the mailed token and says the other devices were logged out', async () => {
    // The server ends every session of the account on a reset (reset-password.ts, tested in
    // routes/account.test.ts): the reader is told, not left to find the other devices logged out.
    const calls = stubServer(() => ({ status: 200, body: accountReply({ apiKey: 'fresh-key' }) }));
    const token = 'x'.repeat(32);
    renderWithAccount(<PasswordResetModal opened onClose={() => {}} target={{ token }} />);
    await submitPasswords('long-enough-1');
    expect(
      await screen.findByText(
        'Your password has been changed and you are now logged in here. You have been logged out on your other devices.',
      ),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/account/password_reset',
      body: { token, password: 'long-enough-1' },
    });
    expect(currentAccountContext().account?.username).toBe('reader@example.org');
  });

  it("shows the server's text for a lapsed reset token", async () => {
    stubServer(() =>
      errorReply(
        400,
        'BAD_REQUEST',
        'This password reset link is invalid or has expired. Please ask for a new one.',
      ),
    );
    renderWithAccount(
      <PasswordResetModal
        opened
        onClose={() => {}}
        target={{ token: 'x'.repeat(32) }}
        cancellable
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await submitPasswords('long-enough-1');
    expect(await screen.findByText(/invalid or has expired/)).toBeTruthy();
  });
});
