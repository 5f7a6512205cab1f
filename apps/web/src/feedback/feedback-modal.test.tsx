import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountReply,
  errorReply,
  renderWithAccount,
  stubServer,
  typeInto,
} from '../account/render-with-account.tsx';
import { FeedbackModal } from './feedback-modal.tsx';

async function fillAndSend() {
  typeInto(/^Subject/, 'Flood risk looks too high');
  typeInto(/^Comment/, 'The site is on a hill.');
  const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
  await waitFor(() => expect(send.disabled).toBe(false));
  fireEvent.click(send);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeedbackModal', () => {
  it('reports a strange result with its label and context; Close replaces Cancel on success', async () => {
    const calls = stubServer(() => ({
      status: 200,
      body: { message: "Thank you for your feedback, we'll contact you shortly." },
    }));
    const onClose = vi.fn();
    renderWithAccount(
      <FeedbackModal
        opened
        label="Strange Result"
        context={{ analysisTitle: '1 Harbour Street', parameters: { archetype: 'SH' } }}
        onClose={onClose}
      />,
      { loggedIn: accountReply() },
    );
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('reader@example.org');
    await fillAndSend();
    expect(
      await screen.findByText("Thank you for your feedback, we'll contact you shortly."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/feedback',
      body: {
        email: 'reader@example.org',
        subject: 'Flood risk looks too high',
        comment: 'The site is on a hill.',
        label: 'Strange Result',
        analysisTitle: '1 Harbour Street',
        parameters: { archetype: 'SH' },
      },
    });
  });

  it("shows the server's message when sending fails and keeps Cancel", async () => {
    stubServer(() =>
      errorReply(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again later.'),
    );
    renderWithAccount(<FeedbackModal opened label="General Feedback" onClose={() => {}} />);
    typeInto(/^Email/, 'visitor@example.org');
    await fillAndSend();
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('refuses a subject longer than 80 characters', async () => {
    stubServer(() => ({ status: 200, body: { message: 'ok' } }));
    renderWithAccount(<FeedbackModal opened label="General Feedback" onClose={() => {}} />);
    typeInto(/^Subject/, 'x'.repeat(81));
    expect(
      await screen.findByText('Subject must be 80 characters or fewer.', {}, { timeout: 2000 }),
    ).toBeTruthy();
  });
});
