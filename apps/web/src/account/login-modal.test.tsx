import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginModal } from './login-modal.tsx';
import {
  accountReply,
  currentAccountContext,
  errorReply,
  passValidationPause,
  renderWithAccount,
  stubbedPageViews,
  stubServer,
  typeInto,
} from './render-with-account.tsx';

function renderModal() {
  const onClose = vi.fn();
  renderWithAccount(<LoginModal opened onClose={onClose} />);
  return { onClose };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'hazardscope_api_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('LoginModal', () => {
  it("is titled 'Please Log in or Register' and keeps Log in disabled until the form is valid", async () => {
    stubServer(() => ({ status: 200, body: accountReply() }));
    renderModal();
    expect(screen.getByText('Please Log in or Register')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    typeInto(/^Email/, 'reader@example.org');
    typeInto(/^Password/, 'secret-password');
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it("records the '/login' page view when shown and '/register' on switching to Register", async () => {
    stubServer(() => ({ status: 200, body: accountReply() }));
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // Page views are sent in a task of their own.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(stubbedPageViews).toEqual(['/login', '/register']);
  });

  it('shows an e-mail message only after the 700 ms pause', async () => {
    stubServer(() => ({ status: 200, body: accountReply() }));
    renderModal();
    typeInto(/^Email/, 'not-an-address');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    await passValidationPause();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  });

  it('logs in with a POST, the e-mail lowercased and no password in the URL, then closes', async () => {
    const calls = stubServer(() => ({
      status: 200,
      body: accountReply({ apiKey: 'key-from-login' }),
    }));
    const { onClose } = renderModal();
    typeInto(/^Email/, '  Reader@Example.ORG ');
    typeInto(/^Password/, 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/account/login',
        body: { username: 'reader@example.org', password: 'secret-password' },
        // The mark asks the server to keep the key in an HttpOnly cookie, not in the reply.
        headers: expect.objectContaining({ 'x-requested-with': 'hazardscope-web' }) as unknown,
      },
    ]);
    expect(currentAccountContext().account?.username).toBe('reader@example.org');
    // Even a key in the reply is never written where page scripts can read it.
    expect(document.cookie).not.toContain('key-from-login');
  });

  it("maps an 'error' reply to 'Auth system unavailable, please try again later.'", async () => {
    stubServer(() => errorReply(500, 'INTERNAL', 'error'));
    renderModal();
    typeInto(/^Email/, 'reader@example.org');
    typeInto(/^Password/, 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Auth system unavailable, please try again later.'),
    ).toBeTruthy();
  });

  it("switches to the verify step on 'Please verify email' and verifies the digits-only code", async () => {
    const calls = stubServer((method, path) =>
      path === '/api/account/login'
        ? errorReply(403, 'FORBIDDEN', 'Please verify email')
        : { status: 200, body: accountReply({ apiKey: 'key-after-code' }) },
    );
    const { onClose } = renderModal();
    typeInto(/^Email/, 'reader@example.org');
    typeInto(/^Password/, 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const code = (await screen.findByLabelText(/^Verification code/)) as HTMLInputElement;
    expect(screen.getByText(/Please verify email/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '12a-3' } });
    expect(code.value).toBe('123');
    await passValidationPause();
    expect(screen.getByText('The verification code is 6 digits.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/account/authentication_code',
      body: { username: 'reader@example.org', authenticationKey: '123456' },
      headers: expect.objectContaining({ 'x-requested-with': 'hazardscope-web' }) as unknown,
    });
  });

  it("registers and then asks for the e-mailed code; mismatched passwords say 'Passwords do not match'", async () => {
    const calls = stubServer(() => ({
      status: 200,
      body: { message: 'We have e-mailed you a 6-digit verification code.' },
    }));
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    typeInto(/^Email/, 'New@Example.org');
    typeInto(/^Password/, 'long-enough-1');
    typeInto(/^Confirm password/, 'long-enough-2');
    await passValidationPause();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    typeInto(/^Confirm password/, 'long-enough-1');
    fireEvent.click(screen.getByLabelText('Send me occasional updates and news'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('We have e-mailed you a 6-digit verification code.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Verification code/)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/account',
      body: { username: 'new@example.org', password: 'long-enough-1', newsLetterValue: 1 },
    });
  });

  it('asks only for the e-mail in forgot mode and shows the reply', async () => {
    const calls = stubServer(() => ({
      status: 200,
      body: {
        message:
          'If an account exists for this e-mail, we have sent it a link to reset the password.',
      },
    }));
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    typeInto(/^Email/, 'Reader@example.org');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we have sent it a link/)).toBeTruthy();
    expect(calls[0]?.url).toBe(
      '/api/account/password_reset?username=reader%40example.org&mail=default',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
